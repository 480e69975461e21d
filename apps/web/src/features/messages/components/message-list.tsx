import { useEffect, useRef } from 'react';
import { Flag } from 'lucide-react';
import type { ChatMessage } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { cn } from '@/components/ui/cn';
import { formatSentAt } from '../lib/format';

interface MessageListProps {
  messages: ChatMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onReport: (message: ChatMessage) => void;
}

/** The thread, oldest first; it keeps to the newest message as messages arrive. */
export function MessageList({ messages, hasOlder, loadingOlder, onLoadOlder, onReport }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  // Only the thread scrolls: scrollIntoView would also scroll the page and push the composer off screen.
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [newest]);

  return (
    <div ref={scroller} className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-4">
      {hasOlder ? (
        <Button
          variant="ghost"
          size="sm"
          className="self-center"
          onClick={onLoadOlder}
          loading={loadingOlder}
        >
          Load older messages
        </Button>
      ) : null}
      {messages.length === 0 ? (
        <p className="m-auto text-sm text-ink-muted">No messages yet. Say hello!</p>
      ) : (
        <ol aria-label="Messages" aria-live="polite" className="flex flex-col gap-3">
          {messages.map((message) => (
            <li
              key={message.id}
              className={cn(
                'flex max-w-[85%] flex-col gap-1',
                message.is_own ? 'self-end items-end' : 'self-start',
              )}
            >
              <span className="text-xs text-ink-muted">
                {message.is_own ? 'You' : message.sender.display_name} · {formatSentAt(message.created_at)}
              </span>
              <div className="flex items-center gap-1">
                <p
                  className={cn(
                    'rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
                    message.is_own ? 'bg-brand text-ink-inverse' : 'bg-subtle text-ink',
                    message.removed && 'italic opacity-80',
                  )}
                >
                  {message.content}
                </p>
                {/* A removed message has been decided by a moderator: nothing is left to report. */}
                {message.is_own || message.removed ? null : (
                  <IconButton
                    label={`Report message from ${message.sender.display_name}`}
                    icon={Flag}
                    iconClassName="size-4"
                    onClick={() => onReport(message)}
                  />
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
