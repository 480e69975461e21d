import { describe, expect, it } from 'vitest';
import { badgeText } from './badge-text';

describe('badgeText', () => {
  it('shows the count itself up to 99', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(42)).toBe('42');
    expect(badgeText(99)).toBe('99');
  });

  it('reads 99+ above 99 (spec 02 §2, §9)', () => {
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12_345)).toBe('99+');
  });
});
