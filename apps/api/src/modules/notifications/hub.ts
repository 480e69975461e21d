import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import type { NotificationSocketFrame } from '@fertilia/contracts';

/** Where frames go: the sockets of this process, and through Redis those of every other process. */
export type NotificationHub = {
  /** Sends a frame to every open socket of the member, in any process. Never throws. */
  publish(userId: number, frame: NotificationSocketFrame): Promise<void>;
  attach(userId: number, socket: WebSocket): () => void;
  /** Every socket of this process (the session sweep and shutdown walk them). */
  sockets(): Iterable<[WebSocket, number]>;
  close(): Promise<void>;
};

type Envelope = { userId: number; frame: NotificationSocketFrame };

/**
 * With a Redis client, frames are published on one channel named with the config's key prefix (so apps
 * sharing a Redis stay apart) and every process delivers them to its own sockets; without one, locally.
 */
export async function createHub(opts: {
  redis: Redis | null;
  channel: string;
  log: FastifyBaseLogger;
}): Promise<NotificationHub> {
  const local = new Map<number, Set<WebSocket>>();
  const owners = new Map<WebSocket, number>();

  const deliver = ({ userId, frame }: Envelope) => {
    const text = JSON.stringify(frame);
    for (const socket of local.get(userId) ?? []) {
      if (socket.readyState === socket.OPEN) socket.send(text);
    }
  };

  const sub = opts.redis?.duplicate() ?? null;
  if (sub) {
    sub.on('error', (err: Error) => opts.log.warn({ err: err.message }, 'notification redis error'));
    sub.on('message', (channel: string, text: string) => {
      if (channel !== opts.channel) return;
      try {
        deliver(JSON.parse(text) as Envelope);
      } catch (err) {
        opts.log.warn({ err }, 'unreadable notification frame from redis');
      }
    });
    // Resolves once the subscription is in force, so nothing published after start-up is missed.
    await sub.subscribe(opts.channel);
  }

  return {
    async publish(userId, frame) {
      try {
        if (opts.redis) await opts.redis.publish(opts.channel, JSON.stringify({ userId, frame }));
        else deliver({ userId, frame });
      } catch (err) {
        opts.log.warn({ err, userId }, 'notification frame not published');
      }
    },
    attach(userId, socket) {
      const set = local.get(userId) ?? new Set<WebSocket>();
      set.add(socket);
      local.set(userId, set);
      owners.set(socket, userId);
      return () => {
        set.delete(socket);
        owners.delete(socket);
        if (set.size === 0 && local.get(userId) === set) local.delete(userId);
      };
    },
    sockets: () => owners.entries(),
    async close() {
      if (sub) await sub.quit().catch(() => sub.disconnect());
    },
  };
}
