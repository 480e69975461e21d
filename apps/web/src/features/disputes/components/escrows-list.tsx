import { Link } from 'react-router';
import { formatMoney, type EscrowAdmin, type EscrowPage } from '@fertilia/contracts';
import { Table, TableHeader, TBody, Td, Tr } from '@/components/ui/table';
import { formatDateTime, formatNumber } from '@/lib/format';
import { EscrowStatusBadge } from './money-badges';

const visitTime = (e: EscrowAdmin) =>
  e.appointment ? formatDateTime(e.appointment.starts_at) : 'Visit removed';
const nameOf = (p: EscrowAdmin['patient']) => p?.name ?? 'Deleted account';

/** What became of the money: refunded, paid out less the fee, or when it is released. */
function Outcome({ escrow }: { escrow: EscrowAdmin }) {
  if (escrow.status === 'held')
    return escrow.release_after ? (
      <span>Releases {formatDateTime(escrow.release_after)}</span>
    ) : (
      <span>Waiting for the visit</span>
    );
  if (escrow.status === 'disputed') return <span>Held until the dispute is decided</span>;
  const parts = [
    escrow.refunded_amount.amount > 0 ? `Refunded ${formatMoney(escrow.refunded_amount)}` : null,
    escrow.released_amount.amount > 0 ? `Paid ${formatMoney(escrow.released_amount)}` : null,
    escrow.fee_amount.amount > 0 ? `Fee ${formatMoney(escrow.fee_amount)}` : null,
  ].filter(Boolean);
  return <span>{parts.join(' · ')}</span>;
}

function PaymentLink({ escrow }: { escrow: EscrowAdmin }) {
  if (!escrow.appointment) return null;
  return (
    <Link
      to={`/payment-detail?appointment=${escrow.appointment.id}`}
      className="inline-flex min-h-11 items-center text-sm font-medium text-brand underline-offset-2 hover:underline"
      aria-label={`Payment details of escrow #${escrow.id}`}
    >
      Details
    </Link>
  );
}

/** The two sums finance watches: money waiting for its window, and money under dispute. */
export function EscrowTotals({ totals }: { totals: EscrowPage['totals'] }) {
  const card = (label: string, money: EscrowPage['totals']['held'], count: number) => (
    <div className="rounded-xl border border-line bg-surface p-4">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums text-ink">{formatMoney(money)}</dd>
      <dd className="text-sm text-ink-muted">
        {formatNumber(count)} visit{count === 1 ? '' : 's'}
      </dd>
    </div>
  );
  return (
    <dl className="grid gap-3 sm:grid-cols-2" aria-label="Escrow totals">
      {card('Held', totals.held, totals.held_count)}
      {card('Disputed', totals.disputed, totals.disputed_count)}
    </dl>
  );
}

/** Escrows as cards on phones and a table from md up, each linking to its payment's page. */
export function EscrowsList({ escrows }: { escrows: EscrowAdmin[] }) {
  return (
    <>
      <ul className="flex flex-col gap-3 md:hidden" aria-label="Escrows">
        {escrows.map((e) => (
          <li key={e.id} className="rounded-xl border border-line bg-surface p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold text-ink">{formatMoney(e.amount)}</p>
                <p className="text-sm text-ink-muted">{visitTime(e)}</p>
              </div>
              <EscrowStatusBadge status={e.status} />
            </div>
            <p className="mt-2 text-sm text-ink">
              {nameOf(e.patient)} <span className="text-ink-muted">with</span> {nameOf(e.expert)}
            </p>
            <p className="mt-1 text-sm text-ink-muted">
              <Outcome escrow={e} />
              {e.dispute_id ? ` · Dispute #${e.dispute_id}` : ''}
            </p>
            <PaymentLink escrow={e} />
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <Table aria-label="Escrows">
          <TableHeader
            columns={['Visit', 'Patient', 'Expert', 'Amount', 'Status', 'Outcome', 'Dispute']}
            actions
          />
          <TBody>
            {escrows.map((e) => (
              <Tr key={e.id}>
                <Td className="whitespace-nowrap">{visitTime(e)}</Td>
                <Td>{nameOf(e.patient)}</Td>
                <Td>{nameOf(e.expert)}</Td>
                <Td className="whitespace-nowrap font-medium tabular-nums">{formatMoney(e.amount)}</Td>
                <Td>
                  <EscrowStatusBadge status={e.status} />
                </Td>
                <Td className="text-ink-muted">
                  <Outcome escrow={e} />
                </Td>
                <Td className="text-ink-muted">{e.dispute_id ? `#${e.dispute_id}` : '—'}</Td>
                <Td className="text-right">
                  <PaymentLink escrow={e} />
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      </div>
    </>
  );
}
