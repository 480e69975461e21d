import { and, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { LIVE_APPOINTMENT_STATUSES, type AppointmentStatus } from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import { appointmentReviews, appointments } from '../../db/schema';
import { partyIs } from './appointment-repo';

/*
 * The caller's appointment statistics, counted by the database: a busy expert's years of visits are never
 * read into memory to be added up.
 */

const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`(count(*) filter (where ${condition}))::int`;

/** Per status: how many, and how many of them are live and not yet over (upcoming). */
export const countsByStatus = (db: DbOrTx, userId: number, now: Date) =>
  db
    .select({
      status: appointments.status,
      total: sql<number>`count(*)::int`,
      upcoming: countWhere(
        and(inArray(appointments.status, [...LIVE_APPOINTMENT_STATUSES]), gt(appointments.endsAt, now))!,
      ),
    })
    .from(appointments)
    .where(partyIs(userId))
    .groupBy(appointments.status);

/**
 * Per month of the start in `timeZone` ("YYYY-MM"), for appointments starting from the first day of
 * `fromMonth` to before the first day of `untilMonth`, both read in that zone.
 */
export function countsByMonth(
  db: DbOrTx,
  userId: number,
  { timeZone, fromMonth, untilMonth }: { timeZone: string; fromMonth: string; untilMonth: string },
) {
  const localMidnightOf = (month: string) => sql`((${`${month}-01`})::timestamp at time zone ${timeZone})`;
  const statusIs = (status: AppointmentStatus) => eq(appointments.status, status);
  return (
    db
      .select({
        month: sql<string>`to_char(${appointments.startsAt} at time zone ${timeZone}, 'YYYY-MM')`,
        total: sql<number>`count(*)::int`,
        completed: countWhere(statusIs('completed')),
        cancelled: countWhere(statusIs('cancelled')),
      })
      .from(appointments)
      .where(
        and(
          partyIs(userId),
          gte(appointments.startsAt, localMidnightOf(fromMonth)),
          lt(appointments.startsAt, localMidnightOf(untilMonth)),
        ),
      )
      // By position: the month expression carries a bound zone, and a repeated parameter is another one to
      // PostgreSQL, which would then not see the GROUP BY expression in the select list.
      .groupBy(sql`1`)
  );
}

/** The reviews of the caller's appointments: those she gave as a patient, or received as an expert. */
export const reviewSummary = async (db: DbOrTx, userId: number) =>
  (
    await db
      .select({
        count: sql<number>`count(*)::int`,
        average: sql<number | null>`round(avg(${appointmentReviews.rating}), 2)::float8`,
      })
      .from(appointmentReviews)
      .innerJoin(appointments, eq(appointments.id, appointmentReviews.appointmentId))
      .where(partyIs(userId))
  )[0]!;
