import { JOIN_OPENS_MINUTES_BEFORE, isLive, type Appointment } from '@fertilia/contracts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The instants at which the actions the server allows on a live appointment change by themselves: the
 * patient's notice closes, joining opens, the visit starts (it may be marked completed), joining closes.
 */
export function actionBoundaries(appointment: Appointment): number[] {
  if (!isLive(appointment.status)) return [];
  const start = Date.parse(appointment.starts_at);
  const end = Date.parse(appointment.ends_at);
  return [
    start - appointment.min_notice_hours * HOUR_MS,
    start - JOIN_OPENS_MINUTES_BEFORE * MINUTE_MS,
    start,
    end,
  ];
}

/** Whether a boundary of any of `appointments` passed between `fetchedAt` and `now`, so their actions are stale. */
export const boundaryPassed = (
  appointments: readonly Appointment[],
  fetchedAt: number,
  now: number,
): boolean => appointments.some((a) => actionBoundaries(a).some((at) => at > fetchedAt && at <= now));
