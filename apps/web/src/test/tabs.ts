import type { Session } from '@/lib/session';
import { createTabSession, type TabSession } from '@/lib/tab-session';

/** A JWT-shaped access token of sign-in `sid` expiring at `expSeconds`; the signature is irrelevant here. */
export function accessToken(sid: string, expSeconds: number): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', sid, exp: expSeconds })}.signature`;
}

export interface FakeTab {
  session: TabSession;
  /** What this tab has in its session storage. */
  stored: () => Session;
  store: (next: Partial<Session>) => void;
  stop: () => void;
}

/**
 * Another browser tab of the same origin: its own session storage (in memory), a real BroadcastChannel on
 * the app's channel, and the lock table the test hands it.
 */
export function otherTab(
  initial: Partial<Session>,
  { locks, channelName = 'fertilia-session' }: { locks?: LockManager; channelName?: string } = {},
): FakeTab {
  let current: Session = { accessToken: null, refreshToken: null, user: null, ...initial };
  const listeners = new Set<() => void>();
  const store = (next: Partial<Session>) => {
    current = { ...current, ...next };
    for (const listener of listeners) listener();
  };
  const session = createTabSession({
    channelName,
    read: () => current,
    write: (tokens) => store(tokens),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    locks,
  });
  const stop = session.start();
  return { session, stored: () => current, store, stop };
}
