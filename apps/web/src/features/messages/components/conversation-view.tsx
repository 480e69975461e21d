import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, LogOut } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { CONVERSATION_MESSAGES, type ChatMessage, type Conversation } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryError, QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { ApiError, hasStatus } from '@/lib/api-client';
import { useBreadcrumbTitle } from '@/lib/breadcrumb-title';
import { notify } from '@/lib/notify';
import { useConversation } from '../api/get-conversation';
import { useThread } from '../api/get-messages';
import { messageKeys } from '../api/keys';
import { useLeaveConversation } from '../api/leave-conversation';
import { markConversationRead } from '../api/mark-conversation-read';
import { useSendMessage } from '../api/send-message';
import { conversationName } from '../lib/format';
import { flattenThread } from '../lib/thread-cache';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { ReportMessageDialog } from './report-message-dialog';

/** One conversation: its header, the thread and the composer. */
export function ConversationView({ id, viewerId }: { id: number; viewerId: number | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const conversation = useConversation(id);
  useBreadcrumbTitle(
    conversation.isError ? null : conversation.data && conversationName(conversation.data, viewerId),
  );
  const thread = useThread(id);
  const send = useSendMessage(id);
  const leave = useLeaveConversation();
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [reporting, setReporting] = useState<number | null>(null);
  const messages = flattenThread(thread.data);
  const newestFromOthers = messages.filter((m) => !m.is_own).at(-1)?.id;

  // Seen on screen = read: mark it whenever a newer message from someone else is shown.
  useEffect(() => {
    if (newestFromOthers === undefined && !conversation.data?.unread_count) return;
    markConversationRead(id).then(
      () => queryClient.invalidateQueries({ queryKey: messageKeys.conversations() }),
      () => undefined,
    );
  }, [id, newestFromOthers, conversation.data?.unread_count, queryClient]);

  const back = (
    // On a phone the arrow alone (named for screen readers) leaves the conversation's name room to show.
    <Button asChild variant="ghost" size="sm" className="min-w-11 px-2 md:hidden">
      <Link to="/messages">
        <ArrowLeft aria-hidden="true" />
        <span className="sr-only">Conversations</span>
      </Link>
    </Button>
  );

  const onSend = async (content: string) => {
    try {
      // No toast: the message itself appearing in the thread is the confirmation (issue 15 item 7).
      await send.mutateAsync({ content });
    } catch (error) {
      // A recipient's privacy choice (403) is worth telling as it is; anything else is the spec's text.
      notify.error(
        error instanceof ApiError && error.status === 403 ? error.message : CONVERSATION_MESSAGES.sendFailed,
      );
      throw error;
    }
  };
  const onLeave = () =>
    leave.mutate(id, {
      onSuccess: (reply) => {
        notify.success(reply.message);
        setConfirmLeave(false);
        void navigate('/messages');
      },
      onError: () => notify.error(CONVERSATION_MESSAGES.leaveFailed),
    });

  const view = (data: Conversation) => {
    const name = conversationName(data, viewerId);
    return (
      <section aria-label={`Conversation with ${name}`} className="flex min-h-0 flex-1 flex-col">
        <header className="flex shrink-0 items-center gap-2 border-b border-line p-3">
          {back}
          <div className="min-w-0 flex-1">
            <h2 className="truncate text-base font-semibold">{name}</h2>
            <p className="truncate text-xs text-ink-muted">
              {data.type === 'direct'
                ? 'Private conversation'
                : `${data.participants.length} ${data.participants.length === 1 ? 'person' : 'people'}`}
            </p>
          </div>
          <Button
            icon={LogOut}
            variant="ghost"
            size="sm"
            className="max-sm:min-w-11"
            onClick={() => setConfirmLeave(true)}
          >
            <span className="max-sm:sr-only">Leave</span>
          </Button>
        </header>
        <QueryState
          query={thread}
          loadingLabel="Loading messages"
          loadingClassName="flex flex-1 flex-col gap-3 p-4"
          skeleton={<Skeletons shapes={['h-10 w-2/3', 'h-10 w-1/2 self-end']} />}
          errorTitle={CONVERSATION_MESSAGES.messagesLoadFailed}
          errorMessage={false}
          errorClassName="m-4"
        >
          {() => (
            <MessageList
              messages={messages}
              hasOlder={thread.hasNextPage}
              loadingOlder={thread.isFetchingNextPage}
              onLoadOlder={() =>
                void thread.fetchNextPage().then((r) => {
                  if (r.isError) notify.error(CONVERSATION_MESSAGES.messagesLoadFailed);
                })
              }
              onReport={(message: ChatMessage) => setReporting(message.id)}
            />
          )}
        </QueryState>
        <Composer onSend={onSend} disabled={thread.isError && !thread.data} />
        <ConfirmDialog
          open={confirmLeave}
          onOpenChange={setConfirmLeave}
          title="Leave this conversation?"
          description="You will no longer see its messages or be notified about it."
          confirmLabel="Leave conversation"
          onConfirm={onLeave}
          pending={leave.isPending}
          destructive
        />
        <ReportMessageDialog messageId={reporting} onOpenChange={(open) => !open && setReporting(null)} />
      </section>
    );
  };

  return (
    <QueryState
      query={conversation}
      loadingLabel="Loading the conversation"
      loadingClassName="flex flex-col gap-3 p-4"
      skeleton={<Skeletons shapes={['h-8 w-1/2', 'h-40']} />}
      errorTitle={CONVERSATION_MESSAGES.conversationLoadFailed}
      renderError={(error, retry) => {
        const missing = hasStatus(error, 404);
        return (
          <div className="flex flex-col gap-3 p-4">
            {back}
            <QueryError
              title={CONVERSATION_MESSAGES.conversationLoadFailed}
              message={missing ? CONVERSATION_MESSAGES.conversationNotFound : undefined}
              onRetry={missing ? undefined : retry}
            />
          </div>
        );
      }}
    >
      {view}
    </QueryState>
  );
}
