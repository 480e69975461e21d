import { DateTime } from 'luxon';
import { AVAILABILITY_RANGE_MAX_DAYS, CONSULTATION_MESSAGES as M, invalidField } from '@fertilia/contracts';

export type LocalDays = { dateFrom: string; dateTo: string; from: Date; until: Date };

/**
 * Whole calendar days in `zone`, both ends included, as the instants [from, until) they cover (ADR 013): a
 * patient in New York asking for 1 March gets what starts on 1 March in New York. A missing start is today
 * there, a missing end `defaultDays - 1` days after the start. Refused like the contract refuses a range given
 * whole (same texts): an end before the start, or more than AVAILABILITY_RANGE_MAX_DAYS days.
 */
export function localDays(
  zone: string,
  now: Date,
  query: { date_from?: string; date_to?: string },
  defaultDays: number,
): LocalDays {
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  const start = query.date_from ? DateTime.fromISO(query.date_from, { zone }) : today;
  const end = query.date_to
    ? DateTime.fromISO(query.date_to, { zone })
    : start.plus({ days: defaultDays - 1 });
  if (end < start) throw invalidField('query', 'date_to', M.dateRange);
  if (end.diff(start, 'days').days >= AVAILABILITY_RANGE_MAX_DAYS)
    throw invalidField('query', 'date_to', M.dateRangeTooLong);
  return {
    dateFrom: start.toISODate()!,
    dateTo: end.toISODate()!,
    from: start.toJSDate(),
    until: end.plus({ days: 1 }).startOf('day').toJSDate(),
  };
}
