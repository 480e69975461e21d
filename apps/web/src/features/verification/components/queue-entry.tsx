import { useId } from 'react';
import { ROLE_LABELS, type VerificationQueueItem } from '@fertilia/contracts';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatDateTime, formatRelativeTime } from '@/lib/format';
import { fullName } from '../lib/status';
import { DecisionActions } from './decision-actions';
import { DetailList } from './detail-list';

const OUTCOMES = {
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Refused', tone: 'danger' },
} as const;

/** One submission as the reviewer checks it: who sent it, the licence, and the decision or the buttons. */
export function QueueEntry({ entry }: { entry: VerificationQueueItem }) {
  const headingId = useId();
  const { applicant } = entry;
  const outcome = entry.outcome ? OUTCOMES[entry.outcome] : null;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 shadow-xs sm:p-5"
    >
      <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words text-ink">
            {fullName(applicant)}
          </h2>
          <p className="text-sm break-words text-ink-muted">
            @{applicant.username} · <span className="break-words">{applicant.email}</span>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <Badge tone="info">{ROLE_LABELS[applicant.role]}</Badge>
          {outcome ? (
            <Badge tone={outcome.tone}>{outcome.label}</Badge>
          ) : (
            <Badge tone="warning">Waiting</Badge>
          )}
        </div>
      </header>
      <DetailList
        className="grid-cols-2 rounded-lg bg-subtle p-3 sm:p-4 lg:grid-cols-3"
        details={[
          { label: 'Licence number', value: <span className="font-mono">{entry.license_number}</span> },
          { label: 'Issuing body', value: entry.issuing_body },
          { label: 'Licence country', value: entry.license_country },
          { label: 'Account country', value: applicant.country ?? 'Not given' },
          {
            label: 'Account created',
            value: (
              <time dateTime={applicant.created_at}>
                {formatDate(applicant.created_at)} ({formatRelativeTime(applicant.created_at)})
              </time>
            ),
          },
          {
            label: 'Submitted',
            value: <time dateTime={entry.submitted_at}>{formatDateTime(entry.submitted_at)}</time>,
          },
          { label: 'Note', value: entry.note || 'No note', wide: true },
        ]}
      />
      {outcome ? (
        <div className="flex flex-col gap-1 text-sm">
          <p className="text-ink-muted">
            {outcome.label}
            {entry.reviewed_at ? (
              <>
                {' '}
                on <time dateTime={entry.reviewed_at}>{formatDateTime(entry.reviewed_at)}</time>
              </>
            ) : null}
          </p>
          {entry.reason ? (
            <p className="break-words whitespace-pre-line text-ink">
              <span className="font-medium">Reason: </span>
              {entry.reason}
            </p>
          ) : null}
        </div>
      ) : (
        <DecisionActions entry={entry} />
      )}
    </article>
  );
}
