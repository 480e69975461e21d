import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterCommit } from '../../db/after-commit';
import type { Database } from '../../db/client';
import type { Context } from '../../http/context';
import type { Clock } from '../clock';
import { retryDelayMs } from './backoff';
import {
  claimDueJobs,
  claimScheduleTick,
  deleteFinishedJobs,
  ensureSchedule,
  insertJob,
  markJobDone,
  markJobFailed,
  retryJobLater,
} from './job-repo';

export type JobHandler<P> = (ctx: Context, payload: P) => Promise<void>;
export type JobOptions = {
  /** Tries before the job is left failed (default 5). */
  maxAttempts?: number;
};
type Definition = { handler: JobHandler<never>; maxAttempts: number };
type Recurring = { name: string; intervalMs: number };
type Local = { name: string; intervalMs: number; run: () => Promise<void> | void; lastRun: number | null };

export type EnqueueOptions = {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Collapses duplicates: while a job of this name and key is queued or running, another is not added. */
  dedupeKey?: string;
};

export type JobRunnerOptions = {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The context a job's handler runs with (a system context named after the job). */
  contextFor: (jobName: string) => Context;
  /** How often the runner looks for due work when nothing wakes it; null: only when told (tests). */
  pollMs: number | null;
  /** Jobs claimed per look. */
  batchSize?: number;
  random?: () => number;
};

const DEFAULT_MAX_ATTEMPTS = 5;
/** How long a run holds its claim; a process that died mid-run loses its jobs to another after this. */
const LEASE_MS = 5 * 60_000;
/** Finished runs are kept this long for inspection, then pruned by a job of the runner's own. */
const KEEP_FINISHED_MS = 7 * 24 * 60 * 60_000;
const PRUNE_JOB = 'jobs.prune-finished';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/**
 * The one runner for scheduled and background work (ADR 007). Jobs live in the database, so a job is run by
 * exactly one of several processes, is retried with backoff when it fails, and survives a restart: a queued
 * job waits in its row, and a running one whose process died is taken over once its lease runs out.
 * Per-process work (sweeping this process's own sockets or memory) runs through the same loop with `local`.
 * Tests call `tick()` / `drain()` and await the work instead of sleeping.
 */
