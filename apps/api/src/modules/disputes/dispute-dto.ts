import {
  realName,
  type Dispute,
  type DisputeDetail,
  type EscrowAdmin,
  type EscrowMovement,
  type MoneyParty,
} from '@fertilia/contracts';
import { present, type DisputeView, type EscrowView, type PersonRow } from './disputes-repo';

/** The name finance and the parties read on a money record: the real name, else the username. */
export const personName = (p: Pick<PersonRow, 'firstName' | 'lastName' | 'username'>): string =>
  realName({ first_name: p.firstName, last_name: p.lastName }) || p.username;

function party(joined: Parameters<typeof present>[0]): MoneyParty {
  const p = present(joined);
  return p ? { id: p.id, name: personName(p) } : null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const visitOf = (a: DisputeView['appointment']) =>
  a
    ? { id: a.id, starts_at: a.startsAt.toISOString(), ends_at: a.endsAt.toISOString(), status: a.status }
    : null;

export function toDispute(view: DisputeView): Dispute {
  const { dispute: d, escrow: e } = view;
  const money = (amount: number) => ({ amount, currency: e.currency });
  return {
    id: d.id,
    status: d.status,
    reason: d.reason,
    appointment: visitOf(view.appointment),
    patient: party(view.patient),
    expert: party(view.expert),
    escrow_id: e.id,
    escrow_status: e.status,
    amount: money(e.amount),
    refund_amount: d.refundAmount === null ? null : money(d.refundAmount),
    resolution_note: d.resolutionNote,
    resolved_by: party(view.resolver),
    resolved_at: iso(d.resolvedAt),
    created_at: d.createdAt.toISOString(),
  };
}

type Line = { entryId: number; kind: EscrowMovement['kind']; memo: string; amount: number; createdAt: Date };

/** The escrow's lines as money in (+) and out (−) of it: the account counts credits up. */
export function toDisputeDetail(view: DisputeView, lines: Line[]): DisputeDetail {
  const { escrow: e } = view;
  const money = (amount: number) => ({ amount, currency: e.currency });
  const movements = lines.map((l) => ({
    entry_id: l.entryId,
    kind: l.kind,
    memo: l.memo,
    amount: money(-l.amount),
    created_at: l.createdAt.toISOString(),
  }));
  return {
    ...toDispute(view),
    held: money(heldIn(lines)),
    fee_percent: e.feePercent,
    released_amount: money(e.releasedAmount),
    fee_amount: money(e.feeAmount),
    release_after: iso(e.releaseAfter),
    movements,
  };
}

/** What an escrow account holds: the sum of its lines, read on the credit side. */
export const heldIn = (lines: { amount: number }[]): number => -lines.reduce((sum, l) => sum + l.amount, 0);

export function toEscrowAdmin(view: EscrowView): EscrowAdmin {
  const { escrow: e } = view;
  const money = (amount: number) => ({ amount, currency: e.currency });
  return {
    id: e.id,
    appointment: visitOf(view.appointment),
    patient: party(view.patient),
    expert: party(view.expert),
    amount: money(e.amount),
    status: e.status,
    refunded_amount: money(e.refundedAmount),
    released_amount: money(e.releasedAmount),
    fee_amount: money(e.feeAmount),
    release_after: iso(e.releaseAfter),
    settled_at: iso(e.settledAt),
    dispute_id: view.disputeId,
    created_at: e.createdAt.toISOString(),
  };
}
