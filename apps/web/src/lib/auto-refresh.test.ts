import { describe, expect, it } from 'vitest';
import { INACTIVITY_THRESHOLD_MS, TOKEN_REFRESH_WINDOW_MS } from '@fertilia/contracts';
import { shouldRefreshNow } from './auto-refresh';

const now = 1_000_000_000;
const base = { now, lastActivity: now, expiry: now + 60_000, visible: true, refreshing: false };

describe('shouldRefreshNow', () => {
  it('refreshes an active, visible session close to expiry', () => expect(shouldRefreshNow(base)).toBe(true));
  it('waits while more than the window remains', () =>
    expect(shouldRefreshNow({ ...base, expiry: now + TOKEN_REFRESH_WINDOW_MS })).toBe(false));
  it('refreshes just inside the window', () =>
    expect(shouldRefreshNow({ ...base, expiry: now + TOKEN_REFRESH_WINDOW_MS - 1 })).toBe(true));
  it('skips an idle user', () =>
    expect(shouldRefreshNow({ ...base, lastActivity: now - INACTIVITY_THRESHOLD_MS - 1 })).toBe(false));
  it('skips a hidden tab', () => expect(shouldRefreshNow({ ...base, visible: false })).toBe(false));
  it('skips while a refresh runs', () => expect(shouldRefreshNow({ ...base, refreshing: true })).toBe(false));
  it('skips a token without exp', () => expect(shouldRefreshNow({ ...base, expiry: null })).toBe(false));
});
