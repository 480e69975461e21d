import { Link } from 'react-router';
import { notify, splitToastText } from '@/lib/notify';
import { loginSchema, MESSAGES, type TokenPairResponse } from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { applyServerErrors } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useLogin } from '../api/login';
import { PasswordInput } from './password-input';

interface LoginFormProps {
  /** Called with the server's token pair; the page decides whether to keep it and where to go. */
  onAuthenticated: (pair: TokenPairResponse) => void;
  submitLabel?: string;
}

export function LoginForm({ onAuthenticated, submitLabel = 'Sign in' }: LoginFormProps) {
  const login = useLogin();
  const form = useZodForm(loginSchema, {
    defaultValues: { email: '', password: '' },
  });
  const { register, handleSubmit, setError } = form;
  const { errors } = form.formState;

  const onSubmit = handleSubmit((values) =>
    login.mutateAsync(values).then(onAuthenticated, (error: unknown) => {
      const { title, description } = splitToastText(MESSAGES.loginFailed);
      notify.error(title, { description });
      // Field errors (422) land on their inputs; anything else is said once above the form.
      applyServerErrors(error, setError, ['email', 'password']);
    }),
  );

  const rootError = errors.root?.serverError?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {rootError ? (
        <Alert tone="error" title={rootError === MESSAGES.accountNotConfirmed ? rootError : 'Sign-in failed'}>
          {rootError === MESSAGES.accountNotConfirmed
            ? 'Please open the confirmation link we e-mailed you, then sign in again.'
            : rootError}
        </Alert>
      ) : null}
      <FormField label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} required>
        <PasswordInput autoComplete="current-password" {...register('password')} />
      </FormField>
      <div className="-mt-2 flex justify-end">
        <Link to="/forgot-password" className="text-sm font-medium text-brand-strong hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" loading={login.isPending} className="w-full">
        {submitLabel}
      </Button>
    </form>
  );
}
