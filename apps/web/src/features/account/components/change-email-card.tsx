import { MailWarning } from 'lucide-react';
import { changeEmailSchema, MESSAGES, type User } from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session-context';
import { useChangeEmail } from '../api/change-email';
import { useChangeForm } from '../hooks/use-change-form';
import { FormCard } from './form-card';
import { PasswordField } from './password-field';

export function ChangeEmailCard({ user }: { user: User }) {
  const change = useChangeEmail();
  const { refreshProfile } = useSession();
  const { form, onSubmit } = useChangeForm({
    schema: changeEmailSchema,
    defaultValues: { new_email: '', password: '' },
    // A 409 names the e-mail field; show it on the box the user typed in.
    fields: ['new_email', 'password', 'email'],
    send: change.mutateAsync,
    onSaved: async (reply) => {
      notify.success(MESSAGES.emailChangeRequested, { description: reply.message });
      await refreshProfile();
    },
  });
  const { register } = form;
  const { errors } = form.formState;
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
      form={form}
      onSubmit={onSubmit}
      submitLabel="Change e-mail"
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
