import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Bot } from 'lucide-react';
import { ASSISTANT_MESSAGES, type AssistantSession } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { notify } from '@/lib/notify';
import { useDeleteSession } from '../api/delete-session';
import { useAssistantSessions } from '../api/get-sessions';
import { ASSISTANT_PATH, NEW_CHAT, conversationPath } from '../lib/paths';
import { RenameDialog } from './rename-dialog';
import { SessionList } from './session-list';

/** Her conversations, 20 at a time, with rename (a dialog) and delete (after asking). */
export function ConversationsPane({ activeId }: { activeId: number | null }) {
  const navigate = useNavigate();
  const sessions = useAssistantSessions();
  const list = sessions.data?.pages.flatMap((page) => page.sessions) ?? [];
  const remove = useDeleteSession();
  const [renaming, setRenaming] = useState<AssistantSession | null>(null);
  const [deleting, setDeleting] = useState<AssistantSession | null>(null);

  const onDelete = () => {
    const target = deleting;
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: (reply) => {
        notify.success(reply.message);
        setDeleting(null);
        if (target.id === activeId) void navigate(ASSISTANT_PATH);
      },
      onError: () => notify.error(ASSISTANT_MESSAGES.deleteFailed),
    });
  };

  return (
    <>
      <QueryState
        query={sessions}
        loadingLabel="Loading conversations"
        skeleton={<Skeletons count={4} className="h-14" />}
        errorTitle={ASSISTANT_MESSAGES.conversationsLoadFailed}
        errorMessage={false}
        onRetry={() =>
          void sessions.refetch().then((r) => {
            if (r.isError) notify.error(ASSISTANT_MESSAGES.refreshFailed);
          })
        }
        isEmpty={() => list.length === 0}
        empty={
          <EmptyState
            icon={Bot}
            title="No conversations yet"
            description="Ask your first question: your conversations are kept here to come back to."
            className="md:py-8"
            action={
              // On a desktop the new chat is already open beside the list.
              <Button asChild className="md:hidden">
                <Link to={conversationPath(NEW_CHAT)}>Ask a question</Link>
              </Button>
            }
          />
        }
      >
        {() => (
          <SessionList
            sessions={list}
            activeId={activeId}
            hasMore={sessions.hasNextPage}
            loadingMore={sessions.isFetchingNextPage}
            onLoadMore={() =>
              void sessions.fetchNextPage().then((r) => {
                if (r.isError) notify.error(ASSISTANT_MESSAGES.loadMoreFailed);
              })
            }
            onRename={setRenaming}
            onDelete={setDeleting}
          />
        )}
      </QueryState>
      <RenameDialog session={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this conversation?"
        description="Its questions, answers and your ratings are deleted. This cannot be undone."
        confirmLabel="Delete conversation"
        destructive
        pending={remove.isPending}
        onConfirm={onDelete}
      />
    </>
  );
}
