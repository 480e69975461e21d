import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { sandboxPaymentIntents, type SandboxPaymentIntentRow } from '../../../db/schema';

/** The sandbox provider's own book of intents (the card network's side). */

/** Adds the intent unless one with its idempotency key exists; answers the stored one either way. */
export async function insertIntentOnce(
  db: DbOrTx,
  values: typeof sandboxPaymentIntents.$inferInsert,
): Promise<{ row: SandboxPaymentIntentRow; created: boolean }> {
  const inserted = await db.insert(sandboxPaymentIntents).values(values).onConflictDoNothing().returning();
  if (inserted[0]) return { row: inserted[0], created: true };
  const [row] = await db
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.idempotencyKey, values.idempotencyKey));
  return { row: row!, created: false };
}

export async function findIntent(db: DbOrTx, id: string): Promise<SandboxPaymentIntentRow | undefined> {
  const [row] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
  return row;
}

export async function lockIntent(db: DbOrTx, id: string): Promise<SandboxPaymentIntentRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.id, id))
    .for('update');
  return row;
}

export async function setIntentStatus(
  db: DbOrTx,
  id: string,
  values: Pick<SandboxPaymentIntentRow, 'status' | 'declineCode' | 'updatedAt'>,
): Promise<SandboxPaymentIntentRow> {
  const [row] = await db
    .update(sandboxPaymentIntents)
    .set(values)
    .where(eq(sandboxPaymentIntents.id, id))
    .returning();
  return row!;
}

/** True when a refund with this id was made already (a retry of the same request). */
export async function refundRecorded(db: DbOrTx, refundId: string): Promise<boolean> {
  const rows = await db
    .select({ id: sandboxPaymentIntents.id })
    .from(sandboxPaymentIntents)
    .where(sql`${sandboxPaymentIntents.refunds} @> ${JSON.stringify([{ id: refundId }])}::jsonb`);
  return rows.length > 0;
}

export async function addRefund(db: DbOrTx, intentId: string, refundId: string, amount: number, at: Date) {
  const entry = JSON.stringify([{ id: refundId, amount, at: at.toISOString() }]);
  await db
    .update(sandboxPaymentIntents)
    .set({ refunds: sql`${sandboxPaymentIntents.refunds} || ${entry}::jsonb`, updatedAt: at })
    .where(eq(sandboxPaymentIntents.id, intentId));
}

/** What was refunded of an intent so far. */
export const refundedOf = (row: SandboxPaymentIntentRow): number =>
  row.refunds.reduce((sum, refund) => sum + refund.amount, 0);
