import {
  COMMUNITY_MESSAGES,
  communityNameSettingsSchema,
  publicName,
  realName,
  type User,
} from '@fertilia/contracts';
import { Link } from 'react-router';
import { Checkbox } from '@/components/ui/checkbox';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session-context';
import { useSaveCommunityName } from '../api/save-community-name';
import { useChangeForm } from '../hooks/use-change-form';
import { FormCard } from './form-card';

/**
 * How other members see her in the community and in messages: her username unless she chooses to show her
 * real name. The preview applies the same rule the server does (contracts `publicName`).
 */
export function CommunityNameCard({ user }: { user: User }) {
  const save = useSaveCommunityName();
  const { updateUser } = useSession();
  const { form, onSubmit } = useChangeForm({
    schema: communityNameSettingsSchema,
    defaultValues: { show_real_name: user.show_real_name },
    fields: ['show_real_name'],
    send: save.mutateAsync,
    resetTo: (reply) => ({ show_real_name: reply.show_real_name }),
    onSaved: (reply) => {
      updateUser({ ...user, show_real_name: reply.show_real_name });
      notify.success(COMMUNITY_MESSAGES.nameChoiceSaved);
    },
  });
  const chosen = form.watch('show_real_name') ?? false;
  const seenAs = publicName({ ...user, show_real_name: chosen });
  const noRealName = realName(user) === '';

  return (
    <FormCard
      title="Your name in the community"
      description="Posts, comments, reactions and messages show your username unless you choose to show your real name."
      form={form}
      onSubmit={onSubmit}
      submitLabel="Save name choice"
      changesOnly
    >
      <div className="flex flex-col gap-3 sm:col-span-2">
        <Checkbox
          label="Show my real name to other members"
          hint={
            noRealName ? (
              <>
                You have not given a first or last name, so members see your username.{' '}
                <Link to="/profile" className="font-medium text-brand-ink underline underline-offset-2">
                  Add your name in your profile
                </Link>
                .
              </>
            ) : (
              'Members can then also find you by your real name when they start a conversation.'
            )
          }
          error={form.formState.errors.show_real_name?.message}
          {...form.register('show_real_name')}
        />
        <p className="rounded-lg bg-subtle px-3 py-2 text-sm" aria-live="polite">
          Members see you as <strong className="break-all font-semibold">{seenAs}</strong>
        </p>
      </div>
    </FormCard>
  );
}
