import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Quote, Sparkles } from 'lucide-react';
import type { AssistantStatus } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { ASSISTANT_PATH } from '../lib/paths';

/** Who writes the answers, said plainly: quoted from our sources, or written by a named model from them. */
export function WriterNote({ status }: { status: AssistantStatus | undefined }) {
  if (!status) return null;
  const llm = status.writer === 'llm';
  const Icon = llm ? Sparkles : Quote;
  return (
    <p className="flex items-center gap-1.5 text-xs text-ink-muted">
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {llm
        ? `Answers written by ${status.model ?? 'a language model'} from our sources`
        : 'Answers are quoted from our sources'}
    </p>
  );
}

interface ChatHeaderProps {
  title: string;
  status: AssistantStatus | undefined;
  /** Her data switches, for patients. */
  consent?: ReactNode;
}

/** The conversation's name, the way back to the list on a phone, who writes, and what it may use. */
export function ChatHeader({ title, status, consent }: ChatHeaderProps) {
  return (
    <header className="flex shrink-0 flex-col gap-3 border-b border-line p-3 sm:px-5">
      <div className="flex items-center gap-2">
        <Button asChild variant="ghost" size="sm" className="min-w-11 px-2 md:hidden">
          <Link to={ASSISTANT_PATH}>
            <ArrowLeft aria-hidden="true" />
            <span className="sr-only">All conversations</span>
          </Link>
        </Button>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold text-ink">{title}</h2>
          <WriterNote status={status} />
        </div>
      </div>
      {consent}
    </header>
  );
}
