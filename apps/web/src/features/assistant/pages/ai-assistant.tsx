import { useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { MESSAGES, type AssistantSession } from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session-context';
import { useAssistantStatus } from '../api/get-status';
import { NewChatPane, SessionPane, type ChatPaneProps } from '../components/chat-pane';
import { ConversationsPane } from '../components/conversations-pane';
import { PlanRequired } from '../components/plan-required';
import type { AssistantAccess } from '../lib/access';
import { NEW_CHAT, conversationPath, selectionOf } from '../lib/paths';
import { useAsk, type ContextChoice } from '../lib/use-ask';

const header = (
  <PageHeader
    className="mb-0 shrink-0"
    title="AI Assistant"
    description={
      <span className="max-md:sr-only">
        Answers from our reviewed sources, each one cited, for you to open.
      </span>
    }
    actions={
      <Button asChild>
        <Link to={conversationPath(NEW_CHAT)}>
          <Plus aria-hidden="true" />
          New chat
        </Link>
      </Button>
    }
  />
);

/** /ai-assistant: her conversations with the assistant beside the open one; on a phone they take turns. */
export function AssistantPage({ access }: { access: AssistantAccess }) {
  if (access.kind === 'checking') return <PageSpinner label="Loading the assistant" />;
  if (access.kind === 'needs-plan') {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title="AI Assistant" />
        <PlanRequired planName={access.planName} />
      </div>
    );
  }
  return <Workspace />;
}

function Workspace() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const selection = selectionOf(params.get('c'));
  const activeId = selection.kind === 'session' ? selection.id : null;
  const status = useAssistantStatus();

  // One text box, remembered for the conversation it was typed in; her question comes back to it on failure.
  const key = activeId === null ? NEW_CHAT : String(activeId);
  const [draft, setDraft] = useState({ key, text: '' });
  const onCreated = useCallback(
    (session: AssistantSession) => {
      setDraft((d) => (d.key === NEW_CHAT ? { ...d, key: String(session.id) } : d));
      void navigate(conversationPath(session.id), { replace: true });
    },
    [navigate],
  );
  const { pending, ask, stop } = useAsk({ onCreated });
  const onAsk = (content: string, choice?: ContextChoice) => {
    setDraft({ key, text: '' });
    ask(activeId, content, choice).catch(() =>
      setDraft((d) => (d.text === '' ? { ...d, text: content } : d)),
    );
  };

  const pane: ChatPaneProps = {
    status: status.data,
    hasOwnData: user?.role === 'patient',
    pending,
    text: draft.key === key ? draft.text : '',
    onTextChange: (text) => setDraft({ key, text }),
    onAsk,
    onStop: stop,
  };
  const chatShown = selection.kind !== 'none';

  return (
    // The screen fills the viewport below the app header and main's padding: the thread scrolls inside it
    // and the composer stays at the bottom, on a phone too.
    <div
      className={cn(
        'flex flex-col gap-4 md:h-[calc(100dvh-7rem)] md:min-h-[32rem]',
        chatShown && 'h-[calc(100dvh-7rem)] min-h-[24rem]',
      )}
    >
      <div className={cn(chatShown && 'max-md:hidden')}>{header}</div>
      <div className="grid min-h-0 flex-1 grid-cols-1 grid-rows-[minmax(0,1fr)] gap-4 md:grid-cols-[minmax(15rem,20rem)_minmax(0,1fr)]">
        <div
          className={cn(
            'flex min-w-0 flex-col gap-4 md:min-h-0 md:overflow-y-auto',
            chatShown && 'hidden md:flex',
          )}
        >
          <ConversationsPane activeId={activeId} />
        </div>
        <div
          className={cn(
            'flex min-h-0 min-w-0 flex-col overflow-hidden rounded-xl border border-line bg-surface',
            !chatShown && 'hidden md:flex',
          )}
        >
          {selection.kind === 'invalid' ? (
            <div className="p-4">
              <Alert tone="error">{MESSAGES.invalidId}</Alert>
            </div>
          ) : activeId !== null ? (
            <SessionPane key={activeId} id={activeId} {...pane} />
          ) : (
            <NewChatPane {...pane} />
          )}
        </div>
      </div>
    </div>
  );
}
