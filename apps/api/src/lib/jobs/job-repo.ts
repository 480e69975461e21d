import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobSchedules, jobs, type JobRow } from '../../db/schema';

export type NewJob = {
  name: string;
  payload: unknown;
  dedupeKey: string | null;
  runAt: Date;
  maxAttempts: number;
  createdAt: Date;
};

/** Queues a job; false when one with the same name and key is already queued or running. */
export async function insertJob(db: DbOrTx, job: NewJob): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values(job)
    .onConflictDoNothing({
      target: [jobs.name, jobs.dedupeKey],
      where: sql`${jobs.status} in ('queued', 'running') and ${jobs.dedupeKey} is not null`,
    })
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Makes sure a recurring job has a schedule row; an existing one keeps its next run. */
export async function ensureSchedule(db: DbOrTx, name: string, firstRunAt: Date): Promise<void> {
  await db.insert(jobSchedules).values({ name, nextRunAt: firstRunAt }).onConflictDoNothing();
}

/**
 * Moves a due schedule on by one interval in one statement. Of several processes asking at once exactly
 * one gets true: the others find `next_run_at` already in the future.
 */
export async function claimScheduleTick(db: DbOrTx, name: string, now: Date, next: Date): Promise<boolean> {
  const rows = await db
    .update(jobSchedules)
    .set({ nextRunAt: next })
    .where(and(eq(jobSchedules.name, name), lte(jobSchedules.nextRunAt, now)))
    .returning({ name: jobSchedules.name });
  return rows.length > 0;
}

/**
 * Takes up to `limit` jobs that are due, or whose runner's lease ran out (its process died), for `runner`
 * until `leaseUntil`. `SKIP LOCKED` lets several processes claim at once without waiting on each other or
 * ever taking the same row.
 */
export async function claimDueJobs(
  db: DbOrTx,
  claim: { runner: string; names: string[]; now: Date; leaseUntil: Date; limit: number },
): Promise<JobRow[]> {
  if (claim.names.length === 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.name, claim.names),
        or(
          and(eq(jobs.status, 'queued'), lte(jobs.runAt, claim.now)),
          and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, claim.now)),
        ),
      ),
    )
    .orderBy(jobs.runAt, jobs.id)
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: 'running',
      lockedBy: claim.runner,
      lockedUntil: claim.leaseUntil,
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

/** Ends a run this runner still holds; a run whose lease another runner took over changes nothing. */
async function settle(db: DbOrTx, id: number, runner: string, values: Partial<typeof jobs.$inferInsert>) {
  await db
    .update(jobs)
    .set({ lockedBy: null, lockedUntil: null, ...values })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, runner), eq(jobs.status, 'running')));
}

export const markJobDone = (db: DbOrTx, id: number, runner: string, at: Date) =>
  settle(db, id, runner, { status: 'done', finishedAt: at, lastError: null });

export const retryJobLater = (db: DbOrTx, id: number, runner: string, runAt: Date, error: string) =>
  settle(db, id, runner, { status: 'queued', runAt, lastError: error });

export const markJobFailed = (db: DbOrTx, id: number, runner: string, at: Date, error: string) =>
  settle(db, id, runner, { status: 'failed', finishedAt: at, lastError: error });

/** Forgets finished runs older than `before`; failed ones stay for a person to look at. */
export async function deleteFinishedJobs(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, before)))
    .returning({ id: jobs.id });
  return rows.length;
}

export const findJobs = (db: DbOrTx, name: string): Promise<JobRow[]> =>
  db.select().from(jobs).where(eq(jobs.name, name)).orderBy(jobs.id);
