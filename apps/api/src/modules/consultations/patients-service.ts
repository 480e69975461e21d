import {
  CONSULTATION_MESSAGES as M,
  notFound,
  type PatientDetail,
  type PatientList,
  type PatientSummary,
} from '@fertilia/contracts';
import type { MemberContext } from '../../http/context';
import { recordAudit } from '../audit/service';
import { partyName, toAppointment, viewerOf } from './appointment-dto';
import { toNotes } from './notes-service';
import { findPatientOf, notesWith, patientPage, visitsWith, type PatientRow } from './patients-repo';

/*
 * The expert's view of her own patients (issue 16 §5). Patients come only from her appointments; anyone
 * else answers 404. Every read of a patient's data is written to the audit log.
 */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const toPatientSummary = (row: PatientRow): PatientSummary => ({
  id: row.id,
  name: partyName(row),
  email: row.email,
  avatar_url: row.avatarUrl,
  date_of_birth: row.dateOfBirth,
  appointment_count: row.appointmentCount,
  last_visit_at: iso(row.lastVisitAt),
  next_visit_at: iso(row.nextVisitAt),
});

export async function myPatients(
  ctx: MemberContext,
  query: { search?: string; skip: number; limit: number },
): Promise<PatientList> {
  const { rows, total } = await patientPage(ctx.db, ctx.actor.id, ctx.clock.now(), query);
  await recordAudit(ctx, {
    action: 'consultation.patients_listed',
    details: { count: rows.length, total, searched: Boolean(query.search) },
  });
  return { results: rows.map(toPatientSummary), count: total, skip: query.skip, limit: query.limit };
}

/** One of her patients: their appointments together (newest first) and her notes of them, in full. */
export async function myPatient(ctx: MemberContext, patientId: number): Promise<PatientDetail> {
  const expertId = ctx.actor.id;
  const now = ctx.clock.now();
  const row = await findPatientOf(ctx.db, expertId, patientId, now);
  if (!row) throw notFound(M.patientNotFound);
  const [visits, notes] = await Promise.all([
    visitsWith(ctx.db, expertId, patientId),
    notesWith(ctx.db, expertId, patientId),
  ]);
  await recordAudit(ctx, {
    action: 'consultation.patient_viewed',
    targetUserId: patientId,
    details: { appointments: visits.length, notes: notes.length },
  });
  const viewer = viewerOf(ctx.actor.user);
  return {
    patient: toPatientSummary(row),
    appointments: visits.map((view) => toAppointment(view, viewer, now, ctx.config.payments.currency)),
    notes: notes.map((note) => toNotes(note, 'expert')),
  };
}

/** Whether she is a patient of this expert (has or had an appointment with her); other modules ask here. */
export async function isMyPatient(ctx: MemberContext, patientId: number): Promise<boolean> {
  return Boolean(await findPatientOf(ctx.db, ctx.actor.id, patientId, ctx.clock.now()));
}
