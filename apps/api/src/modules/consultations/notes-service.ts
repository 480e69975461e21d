import {
  CONSULTATION_MESSAGES as M,
  conflict,
  invalidFields,
  notFound,
  type AppointmentNotes,
  type NotesInput,
} from '@fertilia/contracts';
import type { Transaction } from '../../db/client';
import type { AppointmentNotesRow } from '../../db/schema';
import { inTransaction, type MemberContext } from '../../http/context';
import { uniqueViolation } from '../../lib/unique-violation';
import { recordAudit } from '../audit/service';
import { partyName } from './appointment-dto';
import type { AppointmentView } from './appointment-repo';
import { noticeSharedSummary } from './care-notices';
import { viewOfParty } from './care-party';
import {
  NOTES_PER_APPOINTMENT_INDEX,
  findNotesOf,
  insertNotes,
  updateNotes,
  type NotesColumns,
} from './notes-repo';

/*
 * SOAP notes (ADR 012): the expert's own record of a visit. The patient reads only the summary the expert
 * chose to share; the four sections stay the expert's.
 */

/** The whole note for its expert; for the patient, the shared summary alone. */
export function toNotes(row: AppointmentNotesRow, reader: 'patient' | 'expert'): AppointmentNotes {
  const full = reader === 'expert';
  return {
    id: row.id,
    appointment_id: row.appointmentId,
    subjective: full ? row.subjective : null,
    objective: full ? row.objective : null,
    assessment: full ? row.assessment : null,
    plan: full ? row.plan : null,
    shared_summary: row.sharedSummary,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Notes may be written once a visit is agreed: before that there is nothing to record. */
const NOTES_STATUSES = new Set(['confirmed', 'completed']);

type NotesChange = { appointmentId: number; notes: NotesInput };

/** A note's fields as the request gave them: absent stays as it was, empty or null clears. */
function columnsOf(notes: NotesInput): Partial<NotesColumns> {
  const columns: Partial<NotesColumns> = {};
  if (notes.subjective !== undefined) columns.subjective = notes.subjective || null;
  if (notes.objective !== undefined) columns.objective = notes.objective || null;
  if (notes.assessment !== undefined) columns.assessment = notes.assessment || null;
  if (notes.plan !== undefined) columns.plan = notes.plan || null;
  if (notes.shared_summary !== undefined) columns.sharedSummary = notes.shared_summary || null;
  return columns;
}

export async function notesOf(ctx: MemberContext, appointmentId: number): Promise<AppointmentNotes> {
  const view = await viewOfParty(ctx, { appointmentId, userId: ctx.actor.id });
  const row = await findNotesOf(ctx.db, appointmentId);
  if (view.side === 'patient') {
    // Unshared notes are not hers to know about: she hears "no notes" as if there were none.
    if (!row?.sharedSummary) throw notFound(M.notesNotFound);
    return toNotes(row, 'patient');
  }
  if (!row) throw notFound(M.notesNotFound);
  await recordAudit(ctx, {
    action: 'consultation.notes_viewed',
    targetUserId: view.appointment.patientId,
    details: { appointment_id: appointmentId },
  });
  return toNotes(row, 'expert');
}

/** The expert of the visit, and a visit in a status that takes notes; 404 and 409 otherwise. */
async function writableView(ctx: MemberContext, appointmentId: number): Promise<AppointmentView> {
  const view = await viewOfParty(ctx, { appointmentId, userId: ctx.actor.id, side: 'expert' });
  if (!NOTES_STATUSES.has(view.appointment.status)) throw conflict(M.notesNotAllowed);
  return view;
}

async function afterWrite(
  tx: MemberContext & { db: Transaction },
  view: AppointmentView,
  summaryChanged: boolean,
): Promise<void> {
  await recordAudit(tx, {
    action: 'consultation.notes_written',
    targetUserId: view.appointment.patientId,
    details: { appointment_id: view.appointment.id },
  });
  if (summaryChanged)
    await noticeSharedSummary(tx, { appointment: view.appointment, expertName: partyName(view.expert) });
}

/** The first note of a visit; a second is refused by the unique index (409), edits go through PATCH. */
export async function createNotes(
  ctx: MemberContext,
  { appointmentId, notes }: NotesChange,
): Promise<AppointmentNotes> {
  return inTransaction(ctx, async (tx) => {
    const view = await writableView(tx, appointmentId);
    const now = tx.clock.now();
    let row: AppointmentNotesRow;
    try {
      row = await insertNotes(tx.db, {
        appointmentId,
        expertId: tx.actor.id,
        subjective: null,
        objective: null,
        assessment: null,
        plan: null,
        sharedSummary: null,
        ...columnsOf(notes),
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      if (uniqueViolation(error) === NOTES_PER_APPOINTMENT_INDEX) throw conflict(M.notesExist);
      throw error;
    }
    await afterWrite(tx, view, row.sharedSummary !== null);
    return toNotes(row, 'expert');
  });
}

/** Changes the given fields; the patient hears of a shared summary that is new or different. */
export async function editNotes(
  ctx: MemberContext,
  { appointmentId, notes }: NotesChange,
): Promise<AppointmentNotes> {
  return inTransaction(ctx, async (tx) => {
    const view = await writableView(tx, appointmentId);
    const before = await findNotesOf(tx.db, appointmentId, { lock: true });
    if (!before) throw notFound(M.notesNotFound);
    const changes = columnsOf(notes);
    const after = { ...before, ...changes };
    // A note keeps at least one of its four sections, as when it was written; clearing all is deleting it.
    if (![after.subjective, after.objective, after.assessment, after.plan].some(Boolean))
      throw invalidFields([{ loc: ['body'], msg: M.notesEmpty, type: 'value_error' }]);
    const row = await updateNotes(tx.db, before.id, { ...changes, updatedAt: tx.clock.now() });
    const summaryChanged = row.sharedSummary !== null && row.sharedSummary !== before.sharedSummary;
    await afterWrite(tx, view, summaryChanged);
    return toNotes(row, 'expert');
  });
}
