import { minorUnitDigits } from '@/lib/format';

/**
 * "19.99" USD → 1999. Works on the digits as text, because 19.99 * 100 in floating point is 1998.999….
 * Returns null when the text is not a plain non-negative amount or has more decimals than the currency.
 */
export function majorToMinor(text: string, currency: string): number | null {
  const cleaned = text.trim().replace(/[\s,]/g, '');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return null;
  const digits = minorUnitDigits(currency);
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) return null;
  const minor = Number(whole + fraction.padEnd(digits, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** 1999 USD → "19.99": the text an edit field starts from. */
export function minorToMajor(amount: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  if (digits === 0) return String(amount);
  const text = String(Math.abs(amount)).padStart(digits + 1, '0');
  const sign = amount < 0 ? '-' : '';
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
