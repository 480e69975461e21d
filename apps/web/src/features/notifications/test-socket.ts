import type { Notification, NotificationSocketFrame } from '@fertilia/contracts';
import type { SocketLike } from './lib/notification-socket';

/**
 * A stand-in for the browser's WebSocket: records how it was opened and lets a test play the server
 * (open, send a frame, drop the connection).
 */
export class FakeSocket implements SocketLike {
  static instances: FakeSocket[] = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  closedWith: number | undefined;

  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.instances.push(this);
  }

  static latest(): FakeSocket {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  static reset() {
    FakeSocket.instances = [];
  }

  open() {
    this.onopen?.(new Event('open'));
  }

  send(frame: NotificationSocketFrame | string) {
    const data = typeof frame === 'string' ? frame : JSON.stringify(frame);
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  /** The server or the network ends the connection. */
  drop() {
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }

  close(code?: number) {
    this.closedWith = code ?? 1000;
  }
}

export const createFakeSocket = (url: string, protocols: string[]) => new FakeSocket(url, protocols);

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    title: 'New comment on your post',
    message: 'Amara commented: “Wishing you luck!”',
    type: 'comment_on_post',
    link: '/community/posts/first-transfer',
    read: false,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}
