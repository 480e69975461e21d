import { DateTime } from 'luxon';
import { AVAILABILITY_RANGE_MAX_DAYS, CONSULTATION_MESSAGES as M, invalidField } from '@fertilia/contracts';

/*
 * Ranges are searched within these instants only: no schedule generates slots outside them, and every
 * instant stays one PostgreSQL can read (an ISO date allows year 0000, and the day after 9999-12-31, which
 * it cannot).
 */
const EARLIEST = new Date('1970-01-01T00:00:00Z');
const LATEST = new Date('9000-01-01T00:00:00Z');
const clamp = (instant: Date) => (instant < EARLIEST ? EARLIEST : instant > LATEST ? LATEST : instant);

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
    from: clamp(start.toJSDate()),
    until: clamp(end.plus({ days: 1 }).startOf('day').toJSDate()),
  };
}
