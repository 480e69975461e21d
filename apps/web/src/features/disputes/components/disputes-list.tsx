import { formatMoney, type Dispute } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Table, TableHeader, TBody, Td, Tr } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { DisputeStatusBadge } from './money-badges';

const visitTime = (d: Dispute) => (d.appointment ? formatDateTime(d.appointment.starts_at) : 'Visit removed');
const nameOf = (p: Dispute['patient']) => p?.name ?? 'Deleted account';

interface DisputesListProps {
  disputes: Dispute[];
  onOpen: (id: number) => void;
}

/** Disputes as a table from md up and as cards on phones; each opens its detail and decision. */
export function DisputesList({ disputes, onOpen }: DisputesListProps) {
  const review = (d: Dispute) => (
    <Button
      size="sm"
      variant={d.status === 'open' ? 'primary' : 'secondary'}
      onClick={() => onOpen(d.id)}
      aria-label={`${d.status === 'open' ? 'Review' : 'View'} dispute #${d.id}`}
    >
      {d.status === 'open' ? 'Review' : 'View'}
    </Button>
  );
  return (
    <>
      <ul className="flex flex-col gap-3 md:hidden" aria-label="Disputes">
        {disputes.map((d) => (
          <li key={d.id} className="rounded-xl border border-line bg-surface p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold text-ink">{formatMoney(d.amount)}</p>
                <p className="text-sm text-ink-muted">{visitTime(d)}</p>
              </div>
              <DisputeStatusBadge status={d.status} />
            </div>
            <p className="mt-2 text-sm text-ink">
              {nameOf(d.patient)} <span className="text-ink-muted">with</span> {nameOf(d.expert)}
            </p>
            <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{d.reason}</p>
            <div className="mt-3 flex items-center justify-between gap-3">
              <p className="text-xs text-ink-muted">Opened {formatDateTime(d.created_at)}</p>
              {review(d)}
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <Table aria-label="Disputes">
          <TableHeader
            columns={['Visit', 'Patient', 'Expert', 'Held', 'Reason', 'Status', 'Opened']}
            actions
          />
          <TBody>
            {disputes.map((d) => (
              <Tr key={d.id}>
                <Td className="whitespace-nowrap">{visitTime(d)}</Td>
                <Td>{nameOf(d.patient)}</Td>
                <Td>{nameOf(d.expert)}</Td>
                <Td className="whitespace-nowrap font-medium tabular-nums">{formatMoney(d.amount)}</Td>
                <Td className="max-w-xs">
                  <span className="line-clamp-2 text-ink-muted">{d.reason}</span>
                </Td>
                <Td>
                  <DisputeStatusBadge status={d.status} />
                </Td>
                <Td className="whitespace-nowrap text-ink-muted">{formatDateTime(d.created_at)}</Td>
                <Td className="text-right">{review(d)}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      </div>
    </>
  );
}
