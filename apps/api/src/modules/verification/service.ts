import {
  VERIFICATION_MESSAGES,
  conflict,
  isProfessional,
  notFound,
  type ProfessionalVerification,
  type VerificationDecision,
  type VerificationQueueItem,
  type VerificationQueuePage,
  type VerificationQueueStatus,
  type VerificationRequest,
} from '@fertilia/contracts';
import { inTransaction, type MemberContext } from '../../http/context';
import { sendQuietly } from '../../lib/send-quietly';
import { recordAudit } from '../audit/service';
import { findUser, saveUser } from '../users/service';
import { toQueueItem, toVerification } from './dto';
import { verificationApprovedMail, verificationRejectedMail } from './mails';
import {
  insertSubmission,
  latestSubmissionOf,
  lockSubmission,
  queuePage,
  queueRowOf,
  updateSubmission,
} from './repo';

/*
 * Verified professionals (issue 14, ADR 009). users.verification_status is the current state; each
 * submission row says why it is what it is. Both change in one transaction.
 */

/** The signed-in professional's status and her latest submission. */
export async function myVerification(ctx: MemberContext): Promise<ProfessionalVerification> {
  const user = (await findUser(ctx, ctx.actor.id))!;
  return toVerification(user.verificationStatus ?? 'unverified', await latestSubmissionOf(ctx.db, user.id));
}

/**
 * Sends licence details to be checked: allowed while unverified or after a refusal. One submission waits at
 * a time (409), and a verified account has nothing left to send (409).
 */
export async function submitVerification(
  ctx: MemberContext,
  input: VerificationRequest,
): Promise<ProfessionalVerification> {
  return inTransaction(ctx, async (tx) => {
    // The user row's lock orders two submissions sent at once: the second sees `pending` and is refused.
    const user = (await findUser(tx, tx.actor.id, { lock: true }))!;
    if (user.verificationStatus === 'pending') throw conflict(VERIFICATION_MESSAGES.alreadyPending);
    if (user.verificationStatus === 'verified') throw conflict(VERIFICATION_MESSAGES.alreadyVerified);
    const submission = await insertSubmission(tx.db, {
      userId: user.id,
      licenseNumber: input.license_number,
      issuingBody: input.issuing_body,
      licenseCountry: input.license_country,
      note: input.note,
      submittedAt: tx.clock.now(),
    });
    await saveUser(tx, { id: user.id, changes: { verificationStatus: 'pending' } });
    await recordAudit(tx, {
      action: 'verification.submitted',
      targetUserId: user.id,
      details: { submission_id: submission.id },
    });
    return toVerification('pending', submission);
  });
}

export async function verificationQueue(
  ctx: MemberContext,
  query: { status: VerificationQueueStatus; skip: number; limit: number },
): Promise<VerificationQueuePage> {
  const { rows, total } = await queuePage(ctx.db, query);
  return { items: rows.map(toQueueItem), total, skip: query.skip, limit: query.limit };
}

const displayName = (user: { firstName: string | null; lastName: string | null; username: string }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username;

/**
 * Support's or an admin's decision on a waiting submission: the submission records it, the account becomes
 * verified or rejected, and the audit trail says who decided, all in one transaction under the submission's
 * lock (a second decision answers 409). Then the professional is mailed the outcome (and the reason).
 */
export async function decideVerification(
  ctx: MemberContext,
  { id, decision, reason }: { id: number; decision: VerificationDecision; reason?: string },
): Promise<VerificationQueueItem> {
  const outcome = decision === 'approve' ? 'approved' : 'rejected';
  const decided = await inTransaction(ctx, async (tx) => {
    const submission = await lockSubmission(tx.db, id);
    if (!submission) throw notFound(VERIFICATION_MESSAGES.submissionNotFound);
    if (submission.outcome) throw conflict(VERIFICATION_MESSAGES.alreadyDecided);
    // Staff may have changed the role since she sent it: a patient is never marked verified.
    const owner = await findUser(tx, submission.userId, { lock: true });
    if (!owner || !isProfessional(owner.role)) throw conflict(VERIFICATION_MESSAGES.notProfessional);
    await updateSubmission(tx.db, id, {
      outcome,
      reason: decision === 'reject' ? reason! : (reason ?? null),
      reviewedBy: tx.actor.id,
      reviewedAt: tx.clock.now(),
    });
    const applicant = (await saveUser(tx, {
      id: submission.userId,
      changes: { verificationStatus: decision === 'approve' ? 'verified' : 'rejected' },
    }))!;
    await recordAudit(tx, {
      action: decision === 'approve' ? 'verification.approved' : 'verification.rejected',
      targetUserId: submission.userId,
      details: { submission_id: id },
    });
    return { row: (await queueRowOf(tx.db, id))!, applicant };
  });
  const to = { email: decided.applicant.email, name: displayName(decided.applicant) };
  sendQuietly(
    ctx,
    decision === 'approve'
      ? verificationApprovedMail(ctx.config, to)
      : verificationRejectedMail(ctx.config, to, reason!),
  );
  return toQueueItem(decided.row);
}
