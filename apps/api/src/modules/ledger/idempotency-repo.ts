import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

/** `createdAt` is the injected clock's now: keys are forgotten a day after it. */
export type IdempotencyClaim = {
  userId: number;
  key: string;
  operation: string;
  requestHash: string;
  createdAt: Date;
};
export type StoredAnswer = typeof idempotencyKeys.$inferSelect;

/**
 * Claims the key for this request; answers null when it was claimed before (that request's row is then read
 * with `findKey`). On PostgreSQL a second claim of a key whose first is still running waits for it to end.
 */
export async function claimKey(db: DbOrTx, claim: IdempotencyClaim): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values(claim)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function findKey(db: DbOrTx, userId: number, key: string): Promise<StoredAnswer | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/** Keeps the answer the request gave, for its replays. */
export async function storeAnswer(
  db: DbOrTx,
  userId: number,
  key: string,
  statusCode: number,
  response: unknown,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode, response: response ?? null })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Forgets keys older than `before`: a replay comes within minutes, not days (Stripe keeps them 24 hours). */
export async function pruneKeys(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}

/**
 * Notes what a request that runs in phases has started (a card payment's id) while its answer is not known
 * yet: a retry after a crash between the phases finds it and finishes that work instead of starting anew.
 */
export async function notePending(db: DbOrTx, userId: number, key: string, progress: unknown): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ response: progress ?? null })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}
