import { CONVERSATION_MESSAGES, type MessagePrivacy } from '@fertilia/contracts';
import { QueryError } from '@/components/ui/query-state';
import { notify } from '@/lib/notify';
import { useMessagingSettings } from '../api/get-messaging-settings';
import { useSaveMessagingSettings } from '../api/save-messaging-settings';

const OPTIONS: { value: MessagePrivacy; label: string }[] = [
  { value: 'everyone', label: 'Any member' },
  { value: 'following', label: 'Only members I follow' },
];

/** Who may start a conversation with me or write to me directly. */
export function PrivacySetting() {
  const settings = useMessagingSettings();
  const save = useSaveMessagingSettings();
  if (settings.isError) return <QueryError title={CONVERSATION_MESSAGES.settingsLoadFailed} />;
  const current = save.isPending ? save.variables.accept_messages_from : settings.data?.accept_messages_from;

  return (
    <fieldset
      className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4"
      disabled={settings.isPending}
    >
      <legend className="px-1 text-sm font-semibold">Who can message me</legend>
      {OPTIONS.map((option) => (
        <label key={option.value} className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="radio"
            name="accept_messages_from"
            value={option.value}
            checked={current === option.value}
            onChange={() =>
              save.mutate(
                { accept_messages_from: option.value },
                {
                  onSuccess: () => notify.success(CONVERSATION_MESSAGES.settingsSaved),
                  onError: () => notify.error(CONVERSATION_MESSAGES.settingsSaveFailed),
                },
              )
            }
            className="size-4 accent-brand"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
