import {
  CYCLE_MESSAGES,
  REMINDER_DAYS_MAX,
  REMINDER_DAYS_MIN,
  REMINDER_LOCAL_HOUR,
  isTimeZone,
  type CycleReminders,
  type CycleRemindersUpdate,
} from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/notify';
import { notifyError, useErrorToast } from '@/lib/notify-error';
import { useReminders, useUpdateReminders } from '../api/reminders';

const DAY_CHOICES = Array.from(
  { length: REMINDER_DAYS_MAX - REMINDER_DAYS_MIN + 1 },
  (_, i) => i + REMINDER_DAYS_MIN,
);
const daysWords = (n: number) => (n === 0 ? 'On the day' : `${n} day${n === 1 ? '' : 's'} before`);

/** The browser's IANA time zone, unless it has none the API would accept (then the saved one stays). */
const browserTimeZone = (): string | undefined => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : undefined;
};

/** Optional notifications before the predicted period and fertile window; each change is saved at once. */
export function RemindersCard() {
  const reminders = useReminders();
  const update = useUpdateReminders();

  useErrorToast(reminders.error);

  const zone = browserTimeZone();
  // Every save carries her current zone, so reminders follow her to her own morning (and when she moves).
  const save = (change: CycleRemindersUpdate) =>
    update.mutate(zone ? { ...change, time_zone: zone } : change, {
      onSuccess: () => notify.success(CYCLE_MESSAGES.remindersSaved),
      onError: (error) => notifyError(error, CYCLE_MESSAGES.remindersFailed),
    });

  return (
    <Card aria-labelledby="reminders-title">
      <CardHeader>
        <CardTitle id="reminders-title">Reminders</CardTitle>
        <CardDescription>
          A notification before the dates we predict. Off unless you turn them on.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <QueryState
          query={reminders}
          loadingLabel="Loading reminder settings"
          skeleton={<Skeleton className="h-24" />}
          errorTitle="Unable to load reminder settings"
          errorMessage={false}
        >
          {(settings) => (
            <>
              <ReminderRow
                label="Before my period"
                settings={settings}
                enabledKey="period_reminder_enabled"
                daysKey="period_days_before"
                pending={update.isPending}
                onSave={save}
              />
              <ReminderRow
                label="Before my fertile window"
                settings={settings}
                enabledKey="fertile_window_reminder_enabled"
                daysKey="fertile_window_days_before"
                pending={update.isPending}
                onSave={save}
              />
              <ReminderTimeZone
                settings={settings}
                browserZone={zone}
                pending={update.isPending}
                onSave={save}
              />
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

interface ReminderRowProps {
  label: string;
  settings: CycleReminders;
  enabledKey: 'period_reminder_enabled' | 'fertile_window_reminder_enabled';
  daysKey: 'period_days_before' | 'fertile_window_days_before';
  pending: boolean;
  onSave: (change: CycleRemindersUpdate) => void;
}

function ReminderRow({ label, settings, enabledKey, daysKey, pending, onSave }: ReminderRowProps) {
  const enabled = settings[enabledKey];
  const selectId = `${daysKey}-select`;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={enabled}
        disabled={pending}
        onClick={() => onSave({ [enabledKey]: !enabled })}
        className="inline-flex min-h-11 items-center gap-3 rounded-lg px-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:opacity-60"
      >
        <span
          aria-hidden="true"
          className={`relative inline-block h-6 w-10 shrink-0 rounded-full transition-colors ${enabled ? 'bg-brand' : 'bg-line-strong'}`}
        >
          <span
            className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-surface shadow-xs transition-transform ${enabled ? 'translate-x-4' : ''}`}
          />
        </span>
        {label}
      </button>
      <label htmlFor={selectId} className="sr-only">
        When to remind me {label.toLowerCase()}
      </label>
      <select
        id={selectId}
        value={settings[daysKey]}
        disabled={pending || !enabled}
        onChange={(e) => onSave({ [daysKey]: Number(e.target.value) })}
        className="h-11 rounded-lg border border-line-strong bg-surface px-3 text-sm disabled:opacity-60"
      >
        {DAY_CHOICES.map((n) => (
          <option key={n} value={n}>
            {daysWords(n)}
          </option>
        ))}
      </select>
    </div>
  );
}

interface ReminderTimeZoneProps {
  settings: CycleReminders;
  browserZone: string | undefined;
  pending: boolean;
  onSave: (change: CycleRemindersUpdate) => void;
}

/** When reminders arrive; if they are on in another zone than this browser's, one click moves them here. */
function ReminderTimeZone({ settings, browserZone, pending, onSave }: ReminderTimeZoneProps) {
  const anyOn = settings.period_reminder_enabled || settings.fertile_window_reminder_enabled;
  // While both are off, the zone that counts is the one the next save will send.
  const shown = anyOn ? settings.time_zone : (browserZone ?? settings.time_zone);
  const elsewhere = anyOn && browserZone !== undefined && browserZone !== settings.time_zone;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-muted">
      <p>
        Reminders arrive around {REMINDER_LOCAL_HOUR}:00 in {shown} time.
      </p>
      {elsewhere && (
        <Button
          size="sm"
          variant="secondary"
          disabled={pending}
          onClick={() => onSave({ time_zone: browserZone })}
        >
          Use {browserZone} time
        </Button>
      )}
    </div>
  );
}
