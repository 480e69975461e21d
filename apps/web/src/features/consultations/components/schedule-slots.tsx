import { useState } from 'react';
import { CalendarX2, ChevronLeft, ChevronRight, Trash2 } from 'lucide-react';
import { CONSULTATION_TOASTS, SLOT_HORIZON_WEEKS, type Slot } from '@fertilia/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { IconButton } from '@/components/ui/icon-button';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateRange } from '@/lib/format';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { useDeleteSlot } from '../api/delete-slot';
import { useMySlots } from '../api/slots';
import { ScheduleSlotForm } from './schedule-slot-form';
import { addDays, daysBetween, localDate, longDay, slotTimes, slotsByDay, todayIn } from './schedule-time';

interface ScheduleSlotsProps {
  timeZone: string;
  slotMinutes: number;
}

/** Her slots a week at a time, by day in her zone: add one by hand, or remove one. */
export function ScheduleSlots({ timeZone, slotMinutes }: ScheduleSlotsProps) {
  const today = todayIn(timeZone);
  const [week, setWeek] = useState(0);
  const from = addDays(today, week * 7);
  const to = addDays(from, 6);
  const slots = useMySlots({ date_from: from, date_to: to, time_zone: timeZone });
  const [removing, setRemoving] = useState<Slot | null>(null);
  const remove = useDeleteSlot();

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: ({ message }) => {
        notify.success(message);
        setRemoving(null);
      },
      onError: (error) => {
        notifyError(error, CONSULTATION_TOASTS.deletionFailed);
        setRemoving(null);
      },
    });
  };

  return (
    <Card role="region" aria-labelledby="slots-title">
      <CardHeader>
        <CardTitle id="slots-title">Your slots</CardTitle>
        <CardDescription>
          The times patients can book, made from your hours. Add a one-off slot outside them, or remove one
          you cannot take.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <ScheduleSlotForm
          timeZone={timeZone}
          slotMinutes={slotMinutes}
          onCreated={(date) => setWeek(Math.max(0, Math.floor(daysBetween(today, date) / 7)))}
        />
        <div className="flex items-center justify-between gap-2">
          <IconButton
            label="Previous week"
            icon={ChevronLeft}
            variant="secondary"
            disabled={week === 0}
            onClick={() => setWeek((w) => w - 1)}
          />
          <p className="text-center font-medium" aria-live="polite">
            {formatDateRange(from, to, 'dayMonth')}
          </p>
          <IconButton
            label="Next week"
            icon={ChevronRight}
            variant="secondary"
            disabled={week >= SLOT_HORIZON_WEEKS}
            onClick={() => setWeek((w) => w + 1)}
          />
        </div>
        <QueryState
          query={slots}
          loadingLabel="Loading your slots"
          skeleton={<Skeleton className="h-40" />}
          errorTitle="Unable to load your slots"
          isEmpty={(data) => data.results.length === 0}
          empty={
            <EmptyState
              icon={CalendarX2}
              title="No slots this week"
              description="Add hours to your week above, or a one-off slot."
            />
          }
        >
          {(data) => (
            <div className="flex flex-col gap-5">
              {slotsByDay(data.results, timeZone).map(({ date, slots: daySlots }) => (
                <section key={date} aria-label={longDay(date)} className="flex flex-col gap-2">
                  <h3 className="text-sm font-semibold text-ink-muted">{longDay(date)}</h3>
                  <ul className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-3">
                    {daySlots.map((slot) => (
                      <SlotItem key={slot.id} slot={slot} timeZone={timeZone} onRemove={setRemoving} />
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          )}
        </QueryState>
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this slot?"
        description={
          removing
            ? `${longDay(localDate(removing.starts_at, timeZone))}, ${slotTimes(removing, timeZone)}. Patients can no longer book it. A slot from your weekly hours comes back when you next save them: add a date exception to keep a day free.`
            : ''
        }
        confirmLabel="Remove slot"
        destructive
        pending={remove.isPending}
        onConfirm={confirmRemove}
      />
    </Card>
  );
}

function SlotItem({
  slot,
  timeZone,
  onRemove,
}: {
  slot: Slot;
  timeZone: string;
  onRemove: (slot: Slot) => void;
}) {
  const times = slotTimes(slot, timeZone);
  return (
    <li className="flex items-center justify-between gap-2 rounded-lg border border-line py-1 pr-1 pl-3">
      <div className="flex min-w-0 flex-col">
        <span className="text-sm font-medium tabular-nums">{times}</span>
        <span className="flex flex-wrap gap-1">
          <Badge tone={slot.is_available ? 'success' : 'neutral'}>
            {slot.is_available ? 'Free' : 'Booked or too soon'}
          </Badge>
          {slot.source === 'manual' ? <Badge tone="info">One-off</Badge> : null}
        </span>
      </div>
      <IconButton
        label={`Remove the slot at ${times}`}
        icon={Trash2}
        tone="danger"
        onClick={() => onRemove(slot)}
      />
    </li>
  );
}
