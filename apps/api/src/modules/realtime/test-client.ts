import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { REALTIME_PATH, type SocketAck } from '@fertilia/contracts';

/* Shared by the realtime test files only: the real socket.io client against a listening test app. */

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Connects as the web client does (websocket only, token in auth); rejects with the connect_error. */
export function connect(url: string, token?: string): Promise<Socket> {
  const socket = io(url, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

export const subscribe = (socket: Socket, room: unknown): Promise<SocketAck> =>
  socket.timeout(2000).emitWithAck('subscribe', room);
export const unsubscribe = (socket: Socket, room: unknown): Promise<SocketAck> =>
  socket.timeout(2000).emitWithAck('unsubscribe', room);

/** The next `event` whose payload passes `match`, or a rejection after `timeoutMs`. */
export function nextEvent<T = Record<string, unknown>>(
  socket: Socket,
  event: string,
  match: (payload: T) => boolean = () => true,
  timeoutMs = 3000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/** Collects every `event` for `ms`, to prove something did NOT arrive. */
export async function eventsDuring<T>(socket: Socket, event: string, ms: number): Promise<T[]> {
  const seen: T[] = [];
  const listener = (payload: T) => seen.push(payload);
  socket.on(event, listener);
  await new Promise((resolve) => setTimeout(resolve, ms));
  socket.off(event, listener);
  return seen;
}
