import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointments, users, type AppointmentRow } from '../../db/schema';

/*
 * The calendar's own reads and writes of appointments (ADR 014): the event's UID and SEQUENCE, the two
 * parties' addresses for its attendees, and the claims of the 24-hour and 1-hour reminders.
 */

/** Sets the event's UID and SEQUENCE of one appointment; answers the row as it is then. */
export const setCalendarEvent = async (
  db: DbOrTx,
  id: number,
  event: { calendarUid: string; calendarSequence: number },
): Promise<AppointmentRow | undefined> =>
  (await db.update(appointments).set(event).where(eq(appointments.id, id)).returning())[0];

/**
 * Gives the appointment `uid` unless it has one already (a row confirmed before invitations existed, read
 * for "Add to calendar" or a reminder); answers the UID it has afterwards. Safe to race: both write the same.
 */
export const ensureCalendarUid = async (db: DbOrTx, id: number, uid: string): Promise<string> =>
  (
    await db
      .update(appointments)
      .set({ calendarUid: sql`coalesce(${appointments.calendarUid}, ${uid})` })
      .where(eq(appointments.id, id))
      .returning({ uid: appointments.calendarUid })
  )[0]!.uid!;

/** The e-mail addresses of the given members, for the attendees of an event. */
export async function emailsOf(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.email]));
}

export type ReminderKind = 'day' | 'hour';
const reminderColumn = { day: appointments.dayReminderAt, hour: appointments.hourReminderAt } as const;

/**
 * Confirmed visits that have not started and have a reminder to fire or pass over at `now`: the 24-hour one
 * unclaimed within `dayMs` of the start, or the 1-hour one within `hourMs` (appointments_reminder_idx keeps
 * this to visits whose 1-hour reminder is unclaimed). Soonest first; a run takes at most `limit`.
 */
export const visitsAwaitingReminders = (
  db: DbOrTx,
  now: Date,
  window: { dayMs: number; hourMs: number },
  limit: number,
) =>
  db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.status, 'confirmed'),
        isNull(appointments.hourReminderAt),
        gt(appointments.startsAt, now),
        lte(appointments.startsAt, new Date(now.getTime() + window.dayMs)),
        or(
          isNull(appointments.dayReminderAt),
          lte(appointments.startsAt, new Date(now.getTime() + window.hourMs)),
        ),
      ),
    )
    .orderBy(appointments.startsAt, appointments.id)
    .limit(limit);

/**
 * Marks one reminder of a still-confirmed visit as handled at `now`, unless it was already: the one
 * conditional UPDATE that lets a reminder fire once across runs and processes. True for the claimant.
 */
export async function claimVisitReminder(
  db: DbOrTx,
  id: number,
  kind: ReminderKind,
  now: Date,
): Promise<boolean> {
  const column = reminderColumn[kind];
  const claimed = await db
    .update(appointments)
    .set(kind === 'day' ? { dayReminderAt: now } : { hourReminderAt: now })
    .where(and(eq(appointments.id, id), eq(appointments.status, 'confirmed'), isNull(column)))
    .returning({ id: appointments.id });
  return claimed.length > 0;
}
