import { changeUsernameSchema, MESSAGES, type User } from '@fertilia/contracts';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session-context';
import { useChangeUsername } from '../api/change-username';
import { useChangeForm } from '../hooks/use-change-form';
import { FormCard } from './form-card';
import { PasswordField } from './password-field';

export function ChangeUsernameCard({ user }: { user: User }) {
  const change = useChangeUsername();
  const { updateUser } = useSession();
  const { form, onSubmit } = useChangeForm({
    schema: changeUsernameSchema,
    defaultValues: { username: user.username, password: '' },
    fields: ['username', 'password'],
    send: change.mutateAsync,
    resetTo: (reply) => ({ username: reply.user.username, password: '' }),
    onSaved: (reply) => {
      updateUser(reply.user);
      notify.success(MESSAGES.usernameUpdated);
    },
  });
  const { register } = form;
  const { errors } = form.formState;

  return (
    <FormCard
      title="Username"
      description="What other members see of you in the community and in messages, unless you choose to show your real name."
      form={form}
      onSubmit={onSubmit}
      submitLabel="Change username"
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
