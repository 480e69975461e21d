import { useState, type ReactNode } from 'react';
import { ASSISTANT_MESSAGES, type AssistantSession, type AssistantStatus } from '@fertilia/contracts';
import { QueryError, QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { hasStatus } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useAssistantSession } from '../api/get-session';
import { useAssistantThread } from '../api/get-messages';
import { useUpdateSession } from '../api/update-session';
import { flattenThread } from '../lib/thread-cache';
import type { ContextChoice, PendingAsk } from '../lib/use-ask';
import { ChatHeader } from './chat-header';
import { Composer } from './composer';
import { ContextSwitches } from './context-switches';
import { Intro } from './intro';
import { Thread } from './thread';

/** What both kinds of pane share: the status, the question in flight, the composer's text and the actions. */
export interface ChatPaneProps {
  status: AssistantStatus | undefined;
  /** Whether she may tailor answers with her own data (patients only). */
  hasOwnData: boolean;
  /** The question in flight anywhere; only this pane's shows here. */
  pending: PendingAsk | null;
  text: string;
  onTextChange: (text: string) => void;
  onAsk: (content: string, choice?: ContextChoice) => void;
  onStop: () => void;
}

const OFF: ContextChoice = { use_my_context: false, share_context_with_model: false };

function Layout({
  header,
  thread,
  props,
  own,
}: {
  header: ReactNode;
  thread: ReactNode;
  props: ChatPaneProps;
  /** The question in flight in this conversation, if any. */
  own: PendingAsk | null;
}) {
  return (
    <section aria-label="Chat with the assistant" className="flex min-h-0 flex-1 flex-col">
      {header}
      {thread}
      <Composer
        value={props.text}
        onChange={props.onTextChange}
        onSend={(content) => props.onAsk(content)}
        answering={own !== null}
        waiting={props.pending !== null && own === null}
        onStop={props.onStop}
      />
    </section>
  );
}

/** A conversation not started yet: the intro and starters; her data choices wait for her first question. */
export function NewChatPane(props: ChatPaneProps) {
  const [choice, setChoice] = useState<ContextChoice>(OFF);
  const pending = props.pending?.sessionId === null ? props.pending : null;
  const ask = (content: string) => props.onAsk(content, choice);
  const consent = props.hasOwnData ? (
    <ContextSwitches value={choice} onChange={setChoice} status={props.status} />
  ) : undefined;
  return (
    <Layout
      props={{ ...props, onAsk: ask }}
      own={pending}
      header={<ChatHeader title="New chat" status={props.status} consent={consent} />}
      thread={
        <Thread
          messages={[]}
          pending={pending}
          hasMore={false}
          loadingMore={false}
          onLoadMore={() => undefined}
          empty={
            <Intro starters={props.status?.starter_questions} onAsk={ask} disabled={props.pending !== null} />
          }
        />
      }
    />
  );
}

/** One saved conversation: its header with her data choices, the thread and the composer. */
export function SessionPane({ id, ...props }: ChatPaneProps & { id: number }) {
  const session = useAssistantSession(id);
  return (
    <QueryState
      query={session}
      loadingLabel="Loading the conversation"
      loadingClassName="flex flex-col gap-3 p-4"
      skeleton={<Skeletons shapes={['h-8 w-1/2', 'h-24 w-2/3', 'h-16 w-1/2 self-end']} />}
      errorTitle={ASSISTANT_MESSAGES.conversationLoadFailed}
      renderError={(error, retry) => (
        <div className="flex flex-col gap-3 p-4">
          <ChatHeader title="Conversation" status={props.status} />
          <QueryError
            title={ASSISTANT_MESSAGES.conversationLoadFailed}
            message={
              hasStatus(error, 404) ? 'It may have been deleted. Start a new chat instead.' : undefined
            }
            onRetry={hasStatus(error, 404) ? undefined : retry}
          />
        </div>
      )}
    >
      {(data) => <SessionChat session={data} {...props} />}
    </QueryState>
  );
}

function SessionChat({ session, ...props }: ChatPaneProps & { session: AssistantSession }) {
  const thread = useAssistantThread(session.id);
  const update = useUpdateSession();
  const pending = props.pending?.sessionId === session.id ? props.pending : null;
  const choice: ContextChoice = update.isPending
    ? { ...session, ...update.variables.body }
    : { use_my_context: session.use_my_context, share_context_with_model: session.share_context_with_model };
  const consent = props.hasOwnData ? (
    <ContextSwitches
      value={{
        use_my_context: Boolean(choice.use_my_context),
        share_context_with_model: Boolean(choice.share_context_with_model),
      }}
      status={props.status}
      disabled={update.isPending}
      onChange={(body) =>
        update.mutate(
          { id: session.id, body },
          { onError: () => notify.error(ASSISTANT_MESSAGES.settingsFailed) },
        )
      }
    />
  ) : undefined;
  const ask = (question: string) => props.onAsk(question);

  return (
    <Layout
      props={props}
      own={pending}
      header={<ChatHeader title={session.title} status={props.status} consent={consent} />}
      thread={
        <QueryState
          query={thread}
          loadingLabel="Loading messages"
          loadingClassName="flex flex-1 flex-col gap-3 p-4"
          skeleton={<Skeletons shapes={['h-10 w-1/2 self-end', 'h-32 w-2/3']} />}
          errorTitle={ASSISTANT_MESSAGES.messagesLoadFailed}
          errorMessage={false}
          errorClassName="m-4"
        >
          {(data) => (
            <Thread
              messages={flattenThread(data)}
              pending={pending}
              hasMore={thread.hasNextPage}
              loadingMore={thread.isFetchingNextPage}
              onLoadMore={() =>
                void thread.fetchNextPage().then((r) => {
                  if (r.isError) notify.error(ASSISTANT_MESSAGES.messagesLoadFailed);
                })
              }
              empty={
                <Intro
                  starters={props.status?.starter_questions}
                  onAsk={ask}
                  disabled={props.pending !== null}
                />
              }
            />
          )}
        </QueryState>
      }
    />
  );
}
