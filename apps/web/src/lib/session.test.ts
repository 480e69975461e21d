import { describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '@/test/fetch-mock';
import { makeUser } from '@/test/users';
import {
  LOCAL_KEYS,
  SESSION_KEYS,
  clearAllSessionData,
  clearSession,
  getSession,
  setSession,
  subscribe,
  tokenExpiry,
} from './session';

describe('session storage', () => {
  it('stores under fertilia_ keys and tells subscribers', () => {
    const listener = vi.fn();
    const stop = subscribe(listener);
    setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
    stop();
    expect(sessionStorage.getItem('fertilia_access_token')).toBe('a');
    expect(sessionStorage.getItem('fertilia_refresh_token')).toBe('r');
    expect(JSON.parse(sessionStorage.getItem('fertilia_user')!)).toMatchObject({ email: 'ada@example.com' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getSession()).toBe(getSession());
  });

  it('clearSession forgets tokens and user but keeps local keys', () => {
    setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
    localStorage.setItem(LOCAL_KEYS.pendingRole, 'patient');
    clearSession();
    expect(getSession()).toEqual({ accessToken: null, refreshToken: null, user: null });
    expect(localStorage.getItem('pending_role')).toBe('patient');
  });

  it('clearAllSessionData also forgets pending role, active clinic and the CSRF token', () => {
    sessionStorage.setItem(SESSION_KEYS.csrfToken, 'c');
    localStorage.setItem('pending_role', 'patient');
    localStorage.setItem('active_clinic_id', '4');
    clearAllSessionData();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('pending_role')).toBeNull();
    expect(localStorage.getItem('active_clinic_id')).toBeNull();
  });

  it('reads the exp claim of a token', () => {
    expect(tokenExpiry(fakeJwt(1_700_000_000))).toBe(1_700_000_000_000);
    expect(tokenExpiry('not-a-jwt')).toBeNull();
    expect(tokenExpiry(null)).toBeNull();
  });
});
