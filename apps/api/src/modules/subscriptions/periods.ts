import { DateTime } from 'luxon';
import { GRACE_PERIOD_DAYS, RENEWAL_RETRY_DAYS } from '@fertilia/contracts';

export type RecurringInterval = 'month' | 'year';

/**
 * The end of period `index` (0 = the first) counted from the anchor, in UTC calendar months or years. Counting
 * from the anchor rather than from the previous end keeps the day: a subscription of 31 January renews on
 * 28 (or 29) February and then on 31 March, not on the 28th for ever.
 */
export function periodEnd(anchor: Date, interval: RecurringInterval, index: number): Date {
  const start = DateTime.fromJSDate(anchor, { zone: 'utc' });
  const end = interval === 'month' ? start.plus({ months: index + 1 }) : start.plus({ years: index + 1 });
  return end.toJSDate();
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * When to try an overdue renewal again after `failures` failed tries, counted from the end of the period it
 * pays for; null when the grace period is over and the subscription ends.
 */
export function nextRetryAt(periodEndedAt: Date, failures: number): Date | null {
  const days = RENEWAL_RETRY_DAYS[failures - 1];
  return days === undefined ? null : new Date(periodEndedAt.getTime() + days * DAY_MS);
}

export const graceEndsAt = (periodEndedAt: Date): Date =>
  new Date(periodEndedAt.getTime() + GRACE_PERIOD_DAYS * DAY_MS);
