import { NOTIFICATION_MESSAGES, type NotificationPreference } from '@fertilia/contracts';
import { cn } from '@/components/ui/cn';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { notify } from '@/lib/notify';
import { useNotificationPreferences } from '../api/get-preferences';
import { useUpdatePreference, type PreferenceChange } from '../api/update-preferences';

const CHANNELS = [
  { channel: 'in_app', label: 'In-app', editable: 'in_app_editable' },
  { channel: 'email', label: 'E-mail', editable: 'email_editable' },
] as const;

function PreferenceSwitch({
  checked,
  label,
  disabled,
  onChange,
}: {
  checked: boolean;
  label: string;
  disabled: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className="inline-flex size-11 items-center justify-center rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-block h-6 w-10 rounded-full transition-colors',
          checked ? 'bg-brand' : 'bg-line-strong',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 left-0.5 size-5 rounded-full bg-surface shadow-xs transition-transform',
            checked && 'translate-x-4',
          )}
        />
      </span>
    </button>
  );
}

/** One type's row; each switch saves on its own and says so. */
function PreferenceRow({ preference }: { preference: NotificationPreference }) {
  const update = useUpdatePreference();
  const change = (next: PreferenceChange) =>
    update.mutate(next, {
      onSuccess: () => notify.success(NOTIFICATION_MESSAGES.preferencesSaved),
      onError: () => notify.error(NOTIFICATION_MESSAGES.preferencesSaveFailed),
    });
  return (
    <tr className="border-t border-line">
      <th scope="row" className="py-3 pr-2 text-left align-top font-normal">
        <span className="block text-sm font-medium text-ink">{preference.label}</span>
        <span className="block text-sm text-ink-muted">{preference.description}</span>
      </th>
      {CHANNELS.map(({ channel, label, editable }) => (
        <td key={channel} className="w-16 py-2 text-center align-top sm:w-24">
          <PreferenceSwitch
            label={`${label}: ${preference.label}`}
            checked={preference[channel]}
            disabled={!preference[editable] || update.isPending}
            onChange={(value) => change({ type: preference.type, channel, value })}
          />
        </td>
      ))}
    </tr>
  );
}

/** Per notification type, an in-app and an e-mail switch (issue 6 §3); locked ones show their fixed value. */
export function NotificationPreferences() {
  const preferences = useNotificationPreferences();

  return (
    <QueryState
      query={preferences}
      loadingLabel="Loading notification settings"
      skeleton={<Skeletons count={4} className="h-12" />}
      errorTitle={NOTIFICATION_MESSAGES.preferencesLoadFailed}
      errorMessage={false}
    >
      {(list) => <PreferencesTable preferences={list} />}
    </QueryState>
  );
}

function PreferencesTable({ preferences }: { preferences: NotificationPreference[] }) {
  return (
    <table className="w-full border-collapse">
      <caption className="sr-only">Notification settings by type</caption>
      <thead>
        <tr className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
          <th scope="col" className="pb-2 text-left">
            Notify me about
          </th>
          {CHANNELS.map(({ channel, label }) => (
            <th key={channel} scope="col" className="pb-2 text-center">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {preferences.map((preference) => (
          <PreferenceRow key={preference.type} preference={preference} />
        ))}
      </tbody>
    </table>
  );
}
