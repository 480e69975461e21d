import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_HEADER,
  MONEY_MESSAGES,
  conflict,
  idempotencyKeySchema,
  invalidField,
  successStatus,
} from '@fertilia/contracts';
import type { Transaction } from '../../db/client';
import { claimKey, findKey, storeAnswer } from './idempotency-repo';
import { inTransaction, type MemberContext } from '../../http/context';
import type { DeclaredRouteConfig, Http } from '../../http/route';

/** Replays answer with this header, as Stripe's do, so a client (and a test) can tell. */
export const REPLAYED_HEADER = 'idempotent-replayed';
export const STILL_RUNNING =
  'A request with this Idempotency-Key is still being processed; try again shortly';

/** The caller's key from the header: a 422 in the validation shape when it is missing or malformed. */
export function idempotencyKeyOf(http: Http): string {
  const raw = http.request.headers[IDEMPOTENCY_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '')
    throw invalidField('header', IDEMPOTENCY_HEADER, MONEY_MESSAGES.idempotencyKeyMissing, 'missing');
  const parsed = idempotencyKeySchema.safeParse(value);
  if (!parsed.success) throw invalidField('header', IDEMPOTENCY_HEADER, MONEY_MESSAGES.idempotencyKeyInvalid);
  return parsed.data;
}

/** The endpoint and a fingerprint of what was asked, so one key cannot be spent on two different requests. */
export function requestFingerprint(http: Http): { operation: string; requestHash: string } {
  const { request } = http;
  const operation = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const requestHash = createHash('sha256')
    .update(
      JSON.stringify({
        params: request.params ?? null,
        query: request.query ?? null,
        body: request.body ?? null,
      }),
    )
    .digest('hex');
  return { operation, requestHash };
}

/**
 * Runs a money-moving request once per `Idempotency-Key` (ADR 016). The key is claimed, the work done and its
 * answer kept in one transaction: a replay answers the kept answer without doing the work again; a replay
 * while the first is still running waits for it (PostgreSQL) or is told to retry; a request that fails
 * leaves no key, so the client may retry it. The same key on a different request is a 422.
 */
export async function idempotently<T>(
  ctx: MemberContext,
  http: Http,
  work: (tx: MemberContext & { db: Transaction }) => Promise<T>,
): Promise<T> {
  const key = idempotencyKeyOf(http);
  const { operation, requestHash } = requestFingerprint(http);
  const userId = ctx.actor.id;
  return inTransaction(ctx, async (tx) => {
    if (!(await claimKey(tx.db, { userId, key, operation, requestHash, createdAt: tx.clock.now() }))) {
      const earlier = await findKey(tx.db, userId, key);
      if (!earlier || earlier.operation !== operation || earlier.requestHash !== requestHash)
        throw invalidField('header', IDEMPOTENCY_HEADER, MONEY_MESSAGES.idempotencyKeyReused);
      if (earlier.statusCode === null) throw conflict(STILL_RUNNING);
      http.reply.header(REPLAYED_HEADER, 'true');
      return earlier.response as T;
    }
    const answer = await work(tx);
    const { endpoint } = http.request.routeOptions.config as unknown as DeclaredRouteConfig;
    await storeAnswer(tx.db, userId, key, successStatus(endpoint), answer);
    return answer;
  });
}
