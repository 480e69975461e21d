import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointmentNotes, type AppointmentNotesRow } from '../../db/schema';

/** The unique index that lets a visit carry one SOAP note: a second insert runs into it (409). */
export const NOTES_PER_APPOINTMENT_INDEX = 'appointment_notes_appointment_uq';

export type NotesColumns = Pick<
  AppointmentNotesRow,
  'subjective' | 'objective' | 'assessment' | 'plan' | 'sharedSummary'
>;

/** The visit's note; `lock` holds it until the transaction ends, so two edits compare summaries in turn. */
export async function findNotesOf(
  db: DbOrTx,
  appointmentId: number,
  { lock = false } = {},
): Promise<AppointmentNotesRow | undefined> {
  const query = db
    .select()
    .from(appointmentNotes)
    .where(eq(appointmentNotes.appointmentId, appointmentId))
    .limit(1);
  return (lock ? await query.for('update') : await query)[0];
}

export const insertNotes = async (
  db: DbOrTx,
  values: typeof appointmentNotes.$inferInsert,
): Promise<AppointmentNotesRow> => (await db.insert(appointmentNotes).values(values).returning())[0]!;

export const updateNotes = async (
  db: DbOrTx,
  id: number,
  changes: Partial<NotesColumns> & { updatedAt: Date },
): Promise<AppointmentNotesRow> =>
  (await db.update(appointmentNotes).set(changes).where(eq(appointmentNotes.id, id)).returning())[0]!;
