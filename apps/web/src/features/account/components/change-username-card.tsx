import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import type { z } from 'zod';
import { changeUsernameSchema, MESSAGES, type User } from '@fertilia/contracts';
import { FormCard } from './form-card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSession } from '@/lib/session-context';
import { applyServerErrors } from '@/lib/api-client';
import { useChangeUsername } from '../api/change-username';
import { PasswordField } from './password-field';

export function ChangeUsernameCard({ user }: { user: User }) {
  const change = useChangeUsername();
  const { updateUser } = useSession();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof changeUsernameSchema>, unknown, z.output<typeof changeUsernameSchema>>({
    resolver: zodResolver(changeUsernameSchema),
    defaultValues: { username: user.username, password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    change.mutateAsync(values).then(
      (reply) => {
        updateUser(reply.user);
        reset({ username: reply.user.username, password: '' });
        notify.success(MESSAGES.usernameUpdated);
      },
      (error: unknown) => {
        notifyError(error, MESSAGES.updateFailed);
        applyServerErrors(error, setError, ['username', 'password']);
      },
    ),
  );

  return (
    <FormCard
      title="Username"
      description="Shown in the community instead of your real name."
      onSubmit={onSubmit}
      serverError={errors.root?.serverError?.message}
      submitLabel="Change username"
      submitting={change.isPending}
    >
      <FormField
        label="New username"
        hint="3 to 20 letters, digits or underscores"
        error={errors.username?.message}
        required
      >
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />
      </FormField>
      <PasswordField
        label="Current password"
        error={errors.password?.message}
        registration={register('password')}
      />
    </FormCard>
  );
}
