import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import { STATUS_LABELS, STATUS_TONES, personLabel } from '../lib/labels';
import { itemOf, type QueueEntry, type QueueKind } from '../lib/queue-kinds';
import { DecisionActions } from './decision-actions';
import { ReportsList } from './reports-list';

/** What only one kind of item shows: its heading and a line of context under the author. */
function describe(entry: QueueEntry): { heading: string; context: ReactNode } {
  if ('post' in entry)
    return {
      heading: entry.post.title,
      context: <p className="text-sm text-ink-muted">Category: {entry.post.category}</p>,
    };
  if ('comment' in entry) {
    const { comment } = entry;
    return {
      heading: `Comment on “${comment.post_title}”`,
      context: (
        <p className="text-sm">
          <Link
            to={`/community/posts/${comment.post_slug}`}
            className="text-brand-ink underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-focus"
          >
            Open the post
          </Link>
          {comment.parent_id !== null ? <span className="text-ink-muted"> · a reply</span> : null}
        </p>
      ),
    };
  }
  return {
    heading: `Message #${entry.message.id} in a conversation`,
    context: (
      <p className="text-sm text-ink-muted">
        Only the reported message is shown; the rest of the conversation stays private.
      </p>
    ),
  };
}

interface QueueItemProps {
  kind: QueueKind;
  entry: QueueEntry;
  /** Decisions are offered in the open queue only; resolved entries are the record. */
  decidable: boolean;
}

/** One reported item of any queue: what it is, who wrote it, its state, its reports and the decisions. */
export function QueueItem({ kind, entry, decidable }: QueueItemProps) {
  const headingId = useId();
  const item = itemOf(entry);
  const { heading, context } = describe(entry);
  const reports = entry.report_count;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold break-words text-ink">
            {heading}
          </h2>
          <p className="mt-0.5 text-sm text-ink-muted">
            By {personLabel(item.author)} ·{' '}
            <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
          </p>
          {context}
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <Badge tone={STATUS_TONES[item.status]}>{STATUS_LABELS[item.status]}</Badge>
          {'is_anonymous' in item && item.is_anonymous ? <Badge tone="info">Posted anonymously</Badge> : null}
          <Badge tone="warning">
            {reports} {reports === 1 ? 'report' : 'reports'}
          </Badge>
        </div>
      </div>
      <p className="line-clamp-6 text-sm break-words whitespace-pre-wrap text-ink">{item.content}</p>
      {item.moderation_reason ? (
        <p className="text-sm text-ink-muted">Removal reason: {item.moderation_reason}</p>
      ) : null}
      <details className="group" open={decidable}>
        <summary className="cursor-pointer text-sm font-medium text-ink focus-visible:outline-2 focus-visible:outline-focus">
          Reports (first{' '}
          <time dateTime={entry.first_reported_at}>{formatDateTime(entry.first_reported_at)}</time>, last{' '}
          <time dateTime={entry.last_reported_at}>{formatDateTime(entry.last_reported_at)}</time>)
        </summary>
        <div className="mt-2">
          <ReportsList reports={entry.reports} total={reports} />
        </div>
      </details>
      {decidable && item.status !== 'removed' ? <DecisionActions kind={kind} id={item.id} /> : null}
    </article>
  );
}
