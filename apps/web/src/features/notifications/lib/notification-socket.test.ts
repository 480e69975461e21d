import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NOTIFICATION_SOCKET_PROTOCOL,
  SOCKET_RECONNECT_ATTEMPTS,
  SOCKET_RECONNECT_DELAY_MS,
  type NotificationSocketFrame,
} from '@fertilia/contracts';
import { FakeSocket, createFakeSocket, makeNotification } from '../test-socket';
import { notificationSocketUrl, openNotificationSocket, parseFrame } from './notification-socket';

beforeEach(() => {
  FakeSocket.reset();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const open = (overrides: Partial<Parameters<typeof openNotificationSocket>[0]> = {}) => {
  const frames: NotificationSocketFrame[] = [];
  const stop = openNotificationSocket({
    token: 'access-1',
    onFrame: (frame) => frames.push(frame),
    createSocket: createFakeSocket,
    url: 'ws://app.test/api/ws/',
    ...overrides,
  });
  return { frames, stop };
};

describe('the notification socket', () => {
  it('offers the protocol and the token as sub-protocols, never in the address', () => {
    open();
    const socket = FakeSocket.latest();
    expect(socket.url).toBe('ws://app.test/api/ws/');
    expect(socket.protocols).toEqual([NOTIFICATION_SOCKET_PROTOCOL, 'access-1']);
  });

  it('builds ws:// or wss:// from the page address', () => {
    expect(notificationSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/api/ws/',
    );
    expect(notificationSocketUrl({ protocol: 'https:', host: 'fertilia.example' })).toBe(
      'wss://fertilia.example/api/ws/',
    );
  });

  it('passes on the frames of the contract and ignores anything else', () => {
    const { frames } = open();
    const socket = FakeSocket.latest();
    socket.open();
    const notification = makeNotification({ id: 9 });
    socket.send({ type: 'notification', data: { notification, unread_count: 3 } });
    socket.send({ type: 'unread_count', data: { unread_count: 0 } });
    socket.send('not json');
    socket.send(JSON.stringify({ type: 'notification', data: { unread_count: 'three' } }));
    socket.send(JSON.stringify({ type: 'something_else', data: {} }));
    expect(frames).toEqual([
      { type: 'notification', data: { notification, unread_count: 3 } },
      { type: 'unread_count', data: { unread_count: 0 } },
    ]);
  });

  it(`retries ${SOCKET_RECONNECT_ATTEMPTS} times, ${SOCKET_RECONNECT_DELAY_MS} ms apart, then gives up`, () => {
    open();
    FakeSocket.latest().drop();
    for (let attempt = 1; attempt <= SOCKET_RECONNECT_ATTEMPTS; attempt += 1) {
      vi.advanceTimersByTime(SOCKET_RECONNECT_DELAY_MS - 1);
      expect(FakeSocket.instances).toHaveLength(attempt);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.instances).toHaveLength(attempt + 1);
      FakeSocket.latest().drop();
    }
    vi.advanceTimersByTime(SOCKET_RECONNECT_DELAY_MS * 10);
    expect(FakeSocket.instances).toHaveLength(SOCKET_RECONNECT_ATTEMPTS + 1);
  });

  it('starts counting again after a connection succeeds', () => {
    const onOpen = vi.fn();
    open({ onOpen });
    for (let round = 0; round < SOCKET_RECONNECT_ATTEMPTS + 2; round += 1) {
      FakeSocket.latest().drop();
      vi.advanceTimersByTime(SOCKET_RECONNECT_DELAY_MS);
      FakeSocket.latest().open();
    }
    expect(FakeSocket.instances).toHaveLength(SOCKET_RECONNECT_ATTEMPTS + 3);
    expect(onOpen).toHaveBeenCalledTimes(SOCKET_RECONNECT_ATTEMPTS + 2);
  });

  it('asks for a token refresh instead of retrying with a lapsed token', () => {
    const onTokenExpired = vi.fn();
    open({ tokenExpired: () => true, onTokenExpired });
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(SOCKET_RECONNECT_DELAY_MS * 2);
    expect(onTokenExpired).toHaveBeenCalledTimes(1);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('closes cleanly when stopped and does not come back', () => {
    const { stop } = open();
    const socket = FakeSocket.latest();
    socket.open();
    stop();
    expect(socket.closedWith).toBe(1000);
    socket.drop();
    vi.advanceTimersByTime(SOCKET_RECONNECT_DELAY_MS * 2);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('cancels a pending retry when stopped', () => {
    const { stop } = open();
    FakeSocket.latest().drop();
    stop();
    vi.advanceTimersByTime(SOCKET_RECONNECT_DELAY_MS * 2);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});

describe('parseFrame', () => {
  it('reads only text frames', () => {
    expect(parseFrame(new ArrayBuffer(2))).toBeNull();
    expect(parseFrame('{"type":"unread_count","data":{"unread_count":4}}')).toEqual({
      type: 'unread_count',
      data: { unread_count: 4 },
    });
  });
});
