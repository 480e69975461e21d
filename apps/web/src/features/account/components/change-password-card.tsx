import { z } from 'zod';
import { changePasswordSchema, MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '@fertilia/contracts';
import { PasswordStrength } from '@/components/ui/password-strength';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session-context';
import { useChangePassword } from '../api/change-password';
import { useChangeForm } from '../hooks/use-change-form';
import { FormCard } from './form-card';
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
  const { user, signIn } = useSession();
  const { form, onSubmit } = useChangeForm({
    schema: formSchema,
    defaultValues: { old_password: '', new_password: '', confirm_new_password: '' },
    fields: ['old_password', 'new_password'],
    send: ({ old_password, new_password }) => change.mutateAsync({ old_password, new_password }),
    onSaved: (reply) => {
      // Every other session was revoked; this tab carries on with the fresh pair.
      signIn(reply);
      notify.success(MESSAGES.passwordChanged, { description: 'Your other devices have been signed out.' });
    },
  });
  const { register, watch } = form;
  const { errors } = form.formState;

  return (
    <FormCard
      title="Password"
      description="Changing it signs you out everywhere except here."
      form={form}
      onSubmit={onSubmit}
      submitLabel="Change password"
    >
      <PasswordField
        label="Current password"
        error={errors.old_password?.message}
        registration={register('old_password')}
      />
      <div className="hidden sm:block" />
      <div>
        <PasswordField
          label="New password"
          hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters`}
          autoComplete="new-password"
          error={errors.new_password?.message}
          registration={register('new_password')}
        />
        <PasswordStrength
          password={watch('new_password')}
          userInputs={[user?.username, user?.email, user?.first_name, user?.last_name]}
        />
      </div>
      <PasswordField
        label="Repeat new password"
        autoComplete="new-password"
        error={errors.confirm_new_password?.message}
        registration={register('confirm_new_password')}
      />
    </FormCard>
  );
}
