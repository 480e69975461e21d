import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@fertilia/contracts';
import { LOGOUT_REDIRECT_DELAY_MS, MESSAGES } from '@fertilia/contracts/core';
import { ApiError, call, expireSession, onSessionExpired } from '@/lib/api-client';
import { navigateTo } from '@/lib/navigation';
import { notify } from '@/lib/notify';
import { announceSessionExpired } from '@/lib/session-expired-toast';
import { clearAllSessionData, getSession, setSession, subscribe } from '@/lib/session';
import { SessionContext, type SessionContextValue, type TokenPair } from '@/lib/session-context';
import { useAutoRefresh } from './use-auto-refresh';

/**
 * The account endpoints, loaded on first use: their declarations carry zod schemas, which the entry chunk
 * leaves to the screens that need them (contracts/core.ts).
 */
const authEndpoints = () => import('@fertilia/contracts').then(({ authApi }) => authApi);

export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(subscribe, getSession, getSession);
  const queryClient = useQueryClient();
  const isAuthenticated = Boolean(session.accessToken && session.user);

  useAutoRefresh(isAuthenticated);

  useEffect(
    () =>
      onSessionExpired(() => {
        clearAllSessionData();
        queryClient.clear();
        announceSessionExpired();
      }),
    [queryClient],
  );

  const signIn = useCallback((pair: TokenPair) => {
    setSession({ accessToken: pair.access_token, refreshToken: pair.refresh_token, user: pair.user });
  }, []);

  const signOut = useCallback(async () => {
    const { accessToken, refreshToken } = getSession();
    try {
      const { logout } = await authEndpoints();
      // skipAuth with an explicit header: a stale token must not start a refresh just to say goodbye.
      await call(
        logout,
        { body: refreshToken ? { refresh: refreshToken } : {} },
        { skipAuth: true, headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : undefined },
      );
    } catch {
      // The local session ends regardless; the server's refresh token expires on its own.
    }
    clearAllSessionData();
    queryClient.clear();
    notify.success(MESSAGES.loggedOut);
    window.setTimeout(() => navigateTo('/login'), LOGOUT_REDIRECT_DELAY_MS);
  }, [queryClient]);

  const refreshProfile = useCallback(async () => {
    try {
      const user = await call((await authEndpoints()).profile);
      setSession({ user });
      return user;
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      const expired = (error instanceof ApiError && error.status === 401) || /401|expired/i.test(message);
      if (expired && getSession().accessToken) expireSession();
      return null;
    }
  }, []);

  const updateUser = useCallback((user: User) => setSession({ user }), []);

  // The stored user may be stale (confirmed, role or clinic changed elsewhere): read it once per load.
  useEffect(() => {
    if (getSession().accessToken) void refreshProfile();
  }, [refreshProfile]);

  const value = useMemo<SessionContextValue>(
    () => ({
      user: session.user,
      isAuthenticated,
      signIn,
      signOut,
      expireSession,
      refreshProfile,
      updateUser,
    }),
    [session.user, isAuthenticated, signIn, signOut, refreshProfile, updateUser],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}
