import { expect, vi } from 'vitest';
import { LiveSocket, type SocketFactory, type SocketLike, type SocketOptions } from './live-socket';

type Handler = (...args: unknown[]) => void;

/** Test stand-in for a socket.io client socket: records emits and lets the test play server events. */
export function fakeSocket() {
  const handlers = new Map<string, Handler[]>();
  const managerHandlers = new Map<string, Handler[]>();
  const socket = {
    active: true,
    emitted: [] as unknown[][],
    connects: 0,
    options: null as SocketOptions | null,
    on: (event: string, fn: Handler) => handlers.set(event, [...(handlers.get(event) ?? []), fn]),
    /** The ack callbacks of the emits that asked for one, in order: a test answers as the server would. */
    acks: [] as ((answer: unknown) => void)[],
    emit: (...args: unknown[]) => {
      socket.emitted.push(args.slice(0, 2));
      if (typeof args[2] === 'function') socket.acks.push(args[2] as (answer: unknown) => void);
    },
    connect: () => {
      socket.active = true;
      socket.connects += 1;
    },
    disconnect: () => {
      socket.active = false;
      socket.fire('disconnect', 'io client disconnect');
    },
    io: {
      on: (event: string, fn: Handler) =>
        managerHandlers.set(event, [...(managerHandlers.get(event) ?? []), fn]),
    },
    fire: (event: string, ...args: unknown[]) => handlers.get(event)?.forEach((fn) => fn(...args)),
    fireManager: (event: string) => managerHandlers.get(event)?.forEach((fn) => fn()),
  };
  return socket;
}
export type FakeSocket = ReturnType<typeof fakeSocket>;

/** A LiveSocket whose factory hands out fresh fakes; `sockets` lists them in order. */
export function fakeLiveSocket(
  options: { token?: () => string | null; refresh?: () => Promise<unknown> } = {},
) {
  const sockets: FakeSocket[] = [];
  const factory: SocketFactory = (socketOptions) => {
    const socket = fakeSocket();
    socket.options = socketOptions;
    sockets.push(socket);
    // The fake's listeners take unknown arguments where socket.io's typing says never[].
    return socket as unknown as SocketLike;
  };
  const load = vi.fn(() => Promise.resolve(factory));
  const connection = new LiveSocket(load, options.token ?? (() => 'token-1'), options.refresh);
  /** The latest socket, once the (asynchronous) library load has handed it out. */
  const opened = async (count = 1) => {
    await vi.waitFor(() => expect(sockets).toHaveLength(count));
    return sockets[count - 1]!;
  };
  return { connection, sockets, load, opened };
}
