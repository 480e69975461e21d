import type { Dispute, DisputeDetail, EscrowAdmin } from '@fertilia/contracts';

/** Answers as the API gives them, for the fake server of this feature's component tests. */

const gbp = (amount: number) => ({ amount, currency: 'GBP' });

export const disputeOf = (overrides: Partial<Dispute> = {}): Dispute => ({
  id: 7,
  status: 'open',
  reason: 'The expert never joined the call and did not answer my messages.',
  appointment: {
    id: 31,
    starts_at: '2030-03-04T09:00:00.000Z',
    ends_at: '2030-03-04T09:30:00.000Z',
    status: 'completed',
  },
  patient: { id: 2, name: 'Ada Patient' },
  expert: { id: 3, name: 'Maya Rivera' },
  escrow_id: 11,
  escrow_status: 'disputed',
  amount: gbp(10_000),
  refund_amount: null,
  resolution_note: null,
  resolved_by: null,
  resolved_at: null,
  created_at: '2030-03-05T10:00:00.000Z',
  ...overrides,
});

export const disputeDetailOf = (overrides: Partial<DisputeDetail> = {}): DisputeDetail => ({
  ...disputeOf(),
  held: gbp(10_000),
  fee_percent: 15,
  released_amount: gbp(0),
  fee_amount: gbp(0),
  release_after: '2030-03-07T09:30:00.000Z',
  movements: [
    {
      entry_id: 40,
      kind: 'visit_payment',
      memo: 'Consultation payment',
      amount: gbp(10_000),
      created_at: '2030-03-01T08:00:00.000Z',
    },
  ],
  ...overrides,
});

export const escrowOf = (overrides: Partial<EscrowAdmin> = {}): EscrowAdmin => ({
  id: 11,
  appointment: {
    id: 31,
    starts_at: '2030-03-04T09:00:00.000Z',
    ends_at: '2030-03-04T09:30:00.000Z',
    status: 'completed',
  },
  patient: { id: 2, name: 'Ada Patient' },
  expert: { id: 3, name: 'Maya Rivera' },
  amount: gbp(10_000),
  status: 'held',
  refunded_amount: gbp(0),
  released_amount: gbp(0),
  fee_amount: gbp(0),
  release_after: '2030-03-07T09:30:00.000Z',
  settled_at: null,
  dispute_id: null,
  created_at: '2030-03-01T08:00:00.000Z',
  ...overrides,
});
