import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission, type Permission, type Role } from '@fertilia/contracts';
import type { AppConfig } from '../config';
import type { DbOrTx, Transaction } from '../db/client';
import type { UserRow } from '../db/schema';
import type { AppDeps } from '../deps';
import type { Clock } from '../lib/clock';
import type { JobRunner } from '../lib/jobs/runner';
import type { CommunityEvents } from '../plugins/community-events';
import type { Notifier } from '../modules/notifications/notify';

/** The signed-in caller, as the session check found it on this request. */
export type Actor = {
  id: number;
  role: Role;
  confirmed: boolean;
  sessionId: string;
  /** The account row read with the session; services that show or change the account use it. */
  user: UserRow;
};

/**
 * Everything a service may use, built in one place per request (or per job): who is acting, the database or
 * the transaction the work runs in, the clock and configuration, the log, and the adapters.
 */
export type Context = {
  actor: Actor | null;
  db: DbOrTx;
  clock: Clock;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** Ties log lines and audit rows of one request together; jobs have their own. */
  requestId: string;
  /** Where the request came from; null for work the system does on its own (jobs, seeds). */
  ip: string | null;
  /** The caller's browser as it names itself (trimmed), for the sessions list; null for the system. */
  userAgent: string | null;
  /** The adapters: mail, rate limits, tokens, Redis, the database handle. */
  deps: AppDeps;
  /** The in-process bus live community events leave on. */
  events: CommunityEvents;
  notifications: Notifier;
  /** Background work: `ctx.jobs.enqueue(ctx, name, payload)` queues it with the caller's transaction. */
  jobs: JobRunner;
};

/** A context whose caller the route's access rule has already identified. */
export type MemberContext = Context & { actor: Actor };

export const can = (actor: Actor | null, permission: Permission): boolean =>
  Boolean(actor?.confirmed && hasPermission(actor.role, permission));

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access guard when the route's rule identified the caller. */
    actor: Actor | null;
  }
}

const USER_AGENT_MAX = 400;

/** The one place a request becomes a service context. */
export function contextOf(request: FastifyRequest): Context {
  const app = request.server;
  return {
    actor: request.actor,
    db: app.deps.db.db,
    clock: app.deps.clock,
    config: app.deps.config,
    log: request.log,
    requestId: String(request.id),
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null,
    deps: app.deps,
    events: app.communityEvents,
    notifications: app.notifications,
    jobs: app.jobs,
  };
}

let systemRuns = 0;
/** A context for work nobody asked for over HTTP: jobs, sweeps, seeds, socket events. */
export function systemContext(app: FastifyInstance, name: string, actor: Actor | null = null): Context {
  return {
    actor,
    db: app.deps.db.db,
    clock: app.deps.clock,
    config: app.deps.config,
    log: app.log.child({ job: name }),
    requestId: `${name}-${++systemRuns}`,
    ip: null,
    userAgent: null,
    deps: app.deps,
    events: app.communityEvents,
    notifications: app.notifications,
    jobs: app.jobs,
  };
}

/** Runs `work` in one transaction, with a context whose `db` is that transaction. */
export function inTransaction<C extends Context, T>(
  ctx: C,
  work: (tx: C & { db: Transaction }) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction((tx) => work({ ...ctx, db: tx }));
}
