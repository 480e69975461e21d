import { VISIT_REMINDER_HOURS_BEFORE, type AppointmentParty } from '@fertilia/contracts';
import type { AppointmentRow } from '../../db/schema';
import { inTransaction, type Context } from '../../http/context';
import { reminderNotice } from './appointment-notices';
import { findAppointmentView } from './appointment-repo';
import { queueCalendarMails } from './calendar-changes';
import { calendarUidFor } from './calendar-event';
import {
  claimVisitReminder,
  ensureCalendarUid,
  visitsAwaitingReminders,
  type ReminderKind,
} from './calendar-repo';

export const VISIT_REMINDER_JOB = 'consultations.visit-reminders';
/** Each minute: a reminder goes out within a minute of its moment. */
export const VISIT_REMINDER_TICK_MS = 60_000;
/** Visits handled per run; the rest are the next run's (they stay due until their start). */
const VISITS_PER_RUN = 200;

const HOUR_MS = 3_600_000;
const BEFORE_MS: Record<ReminderKind, number> = {
  day: VISIT_REMINDER_HOURS_BEFORE.day * HOUR_MS,
  hour: VISIT_REMINDER_HOURS_BEFORE.hour * HOUR_MS,
};
const SIDES: AppointmentParty[] = ['patient', 'expert'];

type Step = { kind: ReminderKind; send: boolean };

/**
 * What a run does with one visit that has not started (ADR 014). The 24-hour reminder is due from 24 hours
 * before; it is passed over (marked, not sent) when the visit was confirmed after that moment (its
 * confirmation mail was the news) or when the 1-hour moment has come (the 1-hour one says it better). The
 * 1-hour reminder is due from 1 hour before, passed over when the visit was confirmed after that moment.
 */
export function reminderSteps(row: AppointmentRow, now: Date): Step[] {
  const start = row.startsAt.getTime();
  const confirmedAt = (row.confirmedAt ?? row.createdAt).getTime();
  const hourDue = now.getTime() >= start - BEFORE_MS.hour;
  const steps: Step[] = [];
  if (!row.dayReminderAt && now.getTime() >= start - BEFORE_MS.day)
    steps.push({ kind: 'day', send: confirmedAt <= start - BEFORE_MS.day && !hourDue });
  if (!row.hourReminderAt && hourDue)
    steps.push({ kind: 'hour', send: confirmedAt <= start - BEFORE_MS.hour });
  return steps;
}

/**
 * Claims one reminder and, when it is to be sent, tells both parties in the app and queues their mails with
 * the visit's invitation, all in one transaction: a reminder claimed is a reminder sent, once.
 */
async function remind(ctx: Context, row: AppointmentRow, step: Step, now: Date): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    if (!(await claimVisitReminder(tx.db, row.id, step.kind, now)) || !step.send) return false;
    // A visit confirmed before invitations existed gets its event's UID now.
    await ensureCalendarUid(tx.db, row.id, calendarUidFor(tx.config, row.id));
    const view = (await findAppointmentView(tx.db, row.id))!;
    for (const side of SIDES) await tx.notifications.notify(reminderNotice(view, side, step.kind), tx.db);
    await queueCalendarMails(tx, view.appointment, 'REQUEST', `${step.kind}_reminder`);
    return true;
  });
}

/**
 * One run, as of the context's clock: every confirmed visit whose 24-hour or 1-hour moment has come gets
 * that reminder once, across runs and processes (claimVisitReminder). Answers how many were sent.
 */
export async function runVisitReminders(ctx: Context): Promise<number> {
  const now = ctx.clock.now();
  let sent = 0;
  const due = await visitsAwaitingReminders(
    ctx.db,
    now,
    { dayMs: BEFORE_MS.day, hourMs: BEFORE_MS.hour },
    VISITS_PER_RUN,
  );
  for (const row of due) {
    try {
      for (const step of reminderSteps(row, now)) if (await remind(ctx, row, step, now)) sent++;
    } catch (err) {
      // One visit's failure must not stop the others; its id only, never its parties' data.
      ctx.log.warn({ err, appointmentId: row.id }, 'visit reminder failed');
    }
  }
  return sent;
}
