import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { z } from 'zod';
import { changePasswordSchema, MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '@fertilia/contracts';
import { FormCard } from './form-card';
import { useSession } from '@/lib/session-context';
import { applyServerErrors } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';
import { PasswordField } from './password-field';

/** The contract plus a repeat of the new password, checked only in the browser. */
const formSchema = changePasswordSchema
  .extend({ confirm_new_password: z.string() })
  .refine((v) => v.new_password === v.confirm_new_password, {
    error: MESSAGES.passwordsDoNotMatch,
    path: ['confirm_new_password'],
  });

export function ChangePasswordCard() {
  const change = useChangePassword();
  const { signIn } = useSession();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof formSchema>, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { old_password: '', new_password: '', confirm_new_password: '' },
  });

  const onSubmit = handleSubmit(({ old_password, new_password }) =>
    change.mutateAsync({ old_password, new_password }).then(
      (reply) => {
        // Every other session was revoked; this tab carries on with the fresh pair.
        signIn(reply);
        reset();
        notify.success(MESSAGES.passwordChanged, { description: 'Your other devices have been signed out.' });
      },
      (error: unknown) => {
        notifyError(error, MESSAGES.passwordChangeFailed);
        applyServerErrors(error, setError, ['old_password', 'new_password']);
      },
    ),
  );

  return (
    <FormCard
      title="Password"
      description="Changing it signs you out everywhere except here."
      onSubmit={onSubmit}
      serverError={errors.root?.serverError?.message}
      submitLabel="Change password"
      submitting={change.isPending}
    >
      <PasswordField
        label="Current password"
        error={errors.old_password?.message}
        registration={register('old_password')}
      />
      <div className="hidden sm:block" />
      <PasswordField
        label="New password"
        hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters`}
        autoComplete="new-password"
        error={errors.new_password?.message}
        registration={register('new_password')}
      />
      <PasswordField
        label="Repeat new password"
        autoComplete="new-password"
        error={errors.confirm_new_password?.message}
        registration={register('confirm_new_password')}
      />
    </FormCard>
  );
}
