import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAllSessionData, setSession } from '@/lib/session';
import { makeUser } from '@/test/users';
import type { FakeSocket } from './fake-socket';
import { liveSocket } from './shared';

const io = vi.hoisted(() => ({ sockets: [] as unknown[], options: [] as unknown[] }));
vi.mock('socket.io-client', async () => {
  const { fakeSocket: make } = await import('./fake-socket');
  return {
    io: (options: unknown) => {
      const socket = make();
      io.sockets.push(socket);
      io.options.push(options);
      return socket;
    },
  };
});
const latest = () => io.sockets.at(-1) as FakeSocket;

afterEach(() => clearAllSessionData());

describe('the tab’s live connection', () => {
  it('is one connection, opened with the stored token, closed on sign-out and reopened on sign-in', async () => {
    setSession({ accessToken: 'stored', refreshToken: 'r', user: makeUser() });
    const connection = liveSocket();
    expect(liveSocket()).toBe(connection);
    connection.acquire();
    connection.subscribe('conversation:5');
    await vi.waitFor(() => expect(io.sockets).toHaveLength(1));
    const options = io.options[0] as { auth: (cb: (data: object) => void) => void };
    let auth: object | undefined;
    options.auth((data) => (auth = data));
    expect(auth).toEqual({ token: 'stored' });
    latest().fire('connect');
    expect(connection.getState()).toBe('open');

    clearAllSessionData();
    expect(connection.getState()).toBe('closed');
    expect(latest().active).toBe(false);

    setSession({ accessToken: 'next', refreshToken: 'r', user: makeUser() });
    await vi.waitFor(() => expect(io.sockets).toHaveLength(2));
    latest().fire('connect');
    expect(latest().emitted).toEqual([['subscribe', 'conversation:5']]);
  });
});
