import { notifyError } from '@/lib/notify-error';
import {
  MESSAGES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  registerSchema,
  type TokenPairResponse,
} from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FormError } from '@/components/ui/form-error';
import { PasswordStrength } from '@/components/ui/password-strength';
import { applyServerErrors } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useRegister } from '../api/register';
import { PasswordInput } from './password-input';
import { RoleChoice } from './role-choice';

const REGISTER_FIELDS = [
  'role',
  'first_name',
  'last_name',
  'email',
  'username',
  'password',
  'confirm_password',
];

/** Optional names: an empty box means "not given", not an empty name. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export function RegisterForm({ onRegistered }: { onRegistered: (pair: TokenPairResponse) => void }) {
  const registration = useRegister();
  const form = useZodForm(registerSchema, {
    defaultValues: { role: 'patient', email: '', username: '', password: '', confirm_password: '' },
  });
  const { register, handleSubmit, setError, watch } = form;
  const { errors } = form.formState;

  const onSubmit = handleSubmit((values) =>
    registration.mutateAsync(values).then(onRegistered, (error: unknown) => {
      notifyError(error, undefined, MESSAGES.registrationNoToken);
      applyServerErrors(error, setError, REGISTER_FIELDS);
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormError errors={errors} title="Registration failed" />
      <RoleChoice registration={register('role')} value={watch('role')} error={errors.role?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" hint="Optional, private" error={errors.first_name?.message}>
          <Input autoComplete="given-name" {...register('first_name', { setValueAs: blankToUndefined })} />
        </FormField>
        <FormField label="Last name" hint="Optional, private" error={errors.last_name?.message}>
          <Input autoComplete="family-name" {...register('last_name', { setValueAs: blankToUndefined })} />
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <FormField
        label="Username"
        hint="3 to 20 letters, digits or underscores. Other members see your username; your name stays private unless you choose to show it in Settings."
        error={errors.username?.message}
        required
      >
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />
      </FormField>
      <div>
        <FormField
          label="Password"
          hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters. A long passphrase is best.`}
          error={errors.password?.message}
          required
        >
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>
        <PasswordStrength
          password={watch('password')}
          userInputs={watch(['username', 'email', 'first_name', 'last_name'])}
        />
      </div>
      <FormField label="Confirm password" error={errors.confirm_password?.message} required>
        <PasswordInput autoComplete="new-password" {...register('confirm_password')} />
      </FormField>
      <Button type="submit" loading={registration.isPending} className="w-full">
        Create account
      </Button>
    </form>
  );
}
