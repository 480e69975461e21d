import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { accessToken, otherTab, type FakeTab } from '@/test/tabs';
import { makeUser } from '@/test/users';
import { REFRESH_PATH, api } from './api-client';
import { setNavigator } from './navigation';
import { getSession, setSession } from './session';
import { tabSession } from './tab-session';

// This tab's Web Locks must exist before the api-client's tab session is made, as they do in a browser.
const locks = await vi.hoisted(async () => {
  const { createWebLocks } = await import('@/test/web-locks');
  const made = createWebLocks();
  Object.defineProperty(navigator, 'locks', { configurable: true, value: made });
  return made;
});

/*
 * This tab is the app's own (the api-client and its tab session on sessionStorage); the other tab is a second
 * tab session on the same real BroadcastChannel and the same lock table, with its own storage.
 */
const user = makeUser();
const exp = Math.floor(Date.now() / 1000) + 900;
const pair = (refreshToken: string, expSeconds = exp) => ({
  accessToken: accessToken('s1', expSeconds),
  refreshToken,
  user,
});
const spent = { ...pair('r1', exp - 1_000), accessToken: `${accessToken('s1', exp - 1_000)}-spent` };

const navigations: string[] = [];
let stopHere: () => void;
let other: FakeTab | undefined;

beforeEach(() => {
  navigations.length = 0;
  setNavigator((to) => navigations.push(to));
  window.history.replaceState({}, '', '/profile');
  stopHere = tabSession.start();
});

afterEach(() => {
  other?.stop();
  other = undefined;
  stopHere();
});

/** The API: a call with `accepted` as bearer succeeds, any other token is refused. */
function serveAccepting(accepted: string, refresh: () => Response) {
  return installTestFetch(({ url, headers }) => {
    if (url === REFRESH_PATH) return refresh();
    return headers.get('Authorization') === `Bearer ${accepted}`
      ? jsonResponse(200, { ok: true })
      : jsonResponse(401, { detail: MESSAGES.tokenExpired });
  });
}

describe('the tabs of one sign-in refresh one at a time', () => {
  it('a tab that waited for the lock uses the pair the other tab got, and spends no refresh', async () => {
    setSession(spent);
    other = otherTab(spent, { locks });
    const next = pair('r2', exp + 300);
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    // The other tab is refreshing right now: it holds the session's lock until this tab has its new pair.
    const otherRefresh = other.session.withRefreshLock('s1', async () => {
      await gate;
      other!.store(next);
      other!.session.announceRefreshed(other!.stored());
      await vi.waitFor(() => expect(getSession().refreshToken).toBe('r2'), { timeout: 2_000 });
    });
    const fetch = serveAccepting(next.accessToken, () => {
      throw new Error('this tab must not refresh');
    });

    const reply = api.get('/api/me');
    await vi.waitFor(() => expect(fetch.calls).toHaveLength(1));
    openGate();
    await expect(reply).resolves.toEqual({ ok: true });
    await otherRefresh;
    expect(fetch.calls.map((c) => c.url)).toEqual(['/api/me', '/api/me']);
    expect(getSession()).toMatchObject({ accessToken: next.accessToken, refreshToken: 'r2' });
  });

  it('a refusal is checked with the open tabs: one holding the pair that followed is asked for it', async () => {
    const next = pair('r2', exp + 300);
    setSession(spent);
    // The other tab refreshed while this one was not listening (frozen, just loaded): it holds r2, this r1.
    other = otherTab(next, { locks });
    const fetch = serveAccepting(next.accessToken, () =>
      jsonResponse(401, { detail: MESSAGES.refreshInvalid }),
    );

    await expect(api.get('/api/me')).resolves.toEqual({ ok: true });
    expect(fetch.calls.map((c) => c.url)).toEqual(['/api/me', REFRESH_PATH, '/api/me']);
    expect(getSession().refreshToken).toBe('r2');
    expect(navigations).toEqual([]);
  });

  it('a refusal no tab can answer ends the session here and in the other tabs of it', async () => {
    setSession(spent);
    other = otherTab(spent, { locks });
    const ended = vi.fn();
    other.session.onEnded(ended);
    serveAccepting('nothing', () => jsonResponse(401, { detail: MESSAGES.refreshInvalid }));

    await expect(api.get('/api/me')).rejects.toMatchObject({ status: 401, kind: 'auth' });
    expect(navigations).toEqual(['/login?session_expired=true']);
    await vi.waitFor(() => expect(ended).toHaveBeenCalledWith('expired'));
  });

  it('a refresh this tab makes reaches the other tab, which never presents the rotated token', async () => {
    const next = pair('r2', exp + 300);
    setSession(spent);
    other = otherTab(spent, { locks });
    serveAccepting(next.accessToken, () =>
      jsonResponse(200, { access_token: next.accessToken, refresh_token: 'r2', user }),
    );

    await expect(api.get('/api/me')).resolves.toEqual({ ok: true });
    await vi.waitFor(() => expect(other!.stored()).toEqual(next));
  });
});
