import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  INACTIVITY_THRESHOLD_MS,
  LOGOUT_REDIRECT_DELAY_MS,
  MESSAGES,
  TOKEN_REFRESH_CHECK_MS,
  TOKEN_REFRESH_WINDOW_MS,
} from '@fertilia/contracts';
import { REFRESH_PATH } from '@/lib/api-client';
import { setNavigator } from '@/lib/navigation';
import type * as NotifyModule from '@/lib/notify';
import { getSession, LOCAL_KEYS, setSession } from '@/lib/session';
import { fakeJwt, installFetch, jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { makeUser } from '@/test/users';
import { useSession, type SessionContextValue } from '@/lib/session-context';
import { SessionProvider } from './session-provider';

// The provider's side of toasts is what it asks notify for; notify's own delivery to sonner has its own test.
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof NotifyModule>()),
  notify: { ...toasts, info: vi.fn(), warning: vi.fn(), loading: vi.fn(), dismiss: vi.fn() },
}));

const user = makeUser();
let calls: RecordedRequest[];
let restore: () => void;
let refreshOk = true;
const navigations: string[] = [];
let session: SessionContextValue;

function Probe() {
  session = useSession();
  return null;
}

function mount() {
  const queryClient = new QueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

/** Signs in with an access token expiring `msLeft` from the fake clock's now. */
function signInExpiringIn(msLeft: number) {
  setSession({
    accessToken: fakeJwt(Math.floor((Date.now() + msLeft) / 1000)),
    refreshToken: 'refresh',
    user,
  });
}

const refreshCalls = () => calls.filter((c) => c.url === REFRESH_PATH).length;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2025-06-01T10:00:00Z'));
  refreshOk = true;
  navigations.length = 0;
  setNavigator((to) => navigations.push(to));
  window.history.replaceState({}, '', '/profile');
  toasts.success.mockClear();
  toasts.error.mockClear();
  const mock = installFetch(({ url }) => {
    if (url === REFRESH_PATH) {
      return refreshOk
        ? jsonResponse(200, { access_token: fakeJwt(Math.floor(Date.now() / 1000) + 900), user })
        : jsonResponse(401, { detail: MESSAGES.refreshInvalid });
    }
    if (url.startsWith('/api/auth/logout')) return jsonResponse(200, { message: MESSAGES.loggedOutDetail });
    return jsonResponse(200, user);
  });
  calls = mock.calls;
  restore = mock.restore;
});

afterEach(() => {
  restore();
  vi.useRealTimers();
});

