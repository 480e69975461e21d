import { useId, useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { CONSULTATION_MESSAGES, CONSULTATION_TOASTS, SLOT_MINUTES_OPTIONS } from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Input, controlClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { hasStatus } from '@/lib/api-client';
import { readableMessage } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { useCreateSlot } from '../api/create-slot';
import { localStart, longDay, todayIn } from './schedule-time';

interface ScheduleSlotFormProps {
  timeZone: string;
  slotMinutes: number;
  /** Told the date of a slot just added, so the list can show its week. */
  onCreated: (date: string) => void;
}

/** One slot by hand, at a date and time in her schedule's zone (POST /slots). */
export function ScheduleSlotForm({ timeZone, slotMinutes, onCreated }: ScheduleSlotFormProps) {
  const id = useId();
  const create = useCreateSlot();
  const today = todayIn(timeZone);
  const [date, setDate] = useState(today);
  const [time, setTime] = useState('');
  const [minutes, setMinutes] = useState(slotMinutes);
  const [problem, setProblem] = useState<string | null>(null);
  const lengths = (SLOT_MINUTES_OPTIONS as readonly number[]).includes(slotMinutes)
    ? SLOT_MINUTES_OPTIONS
    : [slotMinutes, ...SLOT_MINUTES_OPTIONS];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const start = localStart(date, time, timeZone);
    if ('error' in start) return setProblem(start.error);
    if (Date.parse(start.startsAt) <= Date.now()) return setProblem(CONSULTATION_MESSAGES.slotInPast);
    setProblem(null);
    create.mutate(
      { starts_at: start.startsAt, duration_minutes: minutes },
      {
        onSuccess: () => {
          notify.success(CONSULTATION_TOASTS.slotCreated, { description: `${longDay(date)}, ${time}` });
          setTime('');
          onCreated(date);
        },
        onError: (error) => {
          // An overlap or a refused time belongs beside the form she is filling in.
          if (hasStatus(error, 409, 422))
            setProblem(readableMessage(error) ?? CONSULTATION_TOASTS.creationFailed);
          else notifyError(error, CONSULTATION_TOASTS.creationFailed);
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-lg border border-line p-4"
    >
      <h3 id={`${id}-title`} className="font-semibold">
        Add a slot
      </h3>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-date`}>Date</Label>
          <Input
            id={`${id}-date`}
            type="date"
            min={today}
            required
            value={date}
            onChange={(e) => setDate(e.target.value)}
            className="w-44"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-time`}>Start time</Label>
          <Input
            id={`${id}-time`}
            type="time"
            required
            value={time}
            onChange={(e) => setTime(e.target.value)}
            className="w-32"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-length`}>Length</Label>
          <select
            id={`${id}-length`}
            value={minutes}
            onChange={(e) => setMinutes(Number(e.target.value))}
            className={cn(controlClasses, 'h-11 w-36 sm:text-sm')}
          >
            {lengths.map((n) => (
              <option key={n} value={n}>
                {n} minutes
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" icon={Plus} loading={create.isPending}>
          Add slot
        </Button>
      </div>
      <p className="text-sm text-ink-muted">In your schedule’s time zone, {timeZone.replaceAll('_', ' ')}.</p>
      {problem ? (
        <Alert tone="error" title={CONSULTATION_TOASTS.creationFailed}>
          {problem}
        </Alert>
      ) : null}
    </form>
  );
}
