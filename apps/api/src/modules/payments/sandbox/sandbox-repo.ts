import { eq } from 'drizzle-orm';
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
