import { useState } from 'react';
import { DateTime } from 'luxon';
import { SLOT_HORIZON_WEEKS } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatDateInZone, formatDateTimeInZone } from '@/lib/format';
import { notify } from '@/lib/notify';
import { errorDetail, notifyError } from '@/lib/notify-error';
import { useCreateSlotWatch } from '../api/create-slot-watch';

export const WATCH_SAVED = "We'll let you know";
export const WATCH_FAILED = 'Could not save your request';
const DEFAULT_DAYS_AHEAD = 14;

/** The first and last day she may choose, in her zone: today to the end of the booking window. */
function dayBounds(zone: string) {
  const today = DateTime.now().setZone(zone).startOf('day');
  return { min: today.toISODate()!, max: today.plus({ days: SLOT_HORIZON_WEEKS * 7 - 1 }).toISODate()! };
}

/** The day to offer first: the day of `suggested` (e.g. the first free time shown), within the bounds. */
function firstDay(zone: string, suggested: string | null | undefined): string {
  const { min, max } = dayBounds(zone);
  const day = suggested
    ? DateTime.fromISO(suggested, { zone }).toISODate()!
    : DateTime.now().setZone(zone).plus({ days: DEFAULT_DAYS_AHEAD }).toISODate()!;
  return day < min ? min : day > max ? max : day;
}

/** "On or before" a day: any time before the next day begins in her zone. */
const endOfDay = (date: string, zone: string) =>
  DateTime.fromISO(date, { zone }).plus({ days: 1 }).startOf('day').toUTC().toISO()!;

/**
 * "Tell me if an earlier time frees up" with an expert. For one of her visits it asks no date (any time
 * before the visit, which an offer then moves); otherwise she chooses the last day worth it.
 */
export function SlotWatchDialog({
  expert,
  zone,
  visit,
  suggestedBefore,
  open,
  onOpenChange,
}: {
  expert: { id: number; name: string };
  zone: string;
  /** Her live visit with this expert: taking an offer moves it. */
  visit?: { id: number; starts_at: string };
  /** The instant whose day is offered first (the first free time shown). */
  suggestedBefore?: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateSlotWatch();
  const [date, setDate] = useState(() => firstDay(zone, suggestedBefore));
  const [error, setError] = useState<string | null>(null);
  const { min, max } = dayBounds(zone);

  const close = (next: boolean) => {
    if (next) return onOpenChange(true);
    setError(null);
    setDate(firstDay(zone, suggestedBefore));
    onOpenChange(false);
  };

  const submit = () => {
    if (!visit && (!date || date < min || date > max)) {
      setError(`Choose a day from ${formatDateInZone(min, 'UTC')} to ${formatDateInZone(max, 'UTC')}`);
      return;
    }
    const body = visit
      ? { expert_id: expert.id, appointment_id: visit.id }
      : { expert_id: expert.id, before: endOfDay(date, zone) };
    create.mutate(body, {
      onSuccess: (watch) => {
        notify.success(WATCH_SAVED, {
          description: `If a time with ${expert.name} before ${watch.before_formatted} frees up, you'll be notified at once.`,
        });
        close(false);
      },
      onError: (failure) => {
        notifyError(failure, WATCH_FAILED);
        setError(errorDetail(failure) ?? WATCH_FAILED);
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeading
          title="Tell me if an earlier time frees up"
          description={
            visit
              ? `If a time with ${expert.name} before your visit on ${formatDateTimeInZone(visit.starts_at, zone)} is cancelled or moved, we'll notify you. Taking it moves your visit there.`
              : `If a time with ${expert.name} is cancelled or moved, we'll notify you at once. Whoever books it first has it.`
          }
        />
        <form
          noValidate
          aria-label="Earlier time"
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {visit ? null : (
            <FormField
              label="Any time on or before"
              hint={`Up to ${SLOT_HORIZON_WEEKS} weeks ahead, in your time zone.`}
              error={error ?? undefined}
              required
            >
              <Input
                type="date"
                min={min}
                max={max}
                value={date}
                onChange={(e) => {
                  setDate(e.target.value);
                  setError(null);
                }}
                className="w-48"
              />
            </FormField>
          )}
          {visit && error ? (
            <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="secondary" disabled={create.isPending}>
                Not now
              </Button>
            </DialogClose>
            <Button type="submit" loading={create.isPending}>
              Notify me
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
