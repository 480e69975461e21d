import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { accessTokens, type AccessTokens } from './lib/access-token';
import { systemClock, type Clock } from './lib/clock';
import { createMailer, type Mailer } from './lib/mailer';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './lib/rate-limiter';
import type { FileStorage } from './lib/storage/file-storage';
import { localFileStorage } from './lib/storage/local-storage';
import path from 'node:path';

/** The adapters every module reaches through `app.deps`; tests pass their own database or clock. */
export type AppDeps = {
  config: AppConfig;
  db: DatabaseHandle;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  accessTokens: AccessTokens;
  clock: Clock;
  redis: Redis | null;
  /** Uploaded files (avatars, covers, post pictures), by area; `<dataDir>/uploads/<area>/` by default. */
  storage: FileStorage;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export type DepsOverrides = Partial<Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'rateLimiter' | 'storage'>>;

/** Opens what the overrides do not supply; returns a closer for exactly what it opened. */
export async function createDeps(
  config: AppConfig,
  log: FastifyBaseLogger,
  overrides: DepsOverrides = {},
): Promise<{ deps: AppDeps; close: () => Promise<void> }> {
  const closers: (() => Promise<void> | void)[] = [];
  const db =
    overrides.db ??
    (await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
    ));
  if (!overrides.db) closers.push(() => db.close());

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : null;
  if (redis) {
    redis.on('error', (err) => log.warn({ err: err.message }, 'redis error'));
    closers.push(async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  const clock = overrides.clock ?? systemClock;
  const rateLimiter =
    overrides.rateLimiter ?? (redis ? redisRateLimiter(redis, config.keyPrefix) : memoryRateLimiter(clock));
  if (!overrides.rateLimiter) closers.push(() => rateLimiter.close());

  const mailer =
    overrides.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom, log, clock });
  if (!overrides.mailer) closers.push(() => mailer.close());

  const storage = overrides.storage ?? localFileStorage(path.join(config.dataDir, 'uploads'));

  const deps: AppDeps = {
    config,
    db,
    mailer,
    rateLimiter,
    clock,
    redis,
    storage,
    accessTokens: accessTokens(config.jwtSecret, () => clock.now()),
  };
  return {
    deps,
    close: async () => {
      for (const close of closers.reverse()) await close();
    },
  };
}
