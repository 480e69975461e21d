import { Link } from 'react-router';
import type { SupportMessageSummary } from '@fertilia/contracts';
import { StatusBadge } from './status-badge';
import { formatDateTime } from '@/lib/format';

/** The inbox rows: sender, first line, status and reply count; each opens its thread. */
export function MessagesList({ messages }: { messages: SupportMessageSummary[] }) {
  return (
    <ul aria-label="Messages" className="divide-y divide-line rounded-xl border border-line bg-surface">
      {messages.map((message) => (
        <li key={message.id}>
          <Link
            to={`/admin/support/${message.id}`}
            className="flex flex-col gap-1 p-4 hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus sm:flex-row sm:items-start sm:gap-4"
          >
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-ink">{message.name}</span>
                <span className="truncate text-sm text-ink-muted">{message.email}</span>
              </p>
              <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{message.preview}</p>
            </div>
            <div className="flex shrink-0 items-center gap-3 text-sm text-ink-muted sm:flex-col sm:items-end sm:gap-1">
              <StatusBadge status={message.status} />
              <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
              <span>
                {message.reply_count} {message.reply_count === 1 ? 'reply' : 'replies'}
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
