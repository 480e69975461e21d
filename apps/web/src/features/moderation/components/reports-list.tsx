import type { ModerationReport } from '@fertilia/contracts';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import { OUTCOME_LABELS, personLabel } from '../lib/labels';

/** The newest reports of one item: who reported it, why and when, and the outcome once decided. */
export function ReportsList({ reports, total }: { reports: ModerationReport[]; total: number }) {
  const hidden = total - reports.length;
  return (
    <div className="flex flex-col gap-2">
      <ul aria-label="Reports" className="flex flex-col gap-2">
        {reports.map((report) => (
          <li key={report.id} className="rounded-lg bg-subtle p-3 text-sm">
            <p className="break-words whitespace-pre-wrap text-ink">{report.reason}</p>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted">
              <span>{report.reporter ? personLabel(report.reporter) : 'Deleted account'}</span>
              <time dateTime={report.created_at}>{formatDateTime(report.created_at)}</time>
              {report.decision ? <Badge>{OUTCOME_LABELS[report.decision]}</Badge> : null}
            </p>
            {report.decision_reason ? (
              <p className="mt-1 text-xs break-words text-ink-muted">
                Moderator&apos;s note: {report.decision_reason}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {hidden > 0 ? <p className="text-xs text-ink-muted">and {hidden} older reports</p> : null}
    </div>
  );
}
