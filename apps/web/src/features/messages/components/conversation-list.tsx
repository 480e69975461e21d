import { Link } from 'react-router';
import type { Conversation } from '@fertilia/contracts';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { conversationName, formatSentAt } from '../lib/format';

interface ConversationListProps {
  conversations: Conversation[];
  activeId: number | null;
  viewerId: number | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** The member's conversations, most recent first, each with its unread count. */
export function ConversationList(props: ConversationListProps) {
  const { conversations, activeId, viewerId, hasMore, loadingMore, onLoadMore } = props;
  return (
    <nav aria-label="Conversations" className="flex flex-col gap-2">
      <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-surface">
        {conversations.map((conversation) => {
          const name = conversationName(conversation, viewerId);
          const last = conversation.last_message;
          const unread = conversation.unread_count;
          return (
            <li key={conversation.id}>
              <Link
                to={`/messages/${conversation.id}`}
                aria-current={conversation.id === activeId ? 'page' : undefined}
                className={cn(
                  'flex min-h-16 items-center gap-3 px-4 py-3 hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus',
                  conversation.id === activeId && 'bg-accent-soft',
                )}
              >
                <Avatar name={name} src={null} size="md" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className={cn('truncate', unread > 0 ? 'font-semibold' : 'font-medium')}>
                      {name}
                    </span>
                    <span className="shrink-0 text-xs text-ink-muted">
                      {formatSentAt(conversation.updated_at)}
                    </span>
                  </span>
                  <span className="flex items-center justify-between gap-2">
                    <span className="truncate text-sm text-ink-muted">
                      {last ? `${last.is_own ? 'You: ' : ''}${last.content}` : 'No messages yet'}
                    </span>
                    {unread > 0 ? (
                      <span
                        className="inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-brand px-1.5 text-xs font-semibold text-ink-inverse"
                        aria-label={`${unread} unread`}
                      >
                        {unread > 99 ? '99+' : unread}
                      </span>
                    ) : null}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {hasMore ? (
        <Button variant="secondary" onClick={onLoadMore} loading={loadingMore}>
          Load more conversations
        </Button>
      ) : null}
    </nav>
  );
}
