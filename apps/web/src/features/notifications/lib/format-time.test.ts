import { describe, expect, it } from 'vitest';
import { timeAgo } from './format-time';

const now = Date.parse('2026-03-10T12:00:00Z');

describe('timeAgo', () => {
  it('says how long ago, in words', () => {
    expect(timeAgo('2026-03-10T11:59:40Z', now)).toBe('just now');
    expect(timeAgo('2026-03-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-03-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-03-09T12:00:00Z', now)).toBe('yesterday');
  });

  it('is empty for a date it cannot read', () => {
    expect(timeAgo('not a date', now)).toBe('');
  });
});
