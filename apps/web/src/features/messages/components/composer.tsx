import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX, chatMessageContent } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

interface ComposerProps {
  /** Resolves when sent; a rejection keeps the text for another try. */
  onSend: (content: string) => Promise<unknown>;
  disabled?: boolean;
}

/** Enter sends, Shift+Enter starts a new line; the contract's 1–1000 rule applies before sending. */
export function Composer({ onSend, disabled }: ComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (sending) return;
    const parsed = chatMessageContent.safeParse(text);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    setSending(true);
    try {
      await onSend(parsed.data);
      setText('');
    } catch {
      // The screen tells why; the text stays for another try.
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex shrink-0 flex-col gap-1 border-t border-line bg-surface p-3"
    >
      <div className="flex items-end gap-2">
        <label htmlFor="message-composer" className="sr-only">
          Write a message
        </label>
        <Textarea
          id="message-composer"
          rows={2}
          className="min-h-11 flex-1 resize-none"
          placeholder="Write a message… (Shift+Enter for a new line)"
          value={text}
          maxLength={CHAT_MESSAGE_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'message-composer-error' : undefined}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" loading={sending} disabled={disabled}>
          Send
        </Button>
      </div>
      {error ? (
        <p id="message-composer-error" role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}
