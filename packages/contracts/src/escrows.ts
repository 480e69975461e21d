import { z } from 'zod';
import { pageOf, pagingQuery } from './common';
import { moneyPartySchema, moneyVisitSchema } from './disputes';
import { ESCROW_STATUSES, moneySchema } from './money';

/** Finance's view of the escrows (ADR 016): every visit payment held, disputed or settled. */

export const ESCROW_MESSAGES = {
  statusInvalid: `Status must be one of: ${ESCROW_STATUSES.join(', ')}`,
} as const;

export const escrowListQuery = pagingQuery().extend({
  status: z.enum(ESCROW_STATUSES, { error: ESCROW_MESSAGES.statusInvalid }).optional(),
});
export type EscrowListQuery = z.output<typeof escrowListQuery>;

export const escrowAdminSchema = z.object({
  id: z.number().int(),
  appointment: moneyVisitSchema,
  patient: moneyPartySchema,
  expert: moneyPartySchema,
  amount: moneySchema,
  status: z.enum(ESCROW_STATUSES),
  refunded_amount: moneySchema,
  released_amount: moneySchema,
  fee_amount: moneySchema,
  release_after: z.string().nullable(),
  settled_at: z.string().nullable(),
  dispute_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type EscrowAdmin = z.infer<typeof escrowAdminSchema>;

export const escrowPageSchema = pageOf(escrowAdminSchema).extend({
  /** Across all escrows, whatever the filter: money waiting for its window, and money under dispute. */
  totals: z.object({
    held: moneySchema,
    held_count: z.number().int(),
    disputed: moneySchema,
    disputed_count: z.number().int(),
  }),
});
export type EscrowPage = z.infer<typeof escrowPageSchema>;
