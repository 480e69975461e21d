import { z } from 'zod';
import { databaseId, pageOf, pagingQuery } from './common';
import {
  DISPUTE_STATUSES,
  ESCROW_STATUSES,
  JOURNAL_ENTRY_KINDS,
  amountMinorSchema,
  formatMoney,
  moneySchema,
  parseMajorAmount,
  type Money,
} from './money';

/*
 * Disputes of a visit's payment (ADR 016): a patient disputes a completed visit within the dispute window,
 * with a reason; finance releases the escrow, refunds it fully, or refunds part and releases the rest.
 */

export const DISPUTE_REASON_MIN = 20;
export const DISPUTE_REASON_MAX = 2000;
export const DISPUTE_NOTE_MIN = 10;
export const DISPUTE_NOTE_MAX = 1000;

export const DISPUTE_OUTCOMES = ['release', 'refund', 'partial_refund'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];
export const DISPUTE_OUTCOME_LABELS: Record<DisputeOutcome, string> = {
  release: 'Release to the expert',
  refund: 'Refund in full',
  partial_refund: 'Refund part',
};

export const DISPUTE_MESSAGES = {
  appointmentId: 'Choose the visit you want to dispute',
  reasonRequired: 'Tell us what went wrong',
  reasonMin: `Describe what went wrong in at least ${DISPUTE_REASON_MIN} characters`,
  reasonMax: `The reason must be at most ${DISPUTE_REASON_MAX} characters`,
  appointmentNotFound: 'Appointment not found',
  notCompleted: 'Only a completed visit can be disputed',
  notPaid: 'This visit was not paid, so there is no payment to dispute',
  alreadyDisputed: 'This payment is already disputed',
  alreadySettled: 'This payment has already been settled and can no longer be disputed',
  windowPassed: 'The time to dispute this payment has passed',
  opened:
    'Your dispute is open. The payment stays on hold until our finance team decides; we will e-mail you the decision.',
  disputeNotFound: 'Dispute not found',
  alreadyResolved: 'This dispute has already been resolved',
  outcome: `Outcome must be one of: ${DISPUTE_OUTCOMES.join(', ')}`,
  refundRequired: 'Enter the amount to refund',
  refundNotAmount: 'Enter an amount such as 12.50',
  refundRange: (held: Money) =>
    `The refund must be more than zero and less than the ${formatMoney(held)} held; to refund everything choose a full refund`,
  noteRequired: 'Write a note explaining the decision',
  noteMin: `The note must be at least ${DISPUTE_NOTE_MIN} characters`,
  noteMax: `The note must be at most ${DISPUTE_NOTE_MAX} characters`,
  statusInvalid: `Status must be one of: ${DISPUTE_STATUSES.join(', ')}`,
} as const;

const reasonSchema = z
  .string({ error: DISPUTE_MESSAGES.reasonRequired })
  .trim()
  .min(1, DISPUTE_MESSAGES.reasonRequired)
  .min(DISPUTE_REASON_MIN, DISPUTE_MESSAGES.reasonMin)
  .max(DISPUTE_REASON_MAX, DISPUTE_MESSAGES.reasonMax);

/** POST /api/disputes: the patient's dispute of one of her completed, paid visits. */
export const disputeCreateSchema = z.object({
  appointment_id: databaseId(DISPUTE_MESSAGES.appointmentId, { coerce: false }),
  reason: reasonSchema,
});
export type DisputeCreate = z.input<typeof disputeCreateSchema>;

/** The dispute form: the reason only (the visit is the page's). */
export const disputeReasonFormSchema = z.object({ reason: reasonSchema });

export const disputeNoteSchema = z
  .string({ error: DISPUTE_MESSAGES.noteRequired })
  .trim()
  .min(1, DISPUTE_MESSAGES.noteRequired)
  .min(DISPUTE_NOTE_MIN, DISPUTE_MESSAGES.noteMin)
  .max(DISPUTE_NOTE_MAX, DISPUTE_MESSAGES.noteMax);

/**
 * The partial-refund rule, shared by the API and the form: at least one minor unit, and less than what is
 * held (a refund of everything is a full refund). Null when `refund` is acceptable.
 */
export function partialRefundProblem(refund: number, held: Money): string | null {
  if (!Number.isSafeInteger(refund) || refund < 1 || refund > held.amount - 1)
    return DISPUTE_MESSAGES.refundRange(held);
  return null;
}

/**
 * POST /api/admin/disputes/:id/resolve. The upper bound of a partial refund depends on the escrow, so the
 * API checks it with `partialRefundProblem` once it has read what is held.
 */
