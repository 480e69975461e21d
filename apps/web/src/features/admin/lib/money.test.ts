import { describe, expect, it } from 'vitest';
import { majorToMinor, minorToMajor } from './money';

describe('majorToMinor', () => {
  it('converts without floating-point drift', () => {
    expect(majorToMinor('19.99', 'USD')).toBe(1999);
    expect(majorToMinor('0.29', 'EUR')).toBe(29);
    expect(majorToMinor('1,234.5', 'GBP')).toBe(123450);
    expect(majorToMinor('12', 'USD')).toBe(1200);
    expect(majorToMinor('12.', 'USD')).toBe(1200);
  });

  it('follows the currency’s own decimals', () => {
    expect(majorToMinor('500', 'JPY')).toBe(500);
    expect(majorToMinor('1.234', 'BHD')).toBe(1234);
    expect(majorToMinor('500.5', 'JPY')).toBeNull();
  });

  it('refuses text that is not a plain amount', () => {
    expect(majorToMinor('12.345', 'USD')).toBeNull();
    expect(majorToMinor('-5', 'USD')).toBeNull();
    expect(majorToMinor('abc', 'USD')).toBeNull();
    expect(majorToMinor('', 'USD')).toBeNull();
  });
});

describe('minorToMajor', () => {
  it('turns minor units back into editable text', () => {
    expect(minorToMajor(1999, 'USD')).toBe('19.99');
    expect(minorToMajor(5, 'USD')).toBe('0.05');
    expect(minorToMajor(500, 'JPY')).toBe('500');
  });

  it('round-trips with majorToMinor', () => {
    for (const amount of [0, 1, 99, 100, 123456789]) {
      expect(majorToMinor(minorToMajor(amount, 'USD'), 'USD')).toBe(amount);
    }
  });
});
