import type { Redis } from 'ioredis';
import type { Clock } from './clock';

export type RateLimitResult = {
  allowed: boolean;
  /** Hits counted in the current window, this one included. */
  count: number;
  remaining: number;
  retryAfterSeconds: number;
};

/** Fixed-window counters: in memory for one process, in Redis when several processes share the limit. */
export interface RateLimiter {
  /** Counts one hit against `key` and says whether it is still within `max` per `windowSeconds`. */
  hit(key: string, max: number, windowSeconds: number): Promise<RateLimitResult>;
  /** Reads without counting (a locked account stays locked without new attempts adding up). */
  peek(key: string, max: number, windowSeconds: number): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
  /** Drops expired windows held in this process's memory (run as a local job); Redis expires its own. */
  sweep?(): void;
  close(): Promise<void>;
}

export function memoryRateLimiter(clock: Clock): RateLimiter {
  const now = () => clock.now().getTime();
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string, windowSeconds: number) => {
    const t = now();
    let w = windows.get(key);
    if (!w || w.resetAt <= t) {
      w = { count: 0, resetAt: t + windowSeconds * 1000 };
      windows.set(key, w);
    }
    return w;
  };
  const result = (count: number, max: number, resetAt: number): RateLimitResult => ({
    allowed: count <= max,
    count,
    remaining: Math.max(0, max - count),
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now()) / 1000)),
  });
  return {
    async hit(key, max, windowSeconds) {
      const w = current(key, windowSeconds);
      w.count += 1;
      return result(w.count, max, w.resetAt);
    },
    // Reads only: a window that does not exist (or has ended) is not started by looking at it.
    async peek(key, max, windowSeconds) {
      const w = windows.get(key);
      const live = w && w.resetAt > now() ? w : { count: 0, resetAt: now() + windowSeconds * 1000 };
      return { ...result(live.count, max, live.resetAt), allowed: live.count < max };
    },
    async reset(key) {
      windows.delete(key);
    },
    // Expired windows are dropped now and then so the map does not grow without bound.
    sweep() {
      const t = now();
      for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
    },
    async close() {},
  };
}

export function redisRateLimiter(redis: Redis, prefix: string): RateLimiter {
  const k = (key: string) => `${prefix}rl:${key}`;
  const result = (count: number, max: number, ttlMs: number): RateLimitResult => ({
    allowed: count <= max,
    count,
    remaining: Math.max(0, max - count),
    retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)),
  });
  return {
    async hit(key, max, windowSeconds) {
      // INCR then set the expiry only on the first hit, atomically, so the window does not slide.
      const [[, count], [, ttl]] = (await redis
        .multi()
        .incr(k(key))
        .pexpire(k(key), windowSeconds * 1000, 'NX')
        .pttl(k(key))
        .exec()
        .then((r) => [r![0]!, r![2]!])) as [[null, number], [null, number]];
      return result(count, max, ttl);
    },
    async peek(key, max, windowSeconds) {
      const [count, ttl] = await Promise.all([redis.get(k(key)), redis.pttl(k(key))]);
      const n = Number(count ?? 0);
      return { ...result(n, max, ttl > 0 ? ttl : windowSeconds * 1000), allowed: n < max };
    },
    async reset(key) {
      await redis.del(k(key));
    },
    async close() {},
  };
}
