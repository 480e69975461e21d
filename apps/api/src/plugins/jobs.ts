import fp from 'fastify-plugin';
import { systemContext } from '../http/context';
import { JobRunner } from '../lib/jobs/runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one runner for scheduled and background work; modules define their jobs on it when they register. */
    jobs: JobRunner;
  }
}

export type JobsPluginOptions = {
  /** How often the runner looks for due work; null: never by itself (tests drive it with tick and drain). */
  pollMs: number | null;
};

/** Expired rate-limit windows of this process are dropped this often (memory limiter only). */
const RATE_LIMIT_SWEEP_MS = 60_000;

/**
 * Creates the job runner (ADR 007), starts it once the app is ready (migrations have run by then) and stops it
 * before the app closes, letting the jobs in hand finish.
 */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, opts) => {
    const runner = new JobRunner({
      db: app.deps.db.db,
      clock: app.deps.clock,
      log: app.log.child({ component: 'jobs' }),
      contextFor: (name) => systemContext(app, name),
      pollMs: opts.pollMs,
    });
    app.decorate('jobs', runner);
    const { rateLimiter } = app.deps;
    if (rateLimiter.sweep)
      runner.local('rate-limits.sweep', RATE_LIMIT_SWEEP_MS, () => rateLimiter.sweep?.());

    app.addHook('onReady', async () => {
      if (opts.pollMs !== null) await runner.start();
    });
    app.addHook('preClose', async () => runner.stop());
  },
  { name: 'jobs' },
);
