import { useState } from 'react';
import { useParams } from 'react-router';
import { MessagesSquare, Plus } from 'lucide-react';
import { CONVERSATION_MESSAGES, MESSAGES } from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session-context';
import { notify } from '@/lib/notify';
import { useConversations } from '../api/get-conversations';
import { ConversationList } from '../components/conversation-list';
import { ConversationView } from '../components/conversation-view';
import { NewConversationDialog } from '../components/new-conversation-dialog';
import { PrivacySetting } from '../components/privacy-setting';
import { useLiveMessages } from '../lib/use-live-messages';

/** Rooms followed at once for live unread counts (the server allows 50 per connection). */
const LIVE_ROOMS_MAX = 40;

/** Lazy route module: /messages and /messages/:conversationId. On phones the list and the thread take turns. */
export function Component() {
  const { conversationId } = useParams();
  const activeId = conversationId === undefined ? null : Number(conversationId);
  const validId = activeId === null || (Number.isInteger(activeId) && activeId > 0);
  const { user } = useSession();
  const viewerId = user?.id ?? null;
  const conversations = useConversations();
  const [starting, setStarting] = useState(false);
  const list = conversations.data?.pages.flatMap((page) => page.items) ?? [];

  useLiveMessages([
    ...list.slice(0, LIVE_ROOMS_MAX).map((c) => c.id),
    ...(activeId && validId ? [activeId] : []),
  ]);

  const loadMore = () =>
    void conversations.fetchNextPage().then((result) => {
      if (result.isError) notify.error(CONVERSATION_MESSAGES.loadMoreFailed);
    });
  const refresh = () =>
    void conversations.refetch().then((result) => {
      if (result.isError) notify.error(CONVERSATION_MESSAGES.refreshFailed);
    });

  const listPane = (
    <QueryState
      query={conversations}
      loadingLabel="Loading conversations"
      skeleton={<Skeletons count={3} className="h-16" />}
      errorTitle={CONVERSATION_MESSAGES.conversationsLoadFailed}
      errorMessage={false}
      onRetry={refresh}
      isEmpty={() => list.length === 0}
      empty={
        <EmptyState
          icon={MessagesSquare}
          title="No conversations yet"
          description="Start one with a member you met in the community."
        />
      }
    >
      {() => (
        <ConversationList
          conversations={list}
          activeId={activeId}
          viewerId={viewerId}
          hasMore={conversations.hasNextPage}
          loadingMore={conversations.isFetchingNextPage}
          onLoadMore={loadMore}
        />
      )}
    </QueryState>
  );

  return (
    // The screen fills the viewport below the app header (h-16) and main's padding (py-6): the thread
    // scrolls inside it and the composer stays at the bottom, on a phone too (issue 15 item 7). The list
    // alone on a phone flows like any page.
    <div
      className={cn(
        'flex flex-col gap-4 md:h-[calc(100dvh-7rem)] md:min-h-[32rem]',
        activeId !== null && 'h-[calc(100dvh-7rem)] min-h-[24rem]',
      )}
    >
      <PageHeader
        className="mb-0 shrink-0"
        title="Messages"
        description={
          // With a conversation open a phone keeps its height for the thread.
          <span className={cn(activeId !== null && 'max-md:sr-only')}>
            Private conversations with other members.
          </span>
        }
        actions={
          <Button icon={Plus} onClick={() => setStarting(true)}>
            New conversation
          </Button>
        }
      />
      <div className="grid min-h-0 flex-1 grid-cols-1 grid-rows-[minmax(0,1fr)] gap-4 md:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)]">
        <div
          className={cn(
            'flex min-w-0 flex-col gap-4 md:min-h-0 md:overflow-y-auto',
            activeId !== null && 'hidden md:flex',
          )}
        >
          {listPane}
          <PrivacySetting />
        </div>
        <div
          className={cn(
            'flex min-h-0 min-w-0 flex-col overflow-hidden rounded-xl border border-line bg-surface',
            activeId === null && 'hidden md:flex',
          )}
        >
          {!validId ? (
            <div className="p-4">
              <Alert tone="error">{MESSAGES.invalidId}</Alert>
            </div>
          ) : activeId !== null ? (
            <ConversationView key={activeId} id={activeId} viewerId={viewerId} />
          ) : (
            <p className="m-auto p-6 text-sm text-ink-muted">Choose a conversation, or start a new one.</p>
          )}
        </div>
      </div>
      <NewConversationDialog open={starting} onOpenChange={setStarting} />
    </div>
  );
}