export const disputeResolveSchema = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES, { error: DISPUTE_MESSAGES.outcome }),
    refund_amount: amountMinorSchema.optional(),
    note: disputeNoteSchema,
  })
  .superRefine((body, issues) => {
    if (body.outcome === 'partial_refund' && body.refund_amount === undefined)
      issues.addIssue({ code: 'custom', path: ['refund_amount'], message: DISPUTE_MESSAGES.refundRequired });
  });
export type DisputeResolve = z.input<typeof disputeResolveSchema>;

/**
 * The resolve form, for the escrow holding `held`: the refund is typed in major units ("12.50") and read with
 * parseMajorAmount; the form's value is the request body.
 */
export const disputeResolveFormSchema = (held: Money) =>
  z
    .object({
      outcome: z.enum(DISPUTE_OUTCOMES, { error: DISPUTE_MESSAGES.outcome }),
      refund: z.string(),
      note: disputeNoteSchema,
    })
    .superRefine((form, issues) => {
      if (form.outcome !== 'partial_refund') return;
      if (form.refund.trim() === '')
        return void issues.addIssue({
          code: 'custom',
          path: ['refund'],
          message: DISPUTE_MESSAGES.refundRequired,
        });
      const minor = parseMajorAmount(form.refund);
      if (minor === null)
        return void issues.addIssue({
          code: 'custom',
          path: ['refund'],
          message: DISPUTE_MESSAGES.refundNotAmount,
        });
      const problem = partialRefundProblem(minor, held);
      if (problem) issues.addIssue({ code: 'custom', path: ['refund'], message: problem });
    })
    .transform((form): z.output<typeof disputeResolveSchema> => ({
      outcome: form.outcome,
      note: form.note,
      ...(form.outcome === 'partial_refund' && { refund_amount: parseMajorAmount(form.refund)! }),
    }));
export type DisputeResolveForm = z.input<ReturnType<typeof disputeResolveFormSchema>>;

export const disputeListQuery = pagingQuery().extend({
  status: z.enum(DISPUTE_STATUSES, { error: DISPUTE_MESSAGES.statusInvalid }).optional(),
});
export type DisputeListQuery = z.output<typeof disputeListQuery>;

/** A person as finance sees her on a money record: null when the account is gone. */
export const moneyPartySchema = z.object({ id: z.number().int(), name: z.string() }).nullable();
export type MoneyParty = z.infer<typeof moneyPartySchema>;

/** The visit a money record belongs to; null when it is gone. */
export const moneyVisitSchema = z
  .object({ id: z.number().int(), starts_at: z.string(), ends_at: z.string(), status: z.string() })
  .nullable();

export const disputeSchema = z.object({
  id: z.number().int(),
  status: z.enum(DISPUTE_STATUSES),
  reason: z.string(),
  appointment: moneyVisitSchema,
  patient: moneyPartySchema,
  expert: moneyPartySchema,
  escrow_id: z.number().int(),
  escrow_status: z.enum(ESCROW_STATUSES),
  /** What the patient paid into escrow. */
  amount: moneySchema,
  refund_amount: moneySchema.nullable(),
  resolution_note: z.string().nullable(),
  resolved_by: moneyPartySchema,
  resolved_at: z.string().nullable(),
  created_at: z.string(),
});
export type Dispute = z.infer<typeof disputeSchema>;

export const disputePageSchema = pageOf(disputeSchema).extend({
  /** Open disputes, whatever the filter: the number finance still has to decide. */
  open_count: z.number().int(),
});
export type DisputePage = z.infer<typeof disputePageSchema>;

/** One movement of the escrow's account: positive paid in, negative paid out. */
export const escrowMovementSchema = z.object({
  entry_id: z.number().int(),
  kind: z.enum(JOURNAL_ENTRY_KINDS),
  memo: z.string(),
  amount: moneySchema,
  created_at: z.string(),
});
export type EscrowMovement = z.infer<typeof escrowMovementSchema>;

export const disputeDetailSchema = disputeSchema.extend({
  /** What the escrow holds now: its amount while open, zero once settled. */
  held: moneySchema,
  fee_percent: z.number().int(),
  released_amount: moneySchema,
  fee_amount: moneySchema,
  release_after: z.string().nullable(),
  movements: z.array(escrowMovementSchema),
});
export type DisputeDetail = z.infer<typeof disputeDetailSchema>;

/** The patient's answer on opening one. */
export const disputeOpenedSchema = z.object({
  id: z.number().int(),
  appointment_id: z.number().int(),
  status: z.enum(DISPUTE_STATUSES),
  reason: z.string(),
  created_at: z.string(),
  message: z.string(),
});
export type DisputeOpened = z.infer<typeof disputeOpenedSchema>;
