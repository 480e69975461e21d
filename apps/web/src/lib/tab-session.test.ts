import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/users';
import { accessToken, otherTab, type FakeTab } from '@/test/tabs';
import { createWebLocks } from '@/test/web-locks';
import { ASK_TIMEOUT_MS } from './tab-session';

/*
 * Tabs here are real BroadcastChannels (Node's, the same API as the browser's) with their own session storage
 * in memory; each test uses its own channel name so tests never hear each other.
 */
const user = makeUser();
const exp = Math.floor(Date.now() / 1000) + 900;
const pair = (sid: string, refreshToken: string, expSeconds = exp) => ({
  accessToken: accessToken(sid, expSeconds),
  refreshToken,
  user,
});

let tabs: FakeTab[] = [];
let channelName = '';
function tab(initial: Parameters<typeof otherTab>[0], locks?: LockManager) {
  const made = otherTab(initial, { locks, channelName });
  tabs.push(made);
  return made;
}
function freshChannel() {
  channelName = `test-${Math.random().toString(36).slice(2)}`;
}

/** Waits until `check` holds; Node delivers channel messages as tasks. */
async function until(check: () => boolean) {
  await vi.waitFor(() => expect(check()).toBe(true), { timeout: 2_000, interval: 5 });
}

afterEach(() => {
  for (const t of tabs) t.stop();
  tabs = [];
});

describe('a new tab joins the session of an open one', () => {
  it('receives the open tab’s session when Web Locks say a signed-in tab exists', async () => {
    freshChannel();
    const locks = createWebLocks();
    tab(pair('s1', 'r1'), locks);
    const fresh = tab({}, locks);
    // The open tab took its holder lock as it started: the new tab knows someone can answer.
    const tokens = await fresh.session.askOpenTabs({ boot: true });
    expect(tokens).toEqual(pair('s1', 'r1'));
  });

  it('does not wait when no tab is signed in', async () => {
    freshChannel();
    const locks = createWebLocks();
    tab({}, locks);
    const fresh = tab({}, locks);
    const started = performance.now();
    await expect(fresh.session.askOpenTabs({ boot: true })).resolves.toBeNull();
    expect(performance.now() - started).toBeLessThan(ASK_TIMEOUT_MS / 2);
  });

  it('without Web Locks, a first screen is never held back on a guess', async () => {
    freshChannel();
    tab(pair('s1', 'r1'));
    const fresh = tab({});
    expect(fresh.session.canJoin()).toBe(false);
    await expect(fresh.session.askOpenTabs({ boot: true })).resolves.toBeNull();
  });
});

describe('a refresh in one tab reaches the others of that sign-in only', () => {
  it('the tabs of the same session take the new pair; another sign-in and an older pair are ignored', async () => {
    freshChannel();
    const refresher = tab(pair('s1', 'r1'));
    const sibling = tab(pair('s1', 'r1'));
    const stranger = tab(pair('s2', 'other'));
    const ahead = tab(pair('s1', 'r9', exp + 600));

    refresher.store(pair('s1', 'r2', exp + 300));
    refresher.session.announceRefreshed(refresher.stored());

    await until(() => sibling.stored().refreshToken === 'r2');
    expect(sibling.stored()).toEqual(pair('s1', 'r2', exp + 300));
    expect(stranger.stored().refreshToken).toBe('other');
    // A tab already holding a later pair keeps it: a late message never moves a tab back.
    expect(ahead.stored().refreshToken).toBe('r9');
  });

  it('answers a refused tab with the pair that followed its token, never with the same one', async () => {
    freshChannel();
    const behind = tab(pair('s1', 'r1'));
    tab(pair('s1', 'r1'));
    await expect(behind.session.askOpenTabs({ sid: 's1', except: 'r1' })).resolves.toBeNull();

    tab(pair('s1', 'r2', exp + 300));
    tab(pair('s2', 'r3', exp + 300));
    await expect(behind.session.askOpenTabs({ sid: 's1', except: 'r1' })).resolves.toEqual(
      pair('s1', 'r2', exp + 300),
    );
  });
});

describe('the end of a session reaches every tab of it', () => {
  it('tells the tabs of that sign-in, and not the others', async () => {
    freshChannel();
    const leaving = tab(pair('s1', 'r1'));
    const sibling = tab(pair('s1', 'r1'));
    const stranger = tab(pair('s2', 'r2'));
    const heard = vi.fn();
    const strangerHeard = vi.fn();
    sibling.session.onEnded(heard);
    stranger.session.onEnded(strangerHeard);

    leaving.session.announceEnded('s1', 'signed_out');
    await until(() => heard.mock.calls.length === 1);
    expect(heard).toHaveBeenCalledWith('signed_out');
    expect(strangerHeard).not.toHaveBeenCalled();
  });
});

describe('one refresh at a time per session', () => {
  it('a second tab waits for the first one’s refresh to finish', async () => {
    freshChannel();
    const locks = createWebLocks();
    const first = tab(pair('s1', 'r1'), locks);
    const second = tab(pair('s1', 'r1'), locks);
    const order: string[] = [];
    const run = (name: string) => async () => {
      order.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push(`${name} ends`);
    };
    await Promise.all([
      first.session.withRefreshLock('s1', run('first')),
      second.session.withRefreshLock('s1', run('second')),
    ]);
    expect(order).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
  });
});
