import {
  CONTACT_MESSAGE_MAX,
  MESSAGES,
  contactFormSchema,
  type ContactFormRequest,
} from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { FormError } from '@/components/ui/form-error';
import { applyServerErrors } from '@/lib/api-client';
import { notifyError } from '@/lib/notify-error';
import { useZodForm } from '@/lib/use-zod-form';
import { useSendContactMessage } from '../api/send-contact-message';

const FIELDS = ['name', 'email', 'message'] as const;

interface ContactFormProps {
  /** Filled in for a signed-in member; a visitor starts empty. */
  defaults?: Partial<ContactFormRequest>;
  onSent: (message: string) => void;
}

/** The contact form: the rules of contracts checked here first, then the server's per-field answers. */
export function ContactForm({ defaults, onSent }: ContactFormProps) {
  const send = useSendContactMessage();
  const form = useZodForm(contactFormSchema, {
    defaultValues: { name: '', email: '', message: '', ...defaults },
  });
  const { register, handleSubmit, setError, watch } = form;
  const { errors } = form.formState;
  const length = watch('message')?.length ?? 0;

  const onSubmit = handleSubmit((values) =>
    send.mutateAsync(values).then(
      (reply) => onSent(reply.message),
      (error: unknown) => {
        notifyError(error, MESSAGES.contactSubmitFailed);
        applyServerErrors(error, setError, FIELDS);
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact form" className="flex flex-col gap-4">
      <FormError errors={errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Your name" error={errors.name?.message} required>
          <Input autoComplete="name" {...register('name')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
      </div>
      <FormField
        label="Message"
        error={errors.message?.message}
        hint={`At least 10 characters · ${length}/${CONTACT_MESSAGE_MAX}`}
        required
      >
        <Textarea rows={7} maxLength={CONTACT_MESSAGE_MAX} {...register('message')} />
      </FormField>
      <p className="text-sm text-ink-muted">
        Please do not send medical records here. For urgent medical concerns, contact your clinic or emergency
        services.
      </p>
      <Button type="submit" loading={send.isPending} className="self-start">
        Send message
      </Button>
    </form>
  );
}
