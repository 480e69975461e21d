import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointments, consultationSlots, type ConsultationSlotRow } from '../../db/schema';

/*
 * Writes for visits that did not go through booking: the demo's past visits and the tests' fixtures, which
 * need an appointment in any status at any time without walking the lifecycle to it.
 */

/** A slot added by hand at an exact time (past times included, which the slots API refuses). */
export const insertManualSlot = async (
  db: DbOrTx,
  slot: { expertId: number; startsAt: Date; endsAt: Date },
): Promise<ConsultationSlotRow> =>
  (
    await db
      .insert(consultationSlots)
      .values({ ...slot, source: 'manual' })
      .returning()
  )[0]!;

export const hasAnyAppointment = async (db: DbOrTx, patientId: number): Promise<boolean> =>
  (
    await db
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.patientId, patientId))
      .limit(1)
  ).length > 0;
