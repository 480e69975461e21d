import { useEffect, useRef, type ReactNode } from 'react';
import { Bot } from 'lucide-react';
import type { AssistantMessage } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { PendingAsk } from '../lib/use-ask';
import { formatSentAt } from '../lib/when';
import { AnswerCard } from './answer-card';
import { AnswerFeedback } from './answer-feedback';
import { AnswerText } from './answer-text';

interface ThreadProps {
  messages: AssistantMessage[];
  /** The question being answered in this conversation, if any. */
  pending: PendingAsk | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Shown while the conversation holds nothing yet. */
  empty: ReactNode;
}

function Question({ message }: { message: AssistantMessage }) {
  return (
    <li
      className="flex max-w-[85%] flex-col items-end gap-1 self-end"
      data-message-id={message.id}
      data-question=""
    >
      <span className="text-xs text-ink-muted">
        You{message.id < 0 ? ' · sending…' : ` · ${formatSentAt(message.created_at)}`}
      </span>
      <p className="rounded-2xl rounded-tr-sm bg-brand px-3.5 py-2 text-sm break-words whitespace-pre-wrap text-ink-inverse">
        {message.content}
      </p>
    </li>
  );
}

function Speaker({ children }: { children: ReactNode }) {
  return (
    <span className="flex items-center gap-1.5 text-xs text-ink-muted">
      <span className="flex size-5 items-center justify-center rounded-full bg-accent-soft text-accent">
        <Bot aria-hidden="true" className="size-3.5" />
      </span>
      {children}
    </span>
  );
}

/** The answer as it is being written: its words so far, or a line saying it is looking for sources. */
function Draft({ pending }: { pending: PendingAsk }) {
  return (
    <li className="flex w-full max-w-2xl flex-col gap-1 self-start" aria-busy="true">
      <Speaker>Fertilia assistant · {pending.stopping ? 'stopping…' : 'writing…'}</Speaker>
      <div className="rounded-xl rounded-tl-sm border border-line bg-surface p-4 shadow-xs">
        {pending.draft ? (
          <AnswerText
            content={pending.draft}
            citations={[]}
            className="after:ml-0.5 after:inline-block after:h-4 after:w-1.5 after:animate-pulse after:bg-ink-muted after:align-middle after:content-['']"
          />
        ) : (
          <p className="flex items-center gap-2 text-sm text-ink-muted">
            <span className="flex gap-1" aria-hidden="true">
              {[0, 1, 2].map((i) => (
                <span
                  key={i}
                  className="size-1.5 animate-bounce rounded-full bg-ink-muted"
                  style={{ animationDelay: `${i * 150}ms` }}
                />
              ))}
            </span>
            Looking in our sources…
          </p>
        )}
      </div>
    </li>
  );
}

/** The conversation, oldest first; it keeps to the newest words as they arrive. */
export function Thread({ messages, pending, hasMore, loadingMore, onLoadMore, empty }: ThreadProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const nothing = messages.length === 0 && !pending;
  // Her latest question goes to the top of the thread, so a long answer reads from its start while it is
  // written below it (a short one simply ends at the bottom). Only the thread scrolls: scrollIntoView would
  // also scroll the page and push the composer off screen.
  const latestQuestion = pending?.question?.id ?? messages.findLast((m) => m.is_user)?.id;
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const question = box.querySelectorAll<HTMLElement>('[data-question]');
    const last = question[question.length - 1];
    box.scrollTop = last ? last.offsetTop - 16 : box.scrollHeight;
  }, [latestQuestion, messages.length, pending?.question]);

  return (
    <div ref={scroller} className="relative flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain">
      {nothing ? (
        empty
      ) : (
        <ol
          aria-label="Conversation"
          aria-live="polite"
          className={cn('mx-auto flex w-full max-w-3xl flex-col gap-5 p-4 sm:p-6')}
        >
          {messages.map((message) =>
            message.is_user ? (
              <Question key={message.id} message={message} />
            ) : (
              <li key={message.id} className="flex w-full max-w-2xl flex-col gap-1 self-start">
                <Speaker>Fertilia assistant · {formatSentAt(message.created_at)}</Speaker>
                <AnswerCard message={message} footer={<AnswerFeedback message={message} />} />
              </li>
            ),
          )}
          {hasMore ? (
            <li className="self-center">
              <Button variant="ghost" size="sm" onClick={onLoadMore} loading={loadingMore}>
                Show later messages
              </Button>
            </li>
          ) : null}
          {pending?.question ? <Question message={pending.question} /> : null}
          {pending ? <Draft pending={pending} /> : null}
        </ol>
      )}
    </div>
  );
}
