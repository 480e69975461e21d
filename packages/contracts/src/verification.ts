import { z } from 'zod';
import { pageOf, pagingQuery } from './common';
import { PROFESSIONAL_ROLES } from './roles';

/**
 * Verified professionals (issue 14, finding 2). An account registered as expert or doctor starts
 * `unverified`; once it sends its licence it is `pending` until support or an admin checks it, then
 * `verified` or `rejected` (with the reason; it may send corrected details again). Only a verified
 * professional carries the professional badge, is listed in the expert directory and takes consultations.
 * Patients and staff have no verification status (null).
 */
export const VERIFICATION_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES);

/** What the professional reads about her own account; both waiting states read "pending verification". */
export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  unverified: 'Pending verification',
  pending: 'Pending verification',
  verified: 'Verified',
  rejected: 'Not verified',
};

export const VERIFICATION_DECISIONS = ['approve', 'reject'] as const;
export type VerificationDecision = (typeof VERIFICATION_DECISIONS)[number];
/** The queue's filter: submissions waiting for a decision, or those already decided. */
export const VERIFICATION_QUEUE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationQueueStatus = (typeof VERIFICATION_QUEUE_STATUSES)[number];

export const VERIFICATION_REASON_MIN = 10;
export const VERIFICATION_REASON_MAX = 1000;
export const VERIFICATION_NOTE_MAX = 1000;

export const VERIFICATION_MESSAGES = {
  licenseNumber: 'Licence number must be 5 to 50 characters',
  issuingBody: 'Issuing body must be 2 to 120 characters',
  licenseCountry: 'Country must be 2 to 60 characters',
  noteMax: `Note must be at most ${VERIFICATION_NOTE_MAX} characters`,
  decisionInvalid: `Decision must be one of: ${VERIFICATION_DECISIONS.join(', ')}`,
  reasonRequired: 'Give the reason: the professional is told it and can correct their details',
  reasonMin: `Reason must be at least ${VERIFICATION_REASON_MIN} characters`,
  reasonMax: `Reason must be at most ${VERIFICATION_REASON_MAX} characters`,
  queueStatusInvalid: `Status must be one of: ${VERIFICATION_QUEUE_STATUSES.join(', ')}`,
  alreadyPending: 'Your details are already waiting for review',
  alreadyVerified: 'Your account is already verified',
  alreadyDecided: 'This submission has already been decided',
  submissionNotFound: 'Submission not found',
  notProfessional: 'This account is no longer an expert or doctor, so there is nothing to verify',
  statusLoadFailed: 'Your verification status could not be loaded',
  queueLoadFailed: 'The submissions could not be loaded',
  reviewNotAllowed: 'You cannot review professional verifications',
  submitted: 'Thank you. Our team will check your licence, usually within two working days.',
  approved: 'Approved: the professional has been told and now carries the badge',
  rejected: 'Refused: the professional has been told why',
} as const;

const text = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(min, message).max(max, message);

/** POST /api/auth/verification — what a professional sends to be checked. */
export const verificationRequestSchema = z.object({
  license_number: text(5, 50, VERIFICATION_MESSAGES.licenseNumber),
  issuing_body: text(2, 120, VERIFICATION_MESSAGES.issuingBody),
  license_country: text(2, 60, VERIFICATION_MESSAGES.licenseCountry),
  note: z.string().trim().max(VERIFICATION_NOTE_MAX, VERIFICATION_MESSAGES.noteMax).default(''),
});
export type VerificationRequestInput = z.input<typeof verificationRequestSchema>;
export type VerificationRequest = z.output<typeof verificationRequestSchema>;

/** One submission and, once decided, its outcome. */
export const verificationSubmissionSchema = z.object({
  id: z.number().int(),
  license_number: z.string(),
  issuing_body: z.string(),
  license_country: z.string(),
  note: z.string(),
  submitted_at: z.string(),
  outcome: z.enum(['approved', 'rejected']).nullable(),
  reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
});
export type VerificationSubmission = z.infer<typeof verificationSubmissionSchema>;

/** GET /api/auth/verification — the professional's status and her latest submission. */
export const professionalVerificationSchema = z.object({
  status: verificationStatusSchema,
  latest: verificationSubmissionSchema.nullable(),
});
export type ProfessionalVerification = z.infer<typeof professionalVerificationSchema>;

/** POST /api/admin/verifications/{id}/decision — a refusal always says why. */
export const verificationDecisionSchema = z
  .object({
    decision: z.enum(VERIFICATION_DECISIONS, { error: VERIFICATION_MESSAGES.decisionInvalid }),
    reason: z.string().trim().max(VERIFICATION_REASON_MAX, VERIFICATION_MESSAGES.reasonMax).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.decision !== 'reject') return;
    const length = value.reason?.length ?? 0;
    if (length < VERIFICATION_REASON_MIN)
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: length === 0 ? VERIFICATION_MESSAGES.reasonRequired : VERIFICATION_MESSAGES.reasonMin,
      });
  });
export type VerificationDecisionInput = z.input<typeof verificationDecisionSchema>;

export const verificationQueueQuery = pagingQuery().extend({
  status: z
    .enum(VERIFICATION_QUEUE_STATUSES, { error: VERIFICATION_MESSAGES.queueStatusInvalid })
    .default('pending'),
});
export type VerificationQueueQuery = z.input<typeof verificationQueueQuery>;

/** A queue entry: the submission with who sent it, so the reviewer can check the licence against the name. */
export const verificationQueueItemSchema = verificationSubmissionSchema.extend({
  applicant: z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    role: z.enum(PROFESSIONAL_ROLES),
    country: z.string().nullable(),
    created_at: z.string(),
  }),
});
export type VerificationQueueItem = z.infer<typeof verificationQueueItemSchema>;
export const verificationQueuePage = pageOf(verificationQueueItemSchema);
export type VerificationQueuePage = z.infer<typeof verificationQueuePage>;
