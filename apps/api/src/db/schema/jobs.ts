import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/**
 * Background and scheduled work (ADR 007). A row is claimed with `FOR UPDATE SKIP LOCKED`, so of several
 * processes exactly one runs it; `locked_until` lets another take it over when its process died mid-run.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    /** At most one queued or running job per name and key (a recurring job uses its own name). */
    dedupeKey: text('dedupe_key'),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    runAt: instant('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lockedBy: text('locked_by'),
    lockedUntil: instant('locked_until'),
    lastError: text('last_error'),
    createdAt: instant('created_at').notNull(),
    finishedAt: instant('finished_at'),
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.runAt),
    uniqueIndex('jobs_pending_key_uq')
      .on(t.name, t.dedupeKey)
      .where(sql`${t.status} in ('queued', 'running') and ${t.dedupeKey} is not null`),
  ],
);
export type JobRow = typeof jobs.$inferSelect;

/** When each recurring job is next due; the process that moves `next_run_at` on enqueues that run. */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  nextRunAt: instant('next_run_at').notNull(),
});
