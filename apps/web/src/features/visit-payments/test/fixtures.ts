import { refundPolicy, type VisitPayment } from '@fertilia/contracts';

const gbp = (amount: number) => ({ amount, currency: 'GBP' });

/** A completed, paid visit whose escrow is still held inside its dispute window. */
export function visitPayment(overrides: Partial<VisitPayment> = {}): VisitPayment {
  return {
    viewer: 'patient',
    appointment: {
      id: 31,
      status: 'completed',
      status_display: 'Completed',
      starts_at: '2030-03-05T10:00:00.000Z',
      ends_at: '2030-03-05T10:30:00.000Z',
      date_formatted: 'Tue, 5 Mar 2030',
      time_range: '10:00 – 10:30',
      time_zone: 'UTC',
      completed_at: '2030-03-05T10:30:00.000Z',
      expert: { id: 7, name: 'Dr Maya Rivera' },
      patient: { id: 1, name: 'Ada Lovelace' },
    },
    price: gbp(6000),
    escrow: {
      id: 42,
      status: 'held',
      status_display: 'Held',
      held: gbp(6000),
      refunded: gbp(0),
      released_to_expert: gbp(0),
      fee: gbp(0),
      fee_percent: 15,
      late_refund_percent: 50,
      expert_earnings: gbp(5100),
      release_after: '2030-03-08T10:30:00.000Z',
      settled_at: null,
    },
    timeline: [
      {
        id: 9,
        kind: 'visit_payment',
        label: 'Consultation payment',
        memo: 'Consultation payment, appointment #31',
        amount: gbp(6000),
        fee: null,
        occurred_at: '2030-03-01T09:00:00.000Z',
      },
    ],
    receipt: {
      number: 'FRT-00000042',
      issued_at: '2030-03-01T09:00:00.000Z',
      payer: 'Ada Lovelace',
      expert: 'Dr Maya Rivera',
      description: 'Consultation with Dr Maya Rivera, Tue, 5 Mar 2030 10:00 (UTC)',
      amount: gbp(6000),
    },
    dispute: null,
    can_dispute: true,
    dispute_deadline: '2030-03-08T10:30:00.000Z',
    refund_policy: refundPolicy(50, 12),
    ...overrides,
  };
}
