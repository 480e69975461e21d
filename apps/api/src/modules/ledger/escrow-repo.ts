import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { escrows, type EscrowRow } from '../../db/schema';

export async function insertEscrow(db: DbOrTx, values: typeof escrows.$inferInsert): Promise<EscrowRow> {
  const [row] = await db.insert(escrows).values(values).returning();
  return row!;
}

/** The escrow's row, locked until the transaction ends: its settlement and a dispute never cross. */
export async function lockEscrow(db: DbOrTx, id: number): Promise<EscrowRow | undefined> {
  const [row] = await db.select().from(escrows).where(eq(escrows.id, id)).for('update');
  return row;
}

export async function findEscrowOfAppointment(
  db: DbOrTx,
  appointmentId: number,
): Promise<EscrowRow | undefined> {
  const [row] = await db.select().from(escrows).where(eq(escrows.appointmentId, appointmentId));
  return row;
}

export async function updateEscrow(
  db: DbOrTx,
  id: number,
  values: Partial<typeof escrows.$inferInsert>,
  now: Date,
): Promise<EscrowRow> {
  const [row] = await db
    .update(escrows)
    .set({ ...values, updatedAt: now })
    .where(eq(escrows.id, id))
    .returning();
  return row!;
}
