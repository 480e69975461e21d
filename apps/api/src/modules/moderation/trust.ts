import {
  DomainError,
  MODERATION_MESSAGES,
  RATE_LIMITS,
  REPORT_TRUST_MIN_ACCOUNT_DAYS,
} from '@fertilia/contracts';
import type { Context } from '../../http/context';

/*
 * Three reports from throwaway accounts used to hide any post (issue #14, finding 12; ADR 009). Reports now
 * count toward hiding only from trusted members (repo.ts, trustedReporter), and each member may report only
 * so often. Untrusted reports are still recorded and shown to the moderators.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const LIMIT = RATE_LIMITS.reportsPerAccount;

/** Accounts created by this moment, by the context's clock, are old enough for their reports to count. */
export const establishedBy = (ctx: Context): Date =>
  new Date(ctx.clock.now().getTime() - REPORT_TRUST_MIN_ACCOUNT_DAYS * DAY_MS);

const limitKey = (memberId: number) => `moderation-reports:${memberId}`;
const tooManyReports = (seconds: number) =>
  new DomainError('rateLimited', MODERATION_MESSAGES.tooManyReports(seconds), seconds);

/** Refuses, before any work, a member whose reports this hour already reached the limit (429). */
export async function refuseOverReportLimit(ctx: Context, memberId: number): Promise<void> {
  const state = await ctx.deps.rateLimiter.peek(limitKey(memberId), LIMIT.max, LIMIT.windowSeconds);
  if (!state.allowed) throw tooManyReports(state.retryAfterSeconds);
}

/**
 * Counts a report being recorded, inside its transaction: the one past the limit throws 429 and is rolled
 * back, so concurrent reports cannot slip past it. Reports refused for another reason are never counted.
 */
export async function countReportAgainstLimit(ctx: Context, memberId: number): Promise<void> {
  const result = await ctx.deps.rateLimiter.hit(limitKey(memberId), LIMIT.max, LIMIT.windowSeconds);
  if (!result.allowed) throw tooManyReports(result.retryAfterSeconds);
}
