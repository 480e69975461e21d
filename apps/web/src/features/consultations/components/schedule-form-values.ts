import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import {
  WEEKDAYS,
  minutesOfClock,
  type ExpertSchedule,
  type ExpertScheduleUpdate,
  type TimeRange,
} from '@fertilia/contracts';
import { ApiError, readableMessage } from '@/lib/api-error';

/** The editor holds all seven weekdays, in order, so a weekday's index never moves while she edits. */
export type ScheduleFormValues = ExpertScheduleUpdate;

export function toFormValues(schedule: ExpertSchedule): ScheduleFormValues {
  return {
    time_zone: schedule.time_zone,
    slot_minutes: schedule.slot_minutes,
    buffer_minutes: schedule.buffer_minutes,
    min_notice_hours: schedule.min_notice_hours,
    price: schedule.price,
    weekly_hours: WEEKDAYS.map((weekday) => ({
      weekday,
      ranges: schedule.weekly_hours.find((day) => day.weekday === weekday)?.ranges ?? [],
    })),
    exceptions: [...schedule.exceptions]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((exception) => ({ ...exception, ranges: [...exception.ranges] })),
  };
}

/** What is sent: a day off carries no hours, whatever was typed before it became one. */
export const toScheduleBody = (values: ScheduleFormValues): ExpertScheduleUpdate => ({
  ...values,
  exceptions: values.exceptions.map((e) => (e.kind === 'day_off' ? { ...e, ranges: [] } : e)),
});

const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The range a new row proposes: an hour after the day's last one, else a working morning. */
export function nextRange(ranges: readonly TimeRange[]): TimeRange {
  const last = ranges.at(-1);
  if (!last) return { start: '09:00', end: '17:00' };
  const start = Math.min(minutesOfClock(last.end) + 60, 22 * 60);
  return { start: clockOf(start), end: clockOf(Math.min(start + 60, 23 * 60 + 59)) };
}

type MaybeError = { message?: string; root?: { message?: string } } | undefined;

/** The message at a dotted path of the form's errors; an array's own error (overlap) may sit at `.root`. */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) {
    if (node === undefined || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  const error = node as MaybeError;
  return error?.message ?? error?.root?.message;
}

/**
 * A 422 from the server, each message under the field it names (its `loc` is the form's own path, since the
 * editor sends all seven weekdays in order); anything else above the form. False when not a 422.
 */
export function applyNestedServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError) || error.kind !== 'validation') return false;
  const detail = Array.isArray(error.detail) ? (error.detail as { loc?: unknown; msg?: unknown }[]) : [];
  const leftovers: string[] = [];
  for (const item of detail) {
    const loc = (Array.isArray(item.loc) ? item.loc : []).map(String);
    const path = (loc[0] === 'body' ? loc.slice(1) : loc).join('.');
    const message = typeof item.msg === 'string' ? item.msg : error.message;
    if (path && path !== '__root__') setError(path as Path<T>, { type: 'server', message });
    else leftovers.push(message);
  }
  if (detail.length === 0 || leftovers.length > 0) {
    setError('root.serverError' as Path<T>, {
      type: 'server',
      message: leftovers.join(' ') || readableMessage(error) || error.message,
    });
  }
  return true;
}
