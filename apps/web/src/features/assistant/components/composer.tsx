import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Send, Square } from 'lucide-react';
import { CHAT_MESSAGE_MAX, assistantSendSchema } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Textarea } from '@/components/ui/textarea';
import { formatNumber } from '@/lib/format';

interface ComposerProps {
  value: string;
  onChange: (value: string) => void;
  /** Called with the checked question; the screen clears the box and gives the text back on failure. */
  onSend: (content: string) => void;
  /** An answer is being written: Stop takes Send's place. */
  answering: boolean;
  onStop: () => void;
  /** Another conversation's answer is being written: one question at a time. */
  waiting?: boolean;
}

const contentRule = assistantSendSchema.shape.content;

/** Enter sends, Shift+Enter starts a new line; the contract's 1–1000 rule applies before sending. */
export function Composer({ value, onChange, onSend, answering, onStop, waiting }: ComposerProps) {
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (answering || waiting) return;
    const parsed = contentRule.safeParse(value);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    onSend(parsed.data);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const near = value.length > CHAT_MESSAGE_MAX * 0.9;

  return (
    <form onSubmit={onSubmit} noValidate className="shrink-0 border-t border-line bg-surface p-3 sm:px-6">
      <div className="mx-auto flex max-w-3xl flex-col gap-1">
        <div className="flex items-end gap-2">
          <label htmlFor="assistant-composer" className="sr-only">
            Your question
          </label>
          <Textarea
            id="assistant-composer"
            rows={2}
            className="min-h-12 flex-1 resize-none"
            placeholder="Ask a question… (Shift+Enter for a new line)"
            value={value}
            maxLength={CHAT_MESSAGE_MAX}
            aria-invalid={error ? true : undefined}
            aria-describedby={cn('assistant-composer-count', error && 'assistant-composer-error')}
            onChange={(event) => {
              onChange(event.target.value);
              if (error) setError(null);
            }}
            onKeyDown={onKeyDown}
          />
          {answering ? (
            <Button type="button" variant="secondary" icon={Square} onClick={onStop}>
              Stop
            </Button>
          ) : (
            <Button type="submit" icon={Send} disabled={waiting}>
              <span className="max-sm:sr-only">Send</span>
            </Button>
          )}
        </div>
        <div className="flex items-start justify-between gap-3 text-xs">
          {error ? (
            <p id="assistant-composer-error" role="alert" className="font-medium text-danger">
              {error}
            </p>
          ) : (
            <p className="text-ink-muted">
              Not a diagnosis. In an emergency, call your local emergency number.
            </p>
          )}
          <p
            id="assistant-composer-count"
            className={cn('shrink-0 tabular-nums', near ? 'text-warning-ink' : 'text-ink-muted')}
          >
            <span className="sr-only">Characters used: </span>
            {formatNumber(value.length)} / {formatNumber(CHAT_MESSAGE_MAX)}
          </p>
        </div>
      </div>
    </form>
  );
}
