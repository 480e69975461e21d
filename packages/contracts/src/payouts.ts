import { z } from 'zod';
import { pageOf, pagingQuery } from './common';
import { amountMinorSchema, currencySchema, PAYOUT_STATUSES } from './money';

/** Payouts (ADR 016): an expert asks to be paid her earnings; finance approves or refuses with a reason. */

export const PAYOUT_REASON_MIN = 10;
export const PAYOUT_REASON_MAX = 500;

export const PAYOUT_MESSAGES = {
  insufficientEarnings: 'You cannot request more than your available earnings',
  payoutNotFound: 'Payout not found',
  alreadyDecided: 'This payout has already been decided',
  expertGone: 'The expert of this payout no longer has an account',
  providerDidNotPay: 'The provider did not pay this payout; try again later',
  reasonLength: `Give a reason of ${PAYOUT_REASON_MIN} to ${PAYOUT_REASON_MAX} characters`,
} as const;

export const payoutCreateSchema = z.object({ amount: amountMinorSchema });
export type PayoutCreate = z.input<typeof payoutCreateSchema>;

export const payoutRefuseSchema = z.object({
  reason: z
    .string({ error: PAYOUT_MESSAGES.reasonLength })
    .trim()
    .min(PAYOUT_REASON_MIN, PAYOUT_MESSAGES.reasonLength)
    .max(PAYOUT_REASON_MAX, PAYOUT_MESSAGES.reasonLength),
});
export type PayoutRefuse = z.input<typeof payoutRefuseSchema>;

export const payoutSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  currency: currencySchema,
  status: z.enum(PAYOUT_STATUSES),
  /** Why finance refused it; null otherwise. */
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;
export const payoutListSchema = pageOf(payoutSchema);

/** A payout as finance sees it, with the expert's name. */
export const adminPayoutSchema = payoutSchema.extend({
  expert: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;
export const adminPayoutListSchema = pageOf(adminPayoutSchema);
export type AdminPayoutList = z.infer<typeof adminPayoutListSchema>;

export const adminPayoutQuery = pagingQuery().extend({
  status: z
    .enum(PAYOUT_STATUSES, { error: `status must be one of ${PAYOUT_STATUSES.join(', ')}` })
    .optional(),
});
