import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ModerationCommentItem, ModerationMessageItem, ModerationPostItem } from '@fertilia/contracts';
import { Badge } from '@/components/ui/badge';
import type { QueueKind } from '../api/get-moderation-queue';
import { STATUS_LABELS, STATUS_TONES, formatDateTime, personLabel } from '../lib/labels';
import { DecisionActions } from './decision-actions';
import { ReportsList } from './reports-list';

type Shared =
  ModerationPostItem['post'] | ModerationCommentItem['comment'] | ModerationMessageItem['message'];

interface ShellProps {
  kind: QueueKind;
  item: Shared;
  heading: ReactNode;
  summary: Pick<ModerationPostItem, 'report_count' | 'reports' | 'first_reported_at' | 'last_reported_at'>;
  /** Decisions are offered in the open queue only; resolved entries are the record. */
  decidable: boolean;
  context?: ReactNode;
}

function QueueItemShell({ kind, item, heading, summary, decidable, context }: ShellProps) {
  const headingId = useId();
  const reports = summary.report_count;
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
          <time dateTime={summary.first_reported_at}>{formatDateTime(summary.first_reported_at)}</time>, last{' '}
          <time dateTime={summary.last_reported_at}>{formatDateTime(summary.last_reported_at)}</time>)
        </summary>
        <div className="mt-2">
          <ReportsList reports={summary.reports} total={reports} />
        </div>
      </details>
      {decidable && item.status !== 'removed' ? <DecisionActions kind={kind} id={item.id} /> : null}
    </article>
  );
}

export function PostQueueItem({ entry, decidable }: { entry: ModerationPostItem; decidable: boolean }) {
  const { post, ...summary } = entry;
  return (
    <QueueItemShell
      kind="posts"
      item={post}
      heading={post.title}
      summary={summary}
      decidable={decidable}
      context={<p className="text-sm text-ink-muted">Category: {post.category}</p>}
    />
  );
}

export function CommentQueueItem({ entry, decidable }: { entry: ModerationCommentItem; decidable: boolean }) {
  const { comment, ...summary } = entry;
  return (
    <QueueItemShell
      kind="comments"
      item={comment}
      heading={`Comment on “${comment.post_title}”`}
      summary={summary}
      decidable={decidable}
      context={
        <p className="text-sm">
          <Link
            to={`/community/posts/${comment.post_slug}`}
            className="text-brand-ink underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-focus"
          >
            Open the post
          </Link>
          {comment.parent_id !== null ? <span className="text-ink-muted"> · a reply</span> : null}
        </p>
      }
    />
  );
}

export function MessageQueueItem({ entry, decidable }: { entry: ModerationMessageItem; decidable: boolean }) {
  const { message, ...summary } = entry;
  return (
    <QueueItemShell
      kind="messages"
      item={message}
      heading={`Message #${message.id} in a conversation`}
      summary={summary}
      decidable={decidable}
      context={
        <p className="text-sm text-ink-muted">
          Only the reported message is shown; the rest of the conversation stays private.
        </p>
      }
    />
  );
}
