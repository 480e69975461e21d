import { MARKETING_MESSAGES, SUPPORT_REPLY_MAX, supportReplyInputSchema } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { FormError } from '@/components/ui/form-error';
import { applyServerErrors } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { useZodForm } from '@/lib/use-zod-form';
import { useReplyToMessage } from '../api/reply-to-message';

/** Writes an answer; the server mails it to the sender with their message quoted. */
export function ReplyForm({ messageId, senderName }: { messageId: number; senderName: string }) {
  const reply = useReplyToMessage(messageId);
  const form = useZodForm(supportReplyInputSchema, {
    defaultValues: { body: '' },
  });
  const { register, handleSubmit, setError, reset } = form;
  const { errors } = form.formState;

  const onSubmit = handleSubmit((values) =>
    reply.mutateAsync(values).then(
      () => {
        reset({ body: '' });
        notify.success(MARKETING_MESSAGES.supportReplySent);
      },
      (error: unknown) => {
        notifyError(error, MARKETING_MESSAGES.supportReplyFailed);
        applyServerErrors(error, setError, ['body']);
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Reply" className="flex flex-col gap-3">
      <FormError errors={errors} />
      <FormField
        label={`Reply to ${senderName}`}
        hint="Sent by e-mail from the Fertilia team, with their message quoted below it."
        error={errors.body?.message}
        required
      >
        <Textarea rows={6} maxLength={SUPPORT_REPLY_MAX} {...register('body')} />
      </FormField>
      <Button type="submit" loading={reply.isPending} className="self-start">
        Send reply
      </Button>
    </form>
  );
}
