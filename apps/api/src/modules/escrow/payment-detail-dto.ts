import {
  APPOINTMENT_STATUS_LABELS,
  DISPUTE_STATUS_LABELS,
  ESCROW_STATUS_LABELS,
  JOURNAL_ENTRY_LABELS,
  percentOf,
  receiptNumberOf,
  refundPolicy,
  type PaymentTimelineEntry,
  type VisitPayment,
} from '@fertilia/contracts';
import type { DisputeRow, EscrowRow } from '../../db/schema';
import { partyName, wordedTimes } from '../consultations/appointment-service';
import type { EscrowEntryLine, PaymentVisit } from './visit-payment-repo';

export type PaymentViewer = VisitPayment['viewer'];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The escrow's entries, one per movement: what left or entered the escrow account and the fee taken. */
export function timelineOf(lines: EscrowEntryLine[], escrow: EscrowRow): PaymentTimelineEntry[] {
  const entries = new Map<number, PaymentTimelineEntry>();
  const money = (amount: number) => ({ amount, currency: escrow.currency });
  for (const line of lines) {
    let entry = entries.get(line.entryId);
    if (!entry) {
      entry = {
        id: line.entryId,
        kind: line.kind,
        label: JOURNAL_ENTRY_LABELS[line.kind],
        memo: line.memo,
        amount: money(0),
        fee: null,
        occurred_at: line.createdAt.toISOString(),
      };
      entries.set(line.entryId, entry);
    }
    if (line.accountId === escrow.accountId) entry.amount = money(Math.abs(line.amount));
    if (line.accountKind === 'platform_fees') entry.fee = money(-line.amount);
  }
  return [...entries.values()];
}

/** What the expert earns: what was released to her, or, while it is held, the price less the fee. */
const expertEarnings = (escrow: EscrowRow): number =>
  escrow.status === 'held' || escrow.status === 'disputed'
    ? escrow.amount - percentOf(escrow.amount, escrow.feePercent)
    : escrow.releasedAmount;

export function toVisitPayment(input: {
  visit: PaymentVisit & { escrow: EscrowRow };
  viewer: PaymentViewer;
  timeZone: string;
  lines: EscrowEntryLine[];
  dispute: DisputeRow | undefined;
  now: Date;
}): VisitPayment {
  const { visit, viewer, timeZone, dispute, now } = input;
  const { appointment: a, escrow } = visit;
  const money = (amount: number) => ({ amount, currency: escrow.currency });
  // Read from the ledger, not the row: the escrow account's balance (credits count up).
  const held = -input.lines
    .filter((l) => l.accountId === escrow.accountId)
    .reduce((sum, l) => sum + l.amount, 0);
  const worded = wordedTimes(a.startsAt, a.endsAt, timeZone);
  const patientName = partyName(visit.patient);
  const expertName = partyName(visit.expert);
  const canDispute =
    viewer === 'patient' &&
    a.status === 'completed' &&
    escrow.status === 'held' &&
    escrow.releaseAfter !== null &&
    now < escrow.releaseAfter &&
    !dispute;
  return {
    viewer,
    appointment: {
      id: a.id,
      status: a.status,
      status_display: APPOINTMENT_STATUS_LABELS[a.status],
      starts_at: a.startsAt.toISOString(),
      ends_at: a.endsAt.toISOString(),
      ...worded,
      time_zone: timeZone,
      completed_at: iso(a.completedAt),
      expert: { id: visit.expert.id, name: expertName },
      patient: { id: visit.patient.id, name: patientName },
    },
    price: money(escrow.amount),
    escrow: {
      id: escrow.id,
      status: escrow.status,
      status_display: ESCROW_STATUS_LABELS[escrow.status],
      held: money(held),
      refunded: money(escrow.refundedAmount),
      released_to_expert: money(escrow.releasedAmount),
      fee: money(escrow.feeAmount),
      fee_percent: escrow.feePercent,
      late_refund_percent: escrow.lateRefundPercent,
      expert_earnings: money(expertEarnings(escrow)),
      release_after: iso(escrow.releaseAfter),
      settled_at: iso(escrow.settledAt),
    },
    timeline: timelineOf(input.lines, escrow),
    receipt: {
      number: receiptNumberOf(escrow.id),
      issued_at: escrow.createdAt.toISOString(),
      payer: patientName,
      expert: expertName,
      description: `Consultation with ${expertName}, ${worded.date_formatted}, ${worded.time_range} (${timeZone})`,
      amount: money(escrow.amount),
    },
    dispute: dispute
      ? {
          id: dispute.id,
          status: dispute.status,
          status_display: DISPUTE_STATUS_LABELS[dispute.status],
          reason: dispute.reason,
          opened_at: dispute.createdAt.toISOString(),
          resolution_note: dispute.resolutionNote,
          refund: dispute.refundAmount === null ? null : money(dispute.refundAmount),
          resolved_at: iso(dispute.resolvedAt),
        }
      : null,
    can_dispute: canDispute,
    dispute_deadline: a.status === 'completed' ? iso(escrow.releaseAfter) : null,
    refund_policy: refundPolicy(escrow.lateRefundPercent, a.minNoticeHours),
  };
}
