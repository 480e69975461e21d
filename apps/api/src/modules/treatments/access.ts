import { invalidField, notFound } from '@fertilia/contracts';
import type { MemberContext } from '../../http/context';
import { recordAudit, type AuditAction } from '../audit/service';
import { hasCareAppointment } from './care-repo';

/*
 * Who may read whose treatment records (issue 23, ADR 022):
 * - a patient reads and changes her own, and only hers: naming anyone else is a 404, so nobody learns whose
 *   records exist;
 * - an expert or doctor reads (never changes) a patient's medications and lab results while she is a patient
 *   of hers: one with a consultation with her that was agreed (confirmed) or took place (completed). A
 *   request she has not accepted, or one declined or called off, is no relationship. She must name the
 *   patient; every such read is in the audit log;
 * - staff are refused by the routes' access rule.
 */

/** Whether the professional has an agreed or past consultation with the patient. */
export const isInCareOf = (ctx: MemberContext, patientId: number): Promise<boolean> =>
  hasCareAppointment(ctx.db, ctx.actor.id, patientId);

export const isProfessional = (ctx: MemberContext) =>
  ctx.actor.role === 'expert' || ctx.actor.role === 'doctor';

type ReadOf = {
  /** The patient_id of the query, if any. */
  patientId: number | undefined;
  /** The messages of the record kind being read. */
  messages: { patientNotFound: string; patientRequired: string };
  /** Recorded when a professional reads; its details carry only ids and counts. */
  audit: AuditAction;
};

/**
 * Whose records this caller reads: her own for a patient, or the named patient of a professional. Throws
 * 404 for anyone else and 422 when a professional names nobody. The professional's read is audited here,
 * before the records are read, so a read never goes unrecorded.
 */
export async function readablePatient(
  ctx: MemberContext,
  { patientId, messages, audit }: ReadOf,
): Promise<number> {
  if (!isProfessional(ctx)) {
    if (patientId !== undefined && patientId !== ctx.actor.id) throw notFound(messages.patientNotFound);
    return ctx.actor.id;
  }
  if (patientId === undefined) throw invalidField('query', 'patient_id', messages.patientRequired);
  if (!(await isInCareOf(ctx, patientId))) throw notFound(messages.patientNotFound);
  await recordAudit(ctx, { action: audit, targetUserId: patientId });
  return patientId;
}
