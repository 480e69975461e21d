import { useState } from 'react';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { forgotPasswordSchema, MESSAGES, PASSWORD_RESET_TTL_SECONDS } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FormError } from '@/components/ui/form-error';
import { applyServerErrors } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';

export function Component() {
  const request = useForgotPassword();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useZodForm(forgotPasswordSchema, {
    defaultValues: { email: '' },
  });
  const { register, handleSubmit, setError, getValues } = form;
  const { errors } = form.formState;

  const onSubmit = handleSubmit((values) =>
    request.mutateAsync(values).then(
      (reply) => {
        notify.success(MESSAGES.resetLinkSent);
        setSentMessage(reply.message);
      },
      (error: unknown) => {
        notifyError(error, MESSAGES.forgotRequestFailed);
        applyServerErrors(error, setError, ['email']);
      },
    ),
  );

  const footer = (
    <Link to="/login" className="font-medium text-brand-strong hover:underline">
      Back to sign in
    </Link>
  );

  if (sentMessage) {
    return (
      <AuthCard title="Check your inbox" footer={footer}>
        <div className="flex flex-col items-center gap-3 text-center">
          <MailCheck aria-hidden="true" className="size-10 text-accent" />
          <p role="status">{sentMessage}</p>
          <p className="text-sm text-ink-muted">
            The link in the e-mail to <strong>{getValues('email')}</strong> works once and expires after{' '}
            {PASSWORD_RESET_TTL_SECONDS / 60} minutes. Check your spam folder if nothing arrives within a few
            minutes.
          </p>
          <Button variant="secondary" onClick={() => setSentMessage(null)}>
            Use another address
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={footer}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormError errors={errors} title={MESSAGES.forgotRequestFailed} />
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <Button type="submit" loading={request.isPending} className="w-full">
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
}
