import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import {
  NOTIFICATION_SOCKET_PATH,
  NOTIFICATION_SOCKET_PROTOCOL,
  notificationSocketFrame,
  type NotificationSocketFrame,
} from '@fertilia/contracts';

/* Shared by the notification socket tests only: a real WebSocket client against a listening test app. */

export async function listenWs(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${NOTIFICATION_SOCKET_PATH}`;
}

export type TestSocket = {
  ws: WebSocket;
  frames: NotificationSocketFrame[];
  /** The next frame (not yet taken) that passes `match`, or a rejection after `timeoutMs`. */
  next(
    match?: (frame: NotificationSocketFrame) => boolean,
    timeoutMs?: number,
  ): Promise<NotificationSocketFrame>;
  close(): void;
};

/** Opens the socket as the browser does: protocols [fertilia-notifications, token]. Rejects with the HTTP status. */
export function openSocket(url: string, token?: string, protocols?: string[]): Promise<TestSocket> {
  const ws = new WebSocket(
    url,
    protocols ?? (token ? [NOTIFICATION_SOCKET_PROTOCOL, token] : [NOTIFICATION_SOCKET_PROTOCOL]),
  );
  const frames: NotificationSocketFrame[] = [];
  let taken = 0;
  const wakers = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(notificationSocketFrame.parse(JSON.parse(String(data))));
    for (const wake of wakers) wake();
  });
  const socket: TestSocket = {
    ws,
    frames,
    next(match = () => true, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          for (let i = taken; i < frames.length; i++) {
            if (match(frames[i]!)) {
              taken = i + 1;
              wakers.delete(check);
              clearTimeout(timer);
              resolve(frames[i]!);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          wakers.delete(check);
          reject(
            new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames.slice(taken))}`),
          );
        }, timeoutMs);
        wakers.add(check);
        check();
      });
    },
    close: () => ws.close(),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_req, res) => {
      reject(Object.assign(new Error(`refused with ${res.statusCode}`), { status: res.statusCode }));
      ws.terminate();
    });
    ws.once('error', (err) => reject(err));
  });
}

/** Every frame that arrives within `ms`, to prove something did NOT arrive. */
export async function framesDuring(socket: TestSocket, ms: number): Promise<NotificationSocketFrame[]> {
  const start = socket.frames.length;
  await new Promise((resolve) => setTimeout(resolve, ms));
  return socket.frames.slice(start);
}