describe('automatic refresh (spec 01 §4)', () => {
  it('refreshes an active user whose token has under five minutes left', async () => {
    signInExpiringIn(TOKEN_REFRESH_WINDOW_MS + TOKEN_REFRESH_CHECK_MS + 30_000);
    mount();
    await act(() => vi.advanceTimersByTimeAsync(TOKEN_REFRESH_CHECK_MS - 1));
    window.dispatchEvent(new Event('keydown'));
    await act(() => vi.advanceTimersByTimeAsync(1));
    // Five and a half minutes were left at the first check: not yet.
    expect(refreshCalls()).toBe(0);
    window.dispatchEvent(new Event('mousemove'));
    await act(() => vi.advanceTimersByTimeAsync(TOKEN_REFRESH_CHECK_MS));
    expect(refreshCalls()).toBe(1);
    expect(getSession().accessToken).not.toBeNull();
  });

  it('does not refresh when the user has been idle for over five minutes', async () => {
    // The token enters the refresh window only after the user has been idle for the whole threshold.
    signInExpiringIn(INACTIVITY_THRESHOLD_MS + TOKEN_REFRESH_WINDOW_MS);
    mount();
    await act(() => vi.advanceTimersByTimeAsync(INACTIVITY_THRESHOLD_MS + TOKEN_REFRESH_CHECK_MS * 3));
    expect(refreshCalls()).toBe(0);
    window.dispatchEvent(new Event('scroll'));
    await act(() => vi.advanceTimersByTimeAsync(TOKEN_REFRESH_CHECK_MS));
    expect(refreshCalls()).toBe(1);
  });

  it.each(['mousemove', 'keydown', 'click', 'scroll', 'touchstart'])(
    'counts %s as activity',
    async (event) => {
      signInExpiringIn(TOKEN_REFRESH_WINDOW_MS + 60_000);
      mount();
      await act(() => vi.advanceTimersByTimeAsync(INACTIVITY_THRESHOLD_MS + 1_000));
      window.dispatchEvent(new Event(event));
      await act(() => vi.advanceTimersByTimeAsync(TOKEN_REFRESH_CHECK_MS));
      expect(refreshCalls()).toBe(1);
    },
  );

  it('does not refresh while the tab is hidden', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    signInExpiringIn(60_000);
    mount();
    window.dispatchEvent(new Event('click'));
    await act(() => vi.advanceTimersByTimeAsync(TOKEN_REFRESH_CHECK_MS));
    expect(refreshCalls()).toBe(0);
    visibility.mockRestore();
  });

  it('runs one refresh at a time', async () => {
    signInExpiringIn(60_000);
    const slow = installFetch(
      ({ url }) =>
        new Promise<Response>((resolve) =>
          setTimeout(
            () =>
              resolve(
                url === REFRESH_PATH
                  ? jsonResponse(200, { access_token: fakeJwt(Math.floor(Date.now() / 1000) + 3600) })
                  : jsonResponse(200, user),
              ),
            TOKEN_REFRESH_CHECK_MS * 2,
          ),
        ),
    );
    mount();
    window.dispatchEvent(new Event('click'));
    await act(() => vi.advanceTimersByTimeAsync(TOKEN_REFRESH_CHECK_MS));
    window.dispatchEvent(new Event('click'));
    await act(() => vi.advanceTimersByTimeAsync(TOKEN_REFRESH_CHECK_MS));
    expect(slow.calls.filter((c) => c.url === REFRESH_PATH)).toHaveLength(1);
    // Let the slow refresh finish so the next test starts with none in flight.
    await act(() => vi.advanceTimersByTimeAsync(TOKEN_REFRESH_CHECK_MS * 2));
    slow.restore();
  });

  it('expires the session when the refresh fails', async () => {
    refreshOk = false;
    localStorage.setItem(LOCAL_KEYS.pendingRole, 'patient');
    localStorage.setItem(LOCAL_KEYS.activeClinicId, '3');
    signInExpiringIn(60_000);
    mount();
    window.dispatchEvent(new Event('click'));
    await act(() => vi.advanceTimersByTimeAsync(TOKEN_REFRESH_CHECK_MS));
    expect(getSession()).toEqual({ accessToken: null, refreshToken: null, user: null });
    expect(localStorage.getItem(LOCAL_KEYS.pendingRole)).toBeNull();
    expect(localStorage.getItem(LOCAL_KEYS.activeClinicId)).toBeNull();
    expect(toasts.error).toHaveBeenCalledWith(
      'Session expired',
      expect.objectContaining({
        description: 'Please log in again to continue.',
      }),
    );
    expect(navigations).toEqual(['/login?session_expired=true']);
  });
});

describe('sign in and out', () => {
  it('signIn stores the pair and marks the user authenticated', async () => {
    mount();
    expect(session.isAuthenticated).toBe(false);
    act(() => session.signIn({ access_token: 'a', refresh_token: 'r', user }));
    expect(session.isAuthenticated).toBe(true);
    expect(session.user?.email).toBe(user.email);
  });

  it("signOut tells the server, clears everything, says 'Logged out' and goes to /login after 500 ms", async () => {
    setSession({ accessToken: 'a', refreshToken: 'r', user });
    localStorage.setItem(LOCAL_KEYS.pendingRole, 'expert');
    mount();
    await act(() => session.signOut());
    const logout = calls.find((c) => c.url === '/api/auth/logout/');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('Authorization')).toBe('Bearer a');
    expect(logout?.body).toEqual({ refresh: 'r' });
    expect(session.isAuthenticated).toBe(false);
    expect(localStorage.getItem(LOCAL_KEYS.pendingRole)).toBeNull();
    expect(toasts.success).toHaveBeenCalledWith(MESSAGES.loggedOut);
    expect(navigations).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(LOGOUT_REDIRECT_DELAY_MS));
    expect(navigations).toEqual(['/login']);
  });

  it('refreshProfile stores the fresh profile', async () => {
    setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser({ confirmed: false }) });
    mount();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(session.user?.confirmed).toBe(true);
  });
});
