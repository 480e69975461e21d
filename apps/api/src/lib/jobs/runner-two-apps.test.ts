import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { systemContext } from '../../http/context';
import { testClock } from '../../modules/auth/test-helpers';
import { createTestApp, openSharedTestDatabase } from '../../test/app';

const JOB = 'test.two-apps.once';
const RECURRING = 'test.two-apps.every-minute';

/**
 * Two app instances, each with its own pool on one PostgreSQL schema, as two processes behind a load
 * balancer: every job must run on exactly one of them. PostgreSQL only (CI's second pass).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('jobs across two app instances on PostgreSQL', () => {
  const clock = testClock(new Date('2026-03-01T08:00:00Z'));
  const apps: FastifyInstance[] = [];
  let handles: DatabaseHandle[] = [];
  /** Which app ran what: job ids of the one-off job, and the runs of the recurring one. */
  const ran: { app: number; job: string }[] = [];

  beforeAll(async () => {
    handles = await openSharedTestDatabase(2);
    for (const [index, db] of handles.entries()) {
      const app = await createTestApp({ db, clock });
      app.jobs.define<{ id: number }>(JOB, async (_ctx, payload) => {
        // Long enough that both instances are looking at the queue at the same time.
        await new Promise((resolve) => setTimeout(resolve, 5));
        ran.push({ app: index, job: `once:${payload.id}` });
      });
      app.jobs.every(RECURRING, 60_000, async () => {
        ran.push({ app: index, job: `tick:${clock.now().toISOString()}` });
      });
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await handles[0]?.close();
  });

  it('runs each enqueued job once, whichever instance claims it', async () => {
    const ctx = systemContext(apps[0]!, 'test');
    for (let id = 1; id <= 40; id++) await apps[id % 2]!.jobs.enqueue(ctx, JOB, { id });
    await Promise.all(apps.map((app) => app.jobs.drain()));
    const once = ran.filter((r) => r.job.startsWith('once:')).map((r) => r.job);
    expect(once.sort()).toEqual(Array.from({ length: 40 }, (_, i) => `once:${i + 1}`).sort());
    // Both instances took part: the work was shared, not merely done by one.
    expect(new Set(ran.filter((r) => r.job.startsWith('once:')).map((r) => r.app)).size).toBe(2);
  });

  it('runs a recurring job once per interval across both instances', async () => {
    await Promise.all(apps.map((app) => app.jobs.start()));
    for (let minute = 1; minute <= 5; minute++) {
      clock.advance(60);
      await Promise.all(apps.map((app) => app.jobs.drain()));
    }
    const ticks = ran.filter((r) => r.job.startsWith('tick:')).map((r) => r.job);
    expect(ticks).toHaveLength(5);
    expect(new Set(ticks).size).toBe(5);
  });
});
