import type { Transaction } from '../../db/client';
import type { AppointmentRow } from '../../db/schema';
import type { Context } from '../../http/context';
import { calendarUidFor, type CalendarMethod } from './calendar-event';
import { setCalendarEvent } from './calendar-repo';
import type { VisitChange } from './visit-changes';

/*
 * The calendar side of a visit's changes (ADR 014). A change that calendars must hear of gives the visit's
 * event its next SEQUENCE (a first invitation its UID, sequence 0) and queues one mail per party; the job
 * (calendar-mail.ts) builds the event from the row as it is when it runs. The notices of these changes are
 * marked `mailedSeparately` (appointment-notices.ts), so the summary e-mail does not repeat them.
 */

export const CALENDAR_MAIL_JOB = 'consultations.calendar-mail';

/** Why a calendar mail is sent: it chooses the mail's wording and the notification type her settings use. */
export type CalendarMailReason =
  'confirmed' | 'moved' | 'moved_pending' | 'cancelled' | 'day_reminder' | 'hour_reminder';

export type CalendarMailJob = {
  appointmentId: number;
  recipientId: number;
  method: CalendarMethod;
  /** The SEQUENCE this mail was queued for: a later change supersedes it, and the job then sends nothing. */
  sequence: number;
  reason: CalendarMailReason;
};

type Tx = Context & { db: Transaction };

/** One mail per party, queued with the change: sent only if it commits, retried if sending fails. */
export async function queueCalendarMails(
  tx: Tx,
  row: AppointmentRow,
  method: CalendarMethod,
  reason: CalendarMailReason,
): Promise<void> {
  for (const recipientId of [row.patientId, row.expertId]) {
    const job: CalendarMailJob = {
      appointmentId: row.id,
      recipientId,
      method,
      sequence: row.calendarSequence,
      reason,
    };
    await tx.jobs.enqueue(tx, CALENDAR_MAIL_JOB, job, {
      dedupeKey: `${row.id}:${recipientId}:${method}:${row.calendarSequence}:${reason}`,
    });
  }
}

/** The event's next version: the same UID one SEQUENCE up, or, for a first invitation, a new UID. */
async function nextVersion(tx: Tx, row: AppointmentRow): Promise<AppointmentRow> {
  const next = row.calendarUid
    ? { calendarUid: row.calendarUid, calendarSequence: row.calendarSequence + 1 }
    : { calendarUid: calendarUidFor(tx.config, row.id), calendarSequence: row.calendarSequence };
  return (await setCalendarEvent(tx.db, row.id, next))!;
}

async function send(tx: Tx, row: AppointmentRow, method: CalendarMethod, reason: CalendarMailReason) {
  await queueCalendarMails(tx, await nextVersion(tx, row), method, reason);
}

export async function calendarOnChange(tx: Tx, change: VisitChange): Promise<void> {
  switch (change.kind) {
    case 'confirmed':
      return send(tx, change.appointment, 'REQUEST', 'confirmed');
    case 'ended':
      // Declined and completed visits change nothing in a calendar; a pending one was never in one.
      if (change.how === 'cancelled' && change.was === 'confirmed')
        await send(tx, change.appointment, 'CANCEL', 'cancelled');
      return;
    case 'moved': {
      let from = change.from;
      // Moved to a time that waits for the expert: the old time leaves calendars now.
      if (change.was === 'confirmed' && change.to.status !== 'confirmed') {
        from = await nextVersion(tx, from);
        await queueCalendarMails(tx, from, 'CANCEL', 'moved_pending');
      }
      // The successor is the same event: it inherits the UID and the SEQUENCE reached so far, so its own
      // invitation (now, or when the new time is accepted) updates the event instead of adding another.
      let to = change.to;
      if (from.calendarUid)
        to = (await setCalendarEvent(tx.db, to.id, {
          calendarUid: from.calendarUid,
          calendarSequence: from.calendarSequence,
        }))!;
      if (to.status === 'confirmed')
        await send(tx, to, 'REQUEST', change.was === 'confirmed' ? 'moved' : 'confirmed');
      return;
    }
  }
}
