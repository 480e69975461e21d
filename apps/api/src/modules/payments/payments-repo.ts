import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentWebhookEvents, payments, type PaymentRow } from '../../db/schema';

export async function insertPayment(db: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function findPayment(db: DbOrTx, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** Locks the payment until the transaction ends: the request and the webhook settle it one after the other. */
export async function lockPayment(db: DbOrTx, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/**
 * Changes a payment that is still open (created or waiting for authentication); answers null when it was
 * settled meanwhile, so whoever comes second changes nothing.
 */
export async function updateOpenPayment(
  db: DbOrTx,
  id: number,
  values: Partial<typeof payments.$inferInsert>,
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set(values)
    .where(and(eq(payments.id, id), inArray(payments.status, ['created', 'requires_action'])))
    .returning();
  return row ?? null;
}

/** Records a provider event as handled; false when it was handled before (a replay). */
export async function recordWebhookEvent(
  db: DbOrTx,
  event: { provider: string; eventId: string; type: string; receivedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(paymentWebhookEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: paymentWebhookEvents.eventId });
  return rows.length === 1;
}

/** The latest try at paying an invoice (ADR 017), to resume one left in flight rather than charge again. */
export async function latestPaymentOfInvoice(db: DbOrTx, invoiceId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.invoiceId, invoiceId))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}
