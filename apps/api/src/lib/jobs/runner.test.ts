import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { systemContext } from '../../http/context';
import { testClock } from '../../modules/auth/test-helpers';
import { createTestApp } from '../../test/app';
import { RETRY_BASE_MS } from './backoff';
import { findJobs, insertJob } from './job-repo';
import { JobRunner } from './runner';

const clock = testClock(new Date('2026-03-01T08:00:00Z'));
let app: FastifyInstance;
let counter = 0;
/** A fresh runner on the app's database, driven by hand; every test names its jobs afresh. */
const runnerFor = () =>
  new JobRunner({
    db: app.deps.db.db,
    clock,
    log: app.log,
    contextFor: (name) => systemContext(app, name),
    pollMs: null,
    random: () => 0,
  });
const fresh = (label: string) => `test.${label}.${++counter}`;

beforeAll(async () => {
  app = await createTestApp({ clock });
});
afterAll(() => app.close());

describe('the job runner', () => {
  let runner: JobRunner;
  beforeEach(() => {
    runner = runnerFor();
  });

  it('runs an enqueued job once, with its payload, and records it done', async () => {
    const name = fresh('once');
    const seen: unknown[] = [];
    runner.define<{ n: number }>(name, async (_ctx, payload) => {
      seen.push(payload);
    });
    await runner.enqueue(systemContext(app, 'test'), name, { n: 7 });
    await runner.drain();
    await runner.drain();
    expect(seen).toEqual([{ n: 7 }]);
    expect(await findJobs(app.deps.db.db, name)).toEqual([
      expect.objectContaining({ status: 'done', attempts: 1, lockedBy: null }),
    ]);
  });

  it('retries a failing job after a growing wait, then leaves it failed with the error', async () => {
    const name = fresh('flaky');
    let calls = 0;
    runner.define(
      name,
      async () => {
        calls++;
        throw new Error(`boom ${calls}`);
      },
      { maxAttempts: 3 },
    );
    await runner.enqueue(systemContext(app, 'test'), name, {});
    await runner.drain();
    expect(calls).toBe(1);
    clock.advance(RETRY_BASE_MS / 1000 - 1);
    await runner.drain();
    expect(calls).toBe(1); // not before its time
    clock.advance(1);
    await runner.drain();
    expect(calls).toBe(2);
    clock.advance((2 * RETRY_BASE_MS) / 1000);
    await runner.drain();
    expect(calls).toBe(3);
    clock.advance(3600);
    await runner.drain();
    expect(calls).toBe(3);
    expect(await findJobs(app.deps.db.db, name)).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 3, lastError: 'boom 3' }),
    ]);
  });

  it('takes over a job whose process died mid-run once its lease has run out', async () => {
    const name = fresh('orphan');
    const ran: string[] = [];
    runner.define(name, async () => {
      ran.push('rerun');
    });
    const now = clock.now();
    await insertJob(app.deps.db.db, {
      name,
      payload: {},
      dedupeKey: null,
      runAt: now,
      maxAttempts: 5,
      createdAt: now,
    });
    // A first runner claims it, then its process "dies": it never settles the job.
    const dead = runnerFor();
    dead.define(name, () => new Promise<void>(() => undefined));
    void dead.tick();
    await new Promise((resolve) => setImmediate(resolve));
    await expect.poll(async () => (await findJobs(app.deps.db.db, name))[0]?.status).toBe('running');

    await runner.drain();
    expect(ran).toEqual([]); // the lease still holds
    clock.advance(6 * 60);
    await runner.drain();
    expect(ran).toEqual(['rerun']);
    expect(await findJobs(app.deps.db.db, name)).toEqual([
      expect.objectContaining({ status: 'done', attempts: 2, lockedBy: null }),
    ]);
  });

  it('keeps one queued job per key, and forgets what a rolled-back transaction enqueued', async () => {
    const name = fresh('keyed');
    let runs = 0;
    runner.define(name, async () => {
      runs++;
    });
    const ctx = systemContext(app, 'test');
    expect(await runner.enqueue(ctx, name, {}, { dedupeKey: 'member:1' })).toBe(true);
    expect(await runner.enqueue(ctx, name, {}, { dedupeKey: 'member:1' })).toBe(false);
    await app.deps.db.db
      .transaction(async (tx) => {
        await runner.enqueue({ ...ctx, db: tx }, name, {}, { dedupeKey: 'member:2' });
        throw new Error('the write failed');
      })
      .catch(() => undefined);
    await runner.drain();
    expect(runs).toBe(1);
    // Once done, the key is free again.
    expect(await runner.enqueue(ctx, name, {}, { dedupeKey: 'member:1' })).toBe(true);
  });

  it('runs a recurring job once per interval, the first time one interval after start', async () => {
    const name = fresh('hourly');
    let runs = 0;
    runner.every(name, 60 * 60_000, async () => {
      runs++;
    });
    await runner.start();
    await runner.drain();
    expect(runs).toBe(0);
    clock.advance(3600);
    await runner.drain();
    await runner.drain();
    expect(runs).toBe(1);
    clock.advance(1800);
    await runner.drain();
    expect(runs).toBe(1);
    clock.advance(1800);
    await runner.drain();
    expect(runs).toBe(2);
    await runner.stop();
  });

  it('runs local work in this process every interval, and keeps going when one run fails', async () => {
    let runs = 0;
    runner.local(fresh('sweep'), 30_000, () => {
      runs++;
      if (runs === 1) throw new Error('first sweep fails');
    });
    await runner.tick();
    await runner.tick();
    expect(runs).toBe(1);
    clock.advance(30);
    await runner.tick();
    expect(runs).toBe(2);
  });

  it('refuses a job defined twice and an enqueue of an unknown job', async () => {
    const name = fresh('twice');
    runner.define(name, async () => undefined);
    expect(() => runner.define(name, async () => undefined)).toThrow(`job ${name} is defined twice`);
    await expect(runner.enqueue(systemContext(app, 'test'), fresh('unknown'), {})).rejects.toThrow(
      'is not defined',
    );
  });
});
