import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@fertilia/contracts';
import { LOGOUT_REDIRECT_DELAY_MS, MESSAGES } from '@fertilia/contracts/core';
import { ApiError, call, expireSession, onSessionExpired } from '@/lib/api-client';
import { navigateTo } from '@/lib/navigation';
import { notify } from '@/lib/notify';
import { announceSessionExpired } from '@/lib/session-expired-toast';
import { clearAllSessionData, getSession, setSession, subscribe, tokenSessionId } from '@/lib/session';
import { SessionContext, type SessionContextValue, type TokenPair } from '@/lib/session-context';
import { tabSession } from '@/lib/tab-session';
import { PageFallback } from './root-shell';
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

  // A tab opened without a session (a link opened in a new tab) first asks the open tabs of this browser for
  // theirs, so a signed-in member is not shown the sign-in form; it waits only when one of them holds one.
  const [joining, setJoining] = useState(() => !getSession().accessToken && tabSession.canJoin());

  useAutoRefresh(isAuthenticated);

  useEffect(() => {
    const stop = tabSession.start();
    if (joining) {
      void tabSession
        .askOpenTabs({ boot: true })
        .then((tokens) => {
          if (tokens && !getSession().accessToken) setSession(tokens);
        })
        .finally(() => setJoining(false));
    }
    return stop;
    // Once per page: `joining` only says what the first render found.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const endLocally = useCallback(() => {
    clearAllSessionData();
    queryClient.clear();
    notify.success(MESSAGES.loggedOut);
    window.setTimeout(() => navigateTo('/login'), LOGOUT_REDIRECT_DELAY_MS);
  }, [queryClient]);

  // Signing out in one tab signs out every tab of that sign-in (its tokens no longer work anyway).
  useEffect(
    () =>
      tabSession.onEnded((reason) => {
        if (reason === 'signed_out') endLocally();
      }),
    [endLocally],
  );

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
    const sid = tokenSessionId(accessToken);
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
    tabSession.announceEnded(sid, 'signed_out');
    endLocally();
  }, [endLocally]);

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
  return <SessionContext value={value}>{joining ? <PageFallback /> : children}</SessionContext>;
}