export class JobRunner {
  readonly id = `runner-${randomUUID()}`;
  private readonly definitions = new Map<string, Definition>();
  private readonly recurring: Recurring[] = [];
  private readonly locals: Local[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = true;
  private again = false;
  private schedulesReady: Promise<void> | null = null;

  constructor(private readonly options: JobRunnerOptions) {
    this.define(PRUNE_JOB, async (ctx) => {
      const pruned = await deleteFinishedJobs(ctx.db, new Date(ctx.clock.now().getTime() - KEEP_FINISHED_MS));
      if (pruned) ctx.log.info({ pruned }, 'finished jobs pruned');
    });
    this.recurring.push({ name: PRUNE_JOB, intervalMs: 60 * 60_000 });
  }

  /** A job any process may run, once per enqueue. */
  define<P>(name: string, handler: JobHandler<P>, options: JobOptions = {}): void {
    if (this.definitions.has(name)) throw new Error(`job ${name} is defined twice`);
    this.definitions.set(name, {
      handler: handler as JobHandler<never>,
      maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    });
  }

  /** A job run once every `intervalMs` across all processes (the first run one interval after start). */
  every(name: string, intervalMs: number, handler: JobHandler<void>, options: JobOptions = {}): void {
    this.define(name, handler, options);
    this.recurring.push({ name, intervalMs });
  }

  /** Work each process does for itself every `intervalMs`: sweeping its own sockets or memory. */
  local(name: string, intervalMs: number, run: () => Promise<void> | void): void {
    this.locals.push({ name, intervalMs, run, lastRun: null });
  }

  /**
   * Queues a job in the caller's database or transaction: enqueued with the write that asked for it, or not
   * at all. The runner of this process is woken once the transaction has had time to commit.
   */
  async enqueue<P>(ctx: Context, name: string, payload: P, options: EnqueueOptions = {}): Promise<boolean> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`job ${name} is not defined`);
    const now = ctx.clock.now();
    const added = await insertJob(ctx.db, {
      name,
      payload: payload ?? {},
      dedupeKey: options.dedupeKey ?? null,
      runAt: options.runAt ?? now,
      maxAttempts: definition.maxAttempts,
      createdAt: now,
    });
    // Woken after the commit, or the job would not be visible to the look it triggers.
    if (added && !afterCommit(ctx.db, () => this.wake())) this.wake();
    return added;
  }

  /** Starts looking for work every `pollMs`; schedules of recurring jobs are created if missing. */
  async start(): Promise<void> {
    await this.ensureSchedules();
    this.stopped = false;
    this.schedule();
  }

  /** Stops looking and waits for the work in hand; claimed jobs finish, queued ones wait in their rows. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One look: due schedules, due jobs and due local work, all run; resolves when they have finished. */
  tick(): Promise<number> {
    const next = this.running.then(() => this.runOnce());
    this.running = next.catch(() => undefined);
    return next;
  }

  /** Ticks until a look finds nothing to do (tests: everything enqueued so far has run or been deferred). */
  async drain(maxTicks = 50): Promise<void> {
    for (let i = 0; i < maxTicks; i++) if ((await this.tick()) === 0) return;
    throw new Error(`jobs still due after ${maxTicks} ticks`);
  }

  private wake(): void {
    if (this.stopped) return;
    this.again = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.loop(), 0);
    this.timer.unref();
  }

  private schedule(): void {
    const { pollMs } = this.options;
    if (this.stopped || pollMs === null) return;
    this.timer = setTimeout(() => this.loop(), this.again ? 0 : pollMs);
    this.timer.unref();
  }

  private loop(): void {
    this.timer = null;
    this.again = false;
    void this.tick()
      .then((done) => {
        if (done > 0) this.again = true;
      })
      .catch((err: unknown) => this.options.log.error({ err }, 'job runner tick failed'))
      .finally(() => this.schedule());
  }

  /** Once per runner: every recurring job has its schedule row (the first runner to start creates it). */
  private ensureSchedules(): Promise<void> {
    this.schedulesReady ??= (async () => {
      const now = this.options.clock.now().getTime();
      for (const { name, intervalMs } of this.recurring)
        await ensureSchedule(this.options.db, name, new Date(now + intervalMs));
    })().catch((error: unknown) => {
      this.schedulesReady = null;
      throw error;
    });
    return this.schedulesReady;
  }

  private async runOnce(): Promise<number> {
    const { db, clock } = this.options;
    let done = 0;
    const now = clock.now();
    for (const local of this.locals) {
      if (local.lastRun !== null && now.getTime() - local.lastRun < local.intervalMs) continue;
      local.lastRun = now.getTime();
      await this.guard(local.name, async () => local.run());
      done++;
    }
    await this.ensureSchedules();
    for (const { name, intervalMs } of this.recurring) {
      if (await claimScheduleTick(db, name, now, new Date(now.getTime() + intervalMs)))
        await insertJob(db, {
          name,
          payload: {},
          dedupeKey: name,
          runAt: now,
          maxAttempts: this.definitions.get(name)!.maxAttempts,
          createdAt: now,
        });
    }
    const claimed = await claimDueJobs(db, {
      runner: this.id,
      names: [...this.definitions.keys()],
      now,
      leaseUntil: new Date(now.getTime() + LEASE_MS),
      limit: this.options.batchSize ?? 10,
    });
    for (const job of claimed) {
      const definition = this.definitions.get(job.name)!;
      try {
        await definition.handler(this.options.contextFor(job.name), job.payload as never);
        await markJobDone(db, job.id, this.id, clock.now());
      } catch (error) {
        const message = errorText(error);
        this.options.log.warn({ err: error, job: job.name, attempt: job.attempts }, 'job failed');
        if (job.attempts >= definition.maxAttempts) {
          await markJobFailed(db, job.id, this.id, clock.now(), message);
        } else {
          const delay = retryDelayMs(job.attempts, (this.options.random ?? Math.random)());
          await retryJobLater(db, job.id, this.id, new Date(clock.now().getTime() + delay), message);
        }
      }
      done++;
    }
    return done;
  }

  private async guard(name: string, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (err) {
      this.options.log.warn({ err, job: name }, 'local job failed');
    }
  }
}
