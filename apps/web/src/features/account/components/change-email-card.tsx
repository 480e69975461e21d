import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailWarning } from 'lucide-react';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import type { z } from 'zod';
import { changeEmailSchema, MESSAGES, type User } from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { FormCard } from './form-card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSession } from '@/lib/session-context';
import { applyServerErrors } from '@/lib/api-client';
import { useChangeEmail } from '../api/change-email';
import { PasswordField } from './password-field';

export function ChangeEmailCard({ user }: { user: User }) {
  const change = useChangeEmail();
  const { refreshProfile } = useSession();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof changeEmailSchema>, unknown, z.output<typeof changeEmailSchema>>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { new_email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    change.mutateAsync(values).then(
      async (reply) => {
        reset();
        notify.success(MESSAGES.emailChangeRequested, { description: reply.message });
        await refreshProfile();
      },
      (error: unknown) => {
        notifyError(error, MESSAGES.updateFailed);
        // A 409 names the e-mail field; show it on the box the user typed in.
        applyServerErrors(error, setError, ['new_email', 'password', 'email']);
      },
    ),
  );
  const emailError = errors.new_email?.message ?? (errors as { email?: { message?: string } }).email?.message;

  return (
    <FormCard
      title="E-mail address"
      description={
        <>
          Currently <strong className="break-all text-ink">{user.email}</strong>. The new address takes over
          once you open the link we send to it.
        </>
      }
      onSubmit={onSubmit}
      serverError={errors.root?.serverError?.message}
      submitLabel="Change e-mail"
      submitting={change.isPending}
    >
      {user.pending_email ? (
        <Alert tone="info" title="Change waiting for confirmation" className="sm:col-span-2">
          <span className="inline-flex items-start gap-1.5">
            <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              We sent a link to <strong className="break-all">{user.pending_email}</strong>. Until it is
              opened, you keep signing in with {user.email}.
            </span>
          </span>
        </Alert>
      ) : null}
      <FormField label="New e-mail" error={emailError} required>
        <Input type="email" autoComplete="email" inputMode="email" {...register('new_email')} />
      </FormField>
      <PasswordField
        label="Current password"
        error={errors.password?.message}
        registration={register('password')}
      />
    </FormCard>
  );
}
