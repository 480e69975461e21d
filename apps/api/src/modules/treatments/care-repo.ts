import { and, eq, inArray } from 'drizzle-orm';
import type { AppointmentStatus } from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema';

/** Appointment statuses that make a patient someone's patient for her treatment records (ADR 022). */
const CARE_STATUSES: AppointmentStatus[] = ['confirmed', 'completed'];

/** Whether the professional has an agreed or past consultation with the patient. */
export async function hasCareAppointment(
  db: DbOrTx,
  professionalId: number,
  patientId: number,
): Promise<boolean> {
  const found = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.expertId, professionalId),
        eq(appointments.patientId, patientId),
        inArray(appointments.status, CARE_STATUSES),
      ),
    )
    .limit(1);
  return found.length > 0;
}
