import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeLiveSocket } from './fake-socket';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

async function openConnection(options?: Parameters<typeof fakeLiveSocket>[0]) {
  const live = fakeLiveSocket(options);
  live.connection.acquire();
  live.connection.subscribe('post:1');
  const socket = await live.opened();
  return { ...live, socket };
}

describe('live socket', () => {
  it('connects over websocket with credentials, the current token in auth and the spec’s retry policy', async () => {
    let token = 'token-1';
    const { socket, connection } = await openConnection({ token: () => token });
    expect(connection.getState()).toBe('connecting');
    expect(socket.options).toMatchObject({
      path: '/socket.io',
      transports: ['websocket'],
      withCredentials: true,
      reconnection: true,
      reconnectionAttempts: 5,
      reconnectionDelay: 5000,
      reconnectionDelayMax: 5000,
    });
    const auth: object[] = [];
    socket.options!.auth((data) => auth.push(data));
    token = 'token-2';
    socket.options!.auth((data) => auth.push(data));
    expect(auth).toEqual([{ token: 'token-1' }, { token: 'token-2' }]);
  });

  it('does not load the client library until a screen asks, nor connect without a token', async () => {
    const live = fakeLiveSocket({ token: () => null });
    expect(live.load).not.toHaveBeenCalled();
    live.connection.acquire();
    expect(live.load).not.toHaveBeenCalled();
    expect(live.connection.getState()).toBe('closed');
  });

  it('passes through connecting, open and closed, and subscribes its rooms again after each connect', async () => {
    const { socket, connection } = await openConnection();
    const seen: string[] = [];
    connection.onState(() => seen.push(connection.getState()));
    socket.fire('connect');
    expect(connection.getState()).toBe('open');
    expect(socket.emitted).toEqual([['subscribe', 'post:1']]);
    socket.fire('disconnect', 'transport close');
    expect(connection.getState()).toBe('connecting');
    socket.fireManager('reconnect_attempt');
    socket.fire('connect');
    expect(socket.emitted).toEqual([
      ['subscribe', 'post:1'],
      ['subscribe', 'post:1'],
    ]);
    socket.fireManager('reconnect_failed');
    expect(seen).toEqual(['open', 'connecting', 'open', 'closed']);
  });

  it('counts rooms so the feed, a post and a conversation coexist and leave only when nobody follows them', async () => {
    const { socket, connection } = await openConnection();
    socket.fire('connect');
    connection.subscribe('feed');
    connection.subscribe('conversation:5');
    connection.subscribe('post:1');
    expect(socket.emitted).toEqual([
      ['subscribe', 'post:1'],
      ['subscribe', 'feed'],
      ['subscribe', 'conversation:5'],
    ]);
    connection.unsubscribe('post:1');
    expect(socket.emitted).toHaveLength(3);
    connection.unsubscribe('post:1');
    connection.unsubscribe('feed');
    expect(socket.emitted.slice(3)).toEqual([
      ['unsubscribe', 'post:1'],
      ['unsubscribe', 'feed'],
    ]);
    socket.fire('disconnect', 'transport close');
    socket.fire('connect');
    expect(socket.emitted.slice(5)).toEqual([['subscribe', 'conversation:5']]);
  });

  it('only logs an error when asked to emit while not connected', async () => {
    const { socket, connection } = await openConnection();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(connection.emit('subscribe', 'feed')).toBe(false);
    expect(error).toHaveBeenCalledOnce();
    expect(socket.emitted).toEqual([]);
    socket.fire('connect');
    expect(connection.emit('subscribe', 'feed')).toBe(true);
  });

  it('hands each event to its listeners until they stop listening, bound before or after the socket exists', async () => {
    const live = fakeLiveSocket();
    const early: unknown[] = [];
    const late: unknown[] = [];
    live.connection.on('new_message', (p) => early.push(p));
    live.connection.acquire();
    const socket = await live.opened();
    const stop = live.connection.on('post_update', (p) => late.push(p));
    socket.fire('new_message', { conversation_id: 5 });
    socket.fire('post_update', { post: { id: 1 } });
    stop();
    socket.fire('post_update', { post: { id: 2 } });
    expect(early).toEqual([{ conversation_id: 5 }]);
    expect(late).toEqual([{ post: { id: 1 } }]);
  });

  it('asks for a fresh token once when the handshake is refused, then tries once more', async () => {
    const refresh = vi.fn(() => Promise.resolve('fresh'));
    const { socket, connection } = await openConnection({ refresh });
    socket.active = false; // socket.io does not retry a refused handshake
    socket.fire('connect_error', new Error('Token expired'));
    expect(connection.getState()).toBe('closed');
    await vi.waitFor(() => expect(socket.connects).toBe(1));
    expect(connection.getState()).toBe('connecting');
    socket.active = false;
    socket.fire('connect_error', new Error('Token expired'));
    await Promise.resolve();
    expect(refresh).toHaveBeenCalledOnce();
    expect(socket.connects).toBe(1);
    expect(connection.getState()).toBe('closed');
  });

  it('keeps retrying quietly on a network error instead of refreshing the token', async () => {
    const refresh = vi.fn(() => Promise.resolve('fresh'));
    const { socket, connection } = await openConnection({ refresh });
    socket.fire('connect_error', new Error('xhr poll error'));
    expect(connection.getState()).toBe('connecting');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('closes shortly after the last screen leaves, but not when another screen arrives in between', async () => {
    vi.useFakeTimers();
    const { socket, connection } = await openConnection();
    socket.fire('connect');
    connection.release();
    connection.acquire();
    vi.advanceTimersByTime(5_000);
    expect(connection.getState()).toBe('open');
    connection.release();
    vi.advanceTimersByTime(1_000);
    expect(connection.getState()).toBe('closed');
    expect(socket.active).toBe(false);
  });

  it('closes at once when told to (sign-out), and a screen coming back revives a connection that gave up', async () => {
    const live = fakeLiveSocket();
    live.connection.acquire();
    const first = await live.opened();
    first.fire('connect');
    live.connection.close();
    expect(live.connection.getState()).toBe('closed');
    expect(first.active).toBe(false);
    live.connection.resume();
    const second = await live.opened(2);
    second.fire('connect');
    second.fireManager('reconnect_failed');
    second.active = false;
    live.connection.acquire();
    expect(live.connection.getState()).toBe('connecting');
    expect(second.connects).toBe(1);
  });

  it('answers a request with the server’s ack, and refuses one while not connected', async () => {
    const { socket, connection } = await openConnection();
    await expect(connection.request('visit_join', { appointment_id: 1 })).rejects.toThrow(/not connected/);
    socket.fire('connect');
    const answer = connection.request('visit_join', { appointment_id: 1 });
    expect(socket.emitted.at(-1)).toEqual(['visit_join', { appointment_id: 1 }]);
    socket.acks.at(-1)!({ ok: true, side: 'patient', peer_present: false });
    await expect(answer).resolves.toEqual({ ok: true, side: 'patient', peer_present: false });
  });
});
