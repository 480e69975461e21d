import { useMemo, useState } from 'react';
import { Search } from 'lucide-react';
import { MESSAGES, browserTimeZone, type User } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatTimeInZone, formatTimeZoneName } from '@/lib/format';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { useSession } from '@/lib/session-context';
import { useUpdateProfile } from '../api/update-profile';

export const TIME_ZONE_SAVED = 'Time zone saved';

/** Every IANA zone this browser knows; UTC first where the list leaves it out. */
function allZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

/** "Europe/Dublin" → "Europe / Dublin", so a search for "new york" finds "America/New_York". */
const searchable = (zone: string) => zone.replace(/_/g, ' ').toLowerCase();

/**
 * The zone appointments and reminders are shown in (ADR 013): saved on the first visit from this browser,
 * changed here. A searchable list of every zone, with the time it is there now.
 */
export function TimeZoneCard({ user }: { user: User }) {
  const { updateUser } = useSession();
  const save = useUpdateProfile();
  const device = browserTimeZone();
  const saved = user.time_zone ?? device;
  const [chosen, setChosen] = useState(saved);
  const [search, setSearch] = useState('');
  const zones = useMemo(allZones, []);
  const shown = useMemo(() => {
    const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
    const matches = zones.filter((zone) => words.every((w) => searchable(zone).includes(w)));
    // The chosen zone stays in the list, so the select never shows something it does not hold.
    return matches.includes(chosen) ? matches : [chosen, ...matches];
  }, [zones, search, chosen]);
  const now = Date.now();

  const submit = () =>
    save.mutate(
      { time_zone: chosen },
      {
        onSuccess: (updated) => {
          updateUser(updated);
          notify.success(TIME_ZONE_SAVED, { description: formatTimeZoneName(chosen) });
        },
        onError: (error) => notifyError(error, MESSAGES.profileUpdateFailed),
      },
    );

  return (
    <Card aria-labelledby="time-zone-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <CardHeader>
          <CardTitle id="time-zone-title">Time zone</CardTitle>
          <CardDescription>
            Appointments and reminders are shown in this zone. Now: {formatTimeZoneName(saved)}
            {user.time_zone === null ? ' (from this device, not saved yet)' : ''}.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField label="Search time zones">
            {(control) => (
              <div className="relative">
                <Search
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
                />
                <Input
                  {...control}
                  type="search"
                  className="pl-9"
                  placeholder="City or region, e.g. Dublin"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                />
              </div>
            )}
          </FormField>
          <FormField
            label="Time zone"
            hint={`It is ${formatTimeInZone(now, chosen)} there now.`}
            className="sm:row-span-2"
          >
            <select
              size={6}
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
              className="w-full rounded-lg border border-line-strong bg-surface p-1 text-base text-ink focus-visible:outline-2 focus-visible:outline-focus sm:text-sm"
            >
              {shown.map((zone) => (
                <option key={zone} value={zone} className="rounded px-2 py-1">
                  {zone.replace(/_/g, ' ')}
                </option>
              ))}
            </select>
          </FormField>
          {chosen !== device ? (
            <div>
              <Button type="button" variant="link" onClick={() => setChosen(device)}>
                Use this device’s zone ({formatTimeZoneName(device)})
              </Button>
            </div>
          ) : null}
        </CardContent>
        <CardFooter className="justify-end">
          <Button
            type="submit"
            loading={save.isPending}
            disabled={user.time_zone !== null && chosen === saved}
          >
            Save time zone
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
