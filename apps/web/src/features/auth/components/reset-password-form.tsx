import { z } from 'zod';
import { MESSAGES, PASSWORD_MAX, PASSWORD_MIN, resetPasswordSchema } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormError } from '@/components/ui/form-error';
import { ApiError, applyServerErrors } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useResetPassword } from '../api/reset-password';
import { PasswordInput } from './password-input';
import { PasswordStrength } from '@/components/ui/password-strength';

/** The contract's password rule plus a second entry, checked in the browser only. */
const resetFormSchema = resetPasswordSchema
  .pick({ new_password: true })
  .extend({ confirm_password: z.string() })
  .refine((v) => v.new_password === v.confirm_password, {
    error: MESSAGES.passwordsDoNotMatch,
    path: ['confirm_password'],
  });

interface ResetPasswordFormProps {
  token: string;
  email: string;
  onReset: () => void;
}

export function ResetPasswordForm({ token, email, onReset }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const form = useZodForm(resetFormSchema, {
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const { register, handleSubmit, setError, watch } = form;
  const { errors } = form.formState;

  const onSubmit = handleSubmit(({ new_password }) =>
    reset.mutateAsync({ token, new_password, email }).then(onReset, (error: unknown) => {
      if (error instanceof ApiError && error.kind === 'validation') {
        applyServerErrors(error, setError, ['new_password']);
        return;
      }
      // Spec 01 §8: the generic text gives way to whatever the server said.
      const detail = error instanceof ApiError && typeof error.detail === 'string' ? error.detail : null;
      setError('root.serverError', { message: detail || MESSAGES.resetFailed });
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormError errors={errors} />
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField
        label="New password"
        hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`}
        error={errors.new_password?.message}
        required
      >
        <PasswordInput autoComplete="new-password" {...register('new_password')} />
      </FormField>
      <PasswordStrength password={watch('new_password')} userInputs={[email]} />
      <FormField label="Confirm new password" error={errors.confirm_password?.message} required>
        <PasswordInput autoComplete="new-password" {...register('confirm_password')} />
      </FormField>
      <Button type="submit" loading={reset.isPending} className="w-full">
        Set new password
      </Button>
    </form>
  );
}
