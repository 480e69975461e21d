import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatRelativeTime,
  formatTime,
  minorUnitDigits,
} from './format';

// Built from local parts, so the expected clock time holds in whatever zone the tests run.
const moment = new Date(2026, 2, 3, 9, 41, 7);
const browserLocale = new Intl.DateTimeFormat().resolvedOptions().locale;

describe('dates and times', () => {
  it('formats in the given locale', () => {
    expect(formatDate(moment, 'medium', 'en-US')).toBe('Mar 3, 2026');
    expect(formatDate(moment, 'long', 'en-US')).toBe('March 3, 2026');
    expect(formatDate(moment, 'long', 'en-GB')).toBe('3 March 2026');
    expect(formatDate(moment, 'long', 'de-DE')).toBe('3. März 2026');
    expect(formatTime(moment, false, 'en-GB')).toBe('09:41');
    expect(formatTime(moment, true, 'en-GB')).toBe('09:41:07');
    expect(formatDateTime(moment, 'en-GB')).toBe('3 Mar 2026, 09:41');
  });

  it("uses the member's own locale when none is given", () => {
    expect(formatDate(moment)).toBe(formatDate(moment, 'medium', browserLocale));
    expect(formatDate(moment, 'long')).toBe(formatDate(moment, 'long', browserLocale));
    expect(formatDateTime(moment)).toBe(formatDateTime(moment, browserLocale));
    expect(formatTime(moment, true)).toBe(formatTime(moment, true, browserLocale));
  });

  it('reads ISO timestamps and epoch milliseconds alike', () => {
    expect(formatDateTime(moment.toISOString(), 'en-GB')).toBe('3 Mar 2026, 09:41');
    expect(formatDateTime(moment.getTime(), 'en-GB')).toBe('3 Mar 2026, 09:41');
  });

  it('shows a calendar day as that day in every time zone', () => {
    // Midnight UTC of 1 January is still 31 December west of Greenwich; the day must not move.
    expect(formatDate('2026-01-01', 'long', 'en-GB')).toBe('1 January 2026');
    expect(formatDate('2026-11-20', 'long', 'en-US')).toBe('November 20, 2026');
  });

  it('is empty for a value that is not a date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatTime(Number.NaN)).toBe('');
    expect(formatRelativeTime('soon')).toBe('');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');

  it('says how long ago, in words', () => {
    expect(formatRelativeTime('2026-03-10T11:59:40Z', now, 'en')).toBe('just now');
    expect(formatRelativeTime('2026-03-10T11:55:00Z', now, 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-03-10T09:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(formatRelativeTime('2026-03-09T12:00:00Z', now, 'en')).toBe('yesterday');
    expect(formatRelativeTime('2026-02-24T12:00:00Z', now, 'en')).toBe('2 weeks ago');
    expect(formatRelativeTime('2026-03-10T14:00:00Z', now, 'en')).toBe('in 2 hours');
    expect(formatRelativeTime('2026-03-10T11:55:00Z', now, 'de')).toBe('vor 5 Minuten');
  });

  it("uses the member's own locale when none is given", () => {
    expect(formatRelativeTime('2026-03-10T11:55:00Z', now)).toBe(
      formatRelativeTime('2026-03-10T11:55:00Z', now, browserLocale),
    );
  });
});

describe('numbers and money', () => {
  it('formats numbers in the given locale', () => {
    expect(formatNumber(1234.5, undefined, 'en-US')).toBe('1,234.5');
    expect(formatNumber(1234.5, undefined, 'de-DE')).toBe('1.234,5');
    expect(formatNumber(0.42, { style: 'percent' }, 'en-US')).toBe('42%');
    expect(formatNumber(1234.5)).toBe(formatNumber(1234.5, undefined, browserLocale));
  });

  it('knows how many minor digits a currency has', () => {
    expect(minorUnitDigits('USD')).toBe(2);
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(minorUnitDigits('BHD')).toBe(3);
    expect(minorUnitDigits('not a currency')).toBe(2);
  });

  it('formats minor units as an amount of their currency', () => {
    expect(formatMoney(1999, 'USD', 'en-US')).toBe('$19.99');
    expect(formatMoney(500, 'JPY', 'en-US')).toBe('¥500');
    expect(formatMoney(1999, 'EUR', 'de-DE')).toBe('19,99\u00a0€');
    expect(formatMoney(1234, 'BHD', 'en-US')).toBe('BHD\u00a01.234');
    expect(formatMoney(1999, 'EUR')).toBe(formatMoney(1999, 'EUR', browserLocale));
  });

  it('still shows the amount for a currency code Intl refuses', () => {
    expect(formatMoney(1999, 'euro', 'en-US')).toBe('19.99 euro');
  });
});
