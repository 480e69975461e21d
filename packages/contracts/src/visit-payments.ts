import { z } from 'zod';
import { APPOINTMENT_STATUSES } from './appointment-lifecycle';
import { DISPUTE_STATUSES, ESCROW_STATUSES, JOURNAL_ENTRY_KINDS, moneySchema } from './money';

/*
 * Paid consultations (ADR 016): the refund policy, written once and shown on the booking page and the
 * payment page, and the payment detail of one appointment (GET /api/payments/appointments/:id).
 */

/**
 * The refund policy in the words patients and experts read. `lateRefundPercent` is the share refunded when
 * the patient cancels inside the expert's minimum notice; the rest goes to the expert less the platform fee.
 */
export function refundPolicy(lateRefundPercent: number, minNoticeHours?: number): string[] {
  const notice =
    minNoticeHours === undefined
      ? "the expert's minimum notice"
      : `${minNoticeHours} hour${minNoticeHours === 1 ? '' : 's'}`;
  return [
    'You pay from your wallet when you book; the payment is held by Fertilia until after your visit.',
    'If the expert declines or cancels the visit, or does not answer your request before its time, you get a full refund to your wallet.',
    // Without a notice every cancellation before the start is early: there is no late share to speak of.
    ...(minNoticeHours === 0
      ? ['If you cancel before the start, you get a full refund to your wallet.']
      : [
          `If you cancel more than ${notice} before the start, you get a full refund to your wallet.`,
          `If you cancel later than that, until the start, ${lateRefundPercent}% is refunded and the rest is paid to the expert.`,
        ]),
    'After a completed visit the payment is released to the expert once the dispute window has passed; until then you may dispute it.',
  ];
}

export const VISIT_PAYMENT_MESSAGES = {
  noPayment: 'Payment not found',
  refundedTitle: 'Consultation refunded',
  releasedTitle: 'Consultation payment released',
  insufficientForBooking: 'Your wallet balance is too low to book this visit. Top up first.',
} as const;

/** "FRT-00000042": a receipt's number, derived from its escrow's id. */
export const receiptNumberOf = (escrowId: number): string => `FRT-${String(escrowId).padStart(8, '0')}`;

const personSchema = z.object({ id: z.number().int().nullable(), name: z.string() });

export const paymentTimelineEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(JOURNAL_ENTRY_KINDS),
  label: z.string(),
  memo: z.string(),
  /** What moved into (a payment) or out of (a refund, a release) the escrow. */
  amount: moneySchema,
  /** For a release: the platform's fee taken from it; null otherwise. */
  fee: moneySchema.nullable(),
  occurred_at: z.string(),
});
export type PaymentTimelineEntry = z.infer<typeof paymentTimelineEntrySchema>;

export const visitPaymentDisputeSchema = z.object({
  id: z.number().int(),
  status: z.enum(DISPUTE_STATUSES),
  status_display: z.string(),
  reason: z.string(),
  opened_at: z.string(),
  resolution_note: z.string().nullable(),
  refund: moneySchema.nullable(),
  resolved_at: z.string().nullable(),
});

/** Who is reading: the visit's patient, its expert, or finance staff (finance, admins). */
export const PAYMENT_VIEWERS = ['patient', 'expert', 'finance'] as const;

export const visitPaymentSchema = z.object({
  viewer: z.enum(PAYMENT_VIEWERS),
  appointment: z.object({
    id: z.number().int(),
    status: z.enum(APPOINTMENT_STATUSES),
    status_display: z.string(),
    starts_at: z.string(),
    ends_at: z.string(),
    /** In the reader's zone: "Tue, 1 Dec 2026", "09:00 – 09:30". */
    date_formatted: z.string(),
    time_range: z.string(),
    time_zone: z.string(),
    completed_at: z.string().nullable(),
    expert: personSchema,
    patient: personSchema,
  }),
  price: moneySchema,
  escrow: z.object({
    id: z.number().int(),
    status: z.enum(ESCROW_STATUSES),
    status_display: z.string(),
    /** Still in escrow now. */
    held: moneySchema,
    refunded: moneySchema,
    /** Paid to the expert's earnings, after the fee. */
    released_to_expert: moneySchema,
    fee: moneySchema,
    fee_percent: z.number().int(),
    late_refund_percent: z.number().int(),
    /** What the expert earns from this visit: released already, or to come if it is released in full. */
    expert_earnings: moneySchema,
    release_after: z.string().nullable(),
    settled_at: z.string().nullable(),
  }),
  timeline: z.array(paymentTimelineEntrySchema),
  receipt: z.object({
    number: z.string(),
    issued_at: z.string(),
    payer: z.string(),
    expert: z.string(),
    description: z.string(),
    amount: moneySchema,
  }),
  dispute: visitPaymentDisputeSchema.nullable(),
  /** The patient may still dispute: a completed visit, held, before its release, with no dispute yet. */
  can_dispute: z.boolean(),
  /** Until when a dispute may be opened (the release time), once the visit is completed. */
  dispute_deadline: z.string().nullable(),
  refund_policy: z.array(z.string()),
});
export type VisitPayment = z.infer<typeof visitPaymentSchema>;
