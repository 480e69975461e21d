import { Link } from 'react-router';
import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import type { AssistantSession } from '@fertilia/contracts';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { formatRelativeTime } from '@/lib/format';
import { conversationPath } from '../lib/paths';

interface SessionListProps {
  sessions: AssistantSession[];
  activeId: number | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onRename: (session: AssistantSession) => void;
  onDelete: (session: AssistantSession) => void;
}

/** Her conversations with the assistant, most recently active first, each with rename and delete. */
export function SessionList(props: SessionListProps) {
  const { sessions, activeId, hasMore, loadingMore, onLoadMore, onRename, onDelete } = props;
  return (
    <nav aria-label="Assistant conversations" className="flex flex-col gap-2">
      <ul className="flex flex-col divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface">
        {sessions.map((session) => {
          const active = session.id === activeId;
          return (
            <li key={session.id} className={cn('flex items-center gap-1 pr-1', active && 'bg-brand-soft')}>
              <Link
                to={conversationPath(session.id)}
                aria-current={active ? 'page' : undefined}
                className="flex min-h-14 min-w-0 flex-1 flex-col justify-center px-4 py-2.5 hover:bg-subtle focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus"
              >
                <span className={cn('truncate text-sm', active ? 'font-semibold' : 'font-medium')}>
                  {session.title}
                </span>
                <span className="text-xs text-ink-muted">
                  {formatRelativeTime(session.updated_at)}
                  {session.message_count > 0
                    ? ` · ${session.message_count} ${session.message_count === 1 ? 'message' : 'messages'}`
                    : ''}
                </span>
              </Link>
              <DropdownMenu>
                <DropdownMenuTrigger
                  aria-label={`Actions for ${session.title}`}
                  className={buttonVariants({ variant: 'ghost', size: 'icon' })}
                >
                  <MoreHorizontal aria-hidden="true" />
                </DropdownMenuTrigger>
                <DropdownMenuContent>
                  <DropdownMenuItem onSelect={() => onRename(session)}>
                    <Pencil aria-hidden="true" /> Rename
                  </DropdownMenuItem>
                  <DropdownMenuItem destructive onSelect={() => onDelete(session)}>
                    <Trash2 aria-hidden="true" /> Delete
                  </DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            </li>
          );
        })}
      </ul>
      {hasMore ? (
        <Button variant="secondary" onClick={onLoadMore} loading={loadingMore}>
          Load more
        </Button>
      ) : null}
    </nav>
  );
}
