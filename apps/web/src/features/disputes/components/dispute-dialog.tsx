import {
  DISPUTE_STATUS_LABELS,
  JOURNAL_ENTRY_LABELS,
  formatMoney,
  type DisputeDetail,
  type Money,
} from '@fertilia/contracts';
import { Link } from 'react-router';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useDispute } from '../api/get-dispute';
import { DisputeStatusBadge, EscrowStatusBadge } from './money-badges';
import { ResolveDisputeForm } from './resolve-dispute-form';

export const DISPUTE_LOAD_FAILED = 'Could not load this dispute';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="text-sm text-ink">{children}</dd>
    </div>
  );
}

const signed = (money: Money) => `${money.amount > 0 ? '+' : ''}${formatMoney(money)}`;

function DisputeFacts({ dispute }: { dispute: DisputeDetail }) {
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Fact label="Visit">
          {dispute.appointment ? formatDateTime(dispute.appointment.starts_at) : 'Visit removed'}
        </Fact>
        <Fact label="Patient">{dispute.patient?.name ?? 'Deleted account'}</Fact>
        <Fact label="Expert">{dispute.expert?.name ?? 'Deleted account'}</Fact>
        <Fact label="Paid">{formatMoney(dispute.amount)}</Fact>
        <Fact label="Held now">{formatMoney(dispute.held)}</Fact>
        <Fact label="Escrow">
          <EscrowStatusBadge status={dispute.escrow_status} />
        </Fact>
      </dl>
      <section aria-labelledby={`reason-${dispute.id}`} className="flex flex-col gap-1">
        <h3 id={`reason-${dispute.id}`} className="text-sm font-semibold text-ink">
          The patient’s reason
        </h3>
        <p className="rounded-lg bg-subtle p-3 text-sm whitespace-pre-wrap text-ink">{dispute.reason}</p>
        <p className="text-xs text-ink-muted">Opened {formatDateTime(dispute.created_at)}</p>
      </section>
      <section aria-labelledby={`ledger-${dispute.id}`} className="flex flex-col gap-2">
        <h3 id={`ledger-${dispute.id}`} className="text-sm font-semibold text-ink">
          Escrow movements
        </h3>
        <ul className="divide-y divide-line rounded-lg border border-line text-sm">
          {dispute.movements.map((m) => (
            <li
              key={`${m.entry_id}-${m.amount.amount}`}
              className="flex items-center justify-between gap-3 p-3"
            >
              <span className="min-w-0">
                <span className="block font-medium text-ink">{JOURNAL_ENTRY_LABELS[m.kind]}</span>
                <span className="block text-xs text-ink-muted">{formatDateTime(m.created_at)}</span>
              </span>
              <span className="font-medium whitespace-nowrap tabular-nums">{signed(m.amount)}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function Decision({ dispute }: { dispute: DisputeDetail }) {
  const currency = dispute.amount.currency;
  return (
    <section
      aria-label="Decision"
      className="flex flex-col gap-3 rounded-xl border border-line bg-subtle/50 p-4"
    >
      <p className="text-sm font-semibold text-ink">{DISPUTE_STATUS_LABELS[dispute.status]}</p>
      <dl className="grid grid-cols-3 gap-3">
        <Fact label="Refunded">{formatMoney(dispute.refund_amount ?? { amount: 0, currency })}</Fact>
        <Fact label="To the expert">{formatMoney(dispute.released_amount)}</Fact>
        <Fact label="Fee">{formatMoney(dispute.fee_amount)}</Fact>
      </dl>
      <p className="text-sm whitespace-pre-wrap text-ink">{dispute.resolution_note}</p>
      <p className="text-xs text-ink-muted">
        {dispute.resolved_by?.name ?? 'A former staff member'}
        {dispute.resolved_at ? `, ${formatDateTime(dispute.resolved_at)}` : ''}
      </p>
    </section>
  );
}

/** One dispute: its parties, money, reason and ledger, and the decision (or the form to make it). */
export function DisputeDialog({ disputeId, onClose }: { disputeId: number | null; onClose: () => void }) {
  const dispute = useDispute(disputeId);
  return (
    <Dialog open={disputeId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeading
          title={disputeId ? `Dispute #${disputeId}` : 'Dispute'}
          description="The payment stays held until you decide. Your decision is audited and e-mailed to both sides."
        />
        <QueryState
          query={dispute}
          loadingLabel="Loading the dispute"
          skeleton={<Skeletons shapes={['h-20 w-full', 'h-16 w-full', 'h-24 w-full']} />}
          errorTitle={DISPUTE_LOAD_FAILED}
        >
          {(d) => (
            <div className="flex flex-col gap-6">
              <div className="flex flex-wrap items-center gap-2">
                <DisputeStatusBadge status={d.status} />
                {d.appointment ? (
                  <Link
                    to={`/payment-detail?appointment=${d.appointment.id}`}
                    className="text-sm font-medium text-brand underline-offset-2 hover:underline"
                  >
                    Payment details
                  </Link>
                ) : null}
              </div>
              <DisputeFacts dispute={d} />
              {d.status === 'open' ? (
                <ResolveDisputeForm dispute={d} onResolved={onClose} />
              ) : (
                <Decision dispute={d} />
              )}
            </div>
          )}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
