import { APPOINTMENT_STATUSES, type AppointmentStats, type AppointmentStatus } from '@fertilia/contracts';
import type { MemberContext } from '../../http/context';
import { viewerOf } from './appointment-dto';
import { countsByMonth, countsByStatus, reviewSummary } from './stats-repo';

/** The months the stats chart covers: the current one in the caller's zone and the eleven before it. */
export const STATS_MONTHS = 12;

const monthFormats = new Map<string, Intl.DateTimeFormat>();
/** "YYYY-MM" of `instant` in `timeZone`. */
function monthOf(instant: Date, timeZone: string): string {
  let format = monthFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' });
    monthFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}`;
}

/** `month` ("YYYY-MM") moved by `delta` months. */
function addMonths(month: string, delta: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last `count` months ending with the one `now` falls in, in `timeZone`, oldest first. */
export function monthsEnding(now: Date, timeZone: string, count = STATS_MONTHS): string[] {
  const current = monthOf(now, timeZone);
  return Array.from({ length: count }, (_, i) => addMonths(current, i - count + 1));
}

/**
 * The caller's own appointments, as patient or as expert (spec 02 §7 stats/list). Every appointment counts
 * once, under its own status: a rescheduled one under `rescheduled`, its successor under its own.
 */
export async function appointmentStats(ctx: MemberContext): Promise<AppointmentStats> {
  const userId = ctx.actor.id;
  const now = ctx.clock.now();
  const { timeZone } = viewerOf(ctx.actor.user);
  const months = monthsEnding(now, timeZone);
  const [statuses, monthRows, reviews] = await Promise.all([
    countsByStatus(ctx.db, userId, now),
    countsByMonth(ctx.db, userId, {
      timeZone,
      fromMonth: months[0]!,
      untilMonth: addMonths(months[months.length - 1]!, 1),
    }),
    reviewSummary(ctx.db, userId),
  ]);

  const byStatus = Object.fromEntries(APPOINTMENT_STATUSES.map((s) => [s, 0])) as Record<
    AppointmentStatus,
    number
  >;
  let upcoming = 0;
  for (const row of statuses) {
    byStatus[row.status] = row.total;
    upcoming += row.upcoming;
  }
  const ended = byStatus.completed + byStatus.cancelled + byStatus.rejected;
  const counted = new Map(monthRows.map((row) => [row.month, row]));
  return {
    total: APPOINTMENT_STATUSES.reduce((sum, s) => sum + byStatus[s], 0),
    by_status: byStatus,
    by_month: months.map((month) => {
      const row = counted.get(month);
      return {
        month,
        total: row?.total ?? 0,
        completed: row?.completed ?? 0,
        cancelled: row?.cancelled ?? 0,
      };
    }),
    upcoming,
    completion_rate: ended === 0 ? null : byStatus.completed / ended,
    average_rating: reviews.average,
    review_count: reviews.count,
  };
}
