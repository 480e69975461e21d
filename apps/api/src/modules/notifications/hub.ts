import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import { MESSAGES, type NotificationSocketFrame } from '@fertilia/contracts';

/** Where frames go: the sockets of this process, and through Redis those of every other process. */
export type NotificationHub = {
  /** Sends a frame to every open socket of the member, in any process. Never throws. */
  publish(userId: number, frame: NotificationSocketFrame): Promise<void>;
  attach(userId: number, socket: WebSocket, sessionId: string): () => void;
  /**
   * Closes the member's sockets of one session (or all, with null), in every process: the session ended
   * (sign-out, password change, suspension, role change). Never throws.
   */
  endSessions(userId: number, sessionId: string | null): Promise<void>;
  /** Every socket of this process (the session sweep and shutdown walk them). */
  sockets(): Iterable<[WebSocket, number]>;
  close(): Promise<void>;
};

type Envelope =
  { userId: number; frame: NotificationSocketFrame } | { userId: number; endSession: string | null };

/** Close code for "your session ended" (application range 4000–4999): the web client refreshes or signs out. */
export const SESSION_ENDED_CLOSE_CODE = 4001;

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
  const sessionOf = new WeakMap<WebSocket, string>();

  const deliver = (envelope: Envelope) => {
    const sockets = local.get(envelope.userId) ?? [];
    if ('endSession' in envelope) {
      for (const socket of sockets)
        if (envelope.endSession === null || sessionOf.get(socket) === envelope.endSession)
          socket.close(SESSION_ENDED_CLOSE_CODE, MESSAGES.sessionRevoked);
      return;
    }
    const text = JSON.stringify(envelope.frame);
    for (const socket of sockets) {
      if (socket.readyState === socket.OPEN) socket.send(text);
    }
  };
  const send = async (envelope: Envelope) => {
    try {
      if (opts.redis) await opts.redis.publish(opts.channel, JSON.stringify(envelope));
      else deliver(envelope);
    } catch (err) {
      opts.log.warn({ err, userId: envelope.userId }, 'notification frame not published');
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
    publish: (userId, frame) => send({ userId, frame }),
    endSessions: (userId, sessionId) => send({ userId, endSession: sessionId }),
    attach(userId, socket, sessionId) {
      sessionOf.set(socket, sessionId);
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
