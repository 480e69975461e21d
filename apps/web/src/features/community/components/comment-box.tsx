import { useRef, useState, type FormEvent } from 'react';
import { COMMENT_MAX, commentCreateSchema } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';

export interface CommentDraft {
  content: string;
  is_anonymous: boolean;
}

interface CommentBoxProps {
  label?: string;
  submitLabel?: string;
  /** Resolves when saved (the box then empties); rejects to keep the text for another try. */
  onSubmit: (draft: CommentDraft) => Promise<unknown>;
  onCancel?: () => void;
  initial?: string;
  /** Editing keeps the anonymity chosen when the comment was written. */
  withAnonymous?: boolean;
  autoFocus?: boolean;
}

const contentRule = commentCreateSchema.shape.content;

/**
 * Writes a comment, a reply or an edit: 1 to 500 characters (contract rule). A second submission while one
 * is in progress is ignored (spec 02 §4), whether from a double click or Enter pressed twice.
 */
export function CommentBox({
  label = 'Write a comment',
  submitLabel = 'Comment',
  onSubmit,
  onCancel,
  initial = '',
  withAnonymous = true,
  autoFocus,
}: CommentBoxProps) {
  const [content, setContent] = useState(initial);
  const [anonymous, setAnonymous] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const checked = contentRule.safeParse(content);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    inFlight.current = true;
    setPending(true);
    try {
      await onSubmit({ content: checked.data, is_anonymous: anonymous });
      setContent('');
      setAnonymous(false);
    } catch {
      // The mutation has already told the member; the text stays for another try.
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2">
      <FormField label={label} error={error} hint={`${content.length}/${COMMENT_MAX}`}>
        <Textarea
          rows={3}
          value={content}
          maxLength={COMMENT_MAX}
          autoFocus={autoFocus}
          onChange={(event) => setContent(event.target.value)}
        />
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {withAnonymous ? (
          <Checkbox
            label="Comment anonymously"
            checked={anonymous}
            onChange={(event) => setAnonymous(event.target.checked)}
          />
        ) : (
          <span />
        )}
        <div className="flex gap-2">
          {onCancel ? (
            <Button variant="secondary" size="sm" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" size="sm" aria-busy={pending || undefined}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
