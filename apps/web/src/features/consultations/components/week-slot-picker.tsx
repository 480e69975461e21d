import { useState } from 'react';
import { CalendarClock, ChevronLeft, ChevronRight } from 'lucide-react';
import { CONSULTATION_TOASTS, SLOT_HORIZON_WEEKS, type Slot } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { formatDateInZone, formatDateRange, formatTimeInZone, formatTimeZoneName } from '@/lib/format';
import { useErrorToast } from '@/lib/notify-error';
import { useExpertAvailability } from '../api/get-expert-availability';
import { dayInstant, groupByDay, shiftWeek, weekEnd, weekStartOf } from '../lib/week';

interface WeekSlotPickerProps {
  expertId: number;
  /** The viewer's zone: days and times are hers. */
  zone: string;
  /** The expert's own zone, noted when it differs from the viewer's. */
  expertZone?: string;
  selectedSlotId: number | null;
  onSelect: (slot: Slot) => void;
  /** The expert's first free time, offered as a jump when a week has none. */
  nextAvailableAt?: string | null;
  /** A slot not to offer (the current time of a visit being moved). */
  excludeSlotId?: number | null;
  /** The week shown first (any instant in it); this week by default. */
  initialAt?: string | null;
  /** Names the group of times, e.g. "Free times with Dr Rivera". */
  label: string;
}

/**
 * An expert's free times, one week at a time, in the viewer's zone: days as columns from tablet width, a
 * list of days on a phone; each time is a toggle button. The week window ends with the booking horizon.
 */
export function WeekSlotPicker(props: WeekSlotPickerProps) {
  const { expertId, zone, expertZone, selectedSlotId, onSelect, nextAvailableAt, excludeSlotId } = props;
  const thisWeek = weekStartOf(Date.now(), zone);
  const lastWeek = shiftWeek(thisWeek, SLOT_HORIZON_WEEKS);
  const [monday, setMonday] = useState(() => {
    const start = props.initialAt ? weekStartOf(props.initialAt, zone) : thisWeek;
    return start < thisWeek ? thisWeek : start > lastWeek ? lastWeek : start;
  });
  const sunday = weekEnd(monday);
  const availability = useExpertAvailability({ expertId, from: monday, to: sunday, zone });
  useErrorToast(availability.error, CONSULTATION_TOASTS.fetchFailed);

  const weekLabel = formatDateRange(monday, sunday, 'dayMonth');
  const nextWeekStart = nextAvailableAt ? weekStartOf(nextAvailableAt, zone) : null;
  const canJump = nextWeekStart !== null && nextWeekStart > monday && nextWeekStart <= lastWeek;

  return (
    <section aria-label={props.label} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            icon={ChevronLeft}
            disabled={monday <= thisWeek}
            onClick={() => setMonday(shiftWeek(monday, -1))}
          >
            <span className="sr-only sm:not-sr-only">Previous week</span>
          </Button>
          <h3 className="min-w-36 text-center text-sm font-semibold text-ink" aria-live="polite">
            {weekLabel}
          </h3>
          <Button
            variant="secondary"
            size="sm"
            disabled={monday >= lastWeek}
            onClick={() => setMonday(shiftWeek(monday, 1))}
          >
            <span className="sr-only sm:not-sr-only">Next week</span>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <p className="text-xs text-ink-muted">
          Times in your zone, {formatTimeZoneName(zone)}
          {expertZone && expertZone !== zone ? ` · the expert is in ${formatTimeZoneName(expertZone)}` : ''}
        </p>
      </div>

      <QueryState
        query={availability}
        loadingLabel="Loading free times"
        loadingClassName="grid gap-3 md:grid-cols-7"
        skeleton={<Skeletons count={7} className="h-28" />}
        errorTitle={CONSULTATION_TOASTS.fetchFailed}
      >
        {(data) => {
          const slots = data.slots.filter((s) => s.is_available && s.id !== excludeSlotId);
          const days = groupByDay(slots, monday, zone);
          if (slots.length === 0) {
            return (
              <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-line-strong px-6 py-10 text-center">
                <CalendarClock aria-hidden="true" className="size-6 text-ink-muted" />
                <p className="text-sm text-ink-muted">No free times this week.</p>
                {canJump ? (
                  <Button variant="secondary" size="sm" onClick={() => setMonday(nextWeekStart)}>
                    Next available: {formatDateInZone(nextAvailableAt!, zone, 'long')}
                  </Button>
                ) : monday < lastWeek ? (
                  <Button variant="secondary" size="sm" onClick={() => setMonday(shiftWeek(monday, 1))}>
                    Try next week
                  </Button>
                ) : null}
              </div>
            );
          }
          return (
            <div className={cn('grid gap-3 md:grid-cols-7', availability.isPlaceholderData && 'opacity-60')}>
              {days.map((day) => {
                const instant = dayInstant(day.date, zone);
                const dayName = formatDateInZone(instant, zone, 'weekday');
                const dayDate = formatDateInZone(instant, zone, 'shortDayMonth');
                return (
                  <div
                    key={day.date}
                    role="group"
                    aria-label={`${dayName} ${dayDate}`}
                    className={cn(
                      'flex flex-col gap-2 rounded-xl border border-line bg-surface p-3 md:p-2',
                      // On a phone a day without times is left out of the list; columns keep all seven.
                      day.slots.length === 0 && 'hidden md:flex',
                    )}
                  >
                    <p className="flex items-baseline gap-2 text-sm font-semibold text-ink md:flex-col md:items-center md:gap-0">
                      <span>{formatDateInZone(instant, zone, 'shortWeekday')}</span>
                      <span className="font-normal text-ink-muted">{dayDate}</span>
                    </p>
                    {day.slots.length === 0 ? (
                      <p className="text-xs text-ink-muted md:text-center">No times</p>
                    ) : (
                      <ul className="flex flex-wrap gap-2 md:flex-col">
                        {day.slots.map((slot) => {
                          const selected = slot.id === selectedSlotId;
                          return (
                            <li key={slot.id}>
                              <button
                                type="button"
                                aria-pressed={selected}
                                aria-label={`${dayName} ${dayDate}, ${formatTimeInZone(slot.starts_at, zone)}`}
                                onClick={() => onSelect(slot)}
                                className={cn(
                                  'min-h-11 w-full min-w-20 rounded-lg border px-3 text-sm font-medium tabular-nums transition-colors',
                                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                                  selected
                                    ? 'border-brand bg-brand text-ink-inverse'
                                    : 'border-line-strong bg-surface text-ink hover:border-brand hover:bg-brand-soft',
                                )}
                              >
                                {formatTimeInZone(slot.starts_at, zone)}
                              </button>
                            </li>
                          );
                        })}
                      </ul>
                    )}
                  </div>
                );
              })}
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}
