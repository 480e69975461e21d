import { useId, useState } from 'react';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { z } from 'zod';
import {
  ASSISTANT_FEEDBACK_TEXT_MAX,
  ASSISTANT_MESSAGES,
  assistantFeedbackCreateSchema,
  type AssistantMessage,
} from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { IconButton } from '@/components/ui/icon-button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/components/ui/cn';
import { formatNumber } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useZodForm } from '@/lib/use-zod-form';
import { useSendFeedback } from '../api/send-feedback';

const commentSchema = z.object({ feedback_text: assistantFeedbackCreateSchema.shape.feedback_text });

/**
 * Thumbs up or down on one answer. Down is saved at once and opens a short form for what was wrong, which
 * saves the rating again with the comment; rating again replaces the earlier rating.
 */
export function AnswerFeedback({ message }: { message: AssistantMessage }) {
  const send = useSendFeedback();
  const [commenting, setCommenting] = useState(false);
  const [thanked, setThanked] = useState(false);
  const id = useId();
  const form = useZodForm(commentSchema, {
    defaultValues: { feedback_text: message.feedback?.feedback_text ?? '' },
  });
  // The contract's rule takes anything and trims it; the field itself only ever holds text.
  const text = (form.watch('feedback_text') as string | undefined) ?? '';
  const rating = send.isPending ? send.variables.rating : (message.feedback?.rating ?? null);

  const rate = (value: 1 | -1, comment?: string, then?: () => void) =>
    send.mutate(
      { conversation_id: message.session_id, message_id: message.id, rating: value, feedback_text: comment },
      {
        onSuccess: () => {
          setThanked(true);
          then?.();
        },
        onError: () => notify.error(ASSISTANT_MESSAGES.feedbackFailed),
      },
    );

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-1 text-xs text-ink-muted">
        <span id={`${id}-question`}>Was this helpful?</span>
        <div role="group" aria-labelledby={`${id}-question`} className="flex">
          <IconButton
            label="Helpful"
            icon={ThumbsUp}
            aria-pressed={rating === 1}
            className={cn(
              'size-9 pointer-coarse:size-11',
              rating === 1 && 'bg-success-soft text-success-ink',
            )}
            onClick={() => {
              setCommenting(false);
              rate(1);
            }}
          />
          <IconButton
            label="Not helpful"
            icon={ThumbsDown}
            aria-pressed={rating === -1}
            className={cn('size-9 pointer-coarse:size-11', rating === -1 && 'bg-danger-soft text-danger-ink')}
            onClick={() => {
              setCommenting(true);
              rate(-1, text || undefined);
            }}
          />
        </div>
        {thanked && !commenting ? <span role="status">{ASSISTANT_MESSAGES.feedbackThanks}</span> : null}
      </div>
      {commenting ? (
        <form
          aria-label="What was wrong"
          noValidate
          className="flex flex-col gap-2 rounded-lg border border-line bg-subtle/60 p-3"
          onSubmit={form.handleSubmit((values) => rate(-1, values.feedback_text, () => setCommenting(false)))}
        >
          <FormField
            label="What was wrong or missing? (optional)"
            hint={`${formatNumber(text.length)} / ${formatNumber(ASSISTANT_FEEDBACK_TEXT_MAX)}`}
            error={form.formState.errors.feedback_text?.message}
          >
            <Textarea rows={2} className="min-h-16 bg-surface" {...form.register('feedback_text')} />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" loading={send.isPending}>
              Send feedback
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setCommenting(false)}>
              Close
            </Button>
          </div>
          {thanked ? (
            <p role="status" className="text-xs text-ink-muted">
              {ASSISTANT_MESSAGES.feedbackThanks}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
