import { REMINDER_LOCAL_HOUR, type CyclePrediction } from '@fertilia/contracts';
import type { CycleReminderKind, CycleReminderSettingsRow } from '../../db/schema';
import { inTransaction, type Context } from '../../http/context';
import { daysBetween } from './prediction';
import { localMoment } from './reminder-local-time';
import { claimReminder, patientsWithReminders } from './reminder-repo';
import { predictionAsOf } from './service';

/**
 * The scheduler looks once an hour; each reminder still goes out once, on the first tick from
 * REMINDER_LOCAL_HOUR of her day.
 */
export const REMINDER_TICK_MS = 60 * 60_000;

const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

type Due = { kind: CycleReminderKind; date: string; title: string; message: string };

function dueReminders(settings: CycleReminderSettingsRow, p: CyclePrediction, today: string): Due[] {
  const due: Due[] = [];
  const ahead = (date: string, days: number) => {
    const left = daysBetween(today, date);
    return left >= 0 && left <= days;
  };
  if (settings.periodEnabled && !p.period_late && ahead(p.next_period_date, settings.periodDaysBefore))
    due.push({
      kind: 'period',
      date: p.next_period_date,
      title: 'Your period is due soon',
      message: `Your next period is predicted for ${longDate(p.next_period_date)} (between ${longDate(p.next_period_range.earliest)} and ${longDate(p.next_period_range.latest)}).`,
    });
  if (
    settings.fertileEnabled &&
    !p.ovulation_confirmed &&
    ahead(p.fertile_window_start, settings.fertileDaysBefore)
  )
    due.push({
      kind: 'fertile_window',
      date: p.fertile_window_start,
      title: 'Your fertile window is starting',
      message: `Your fertile window is predicted from ${longDate(p.fertile_window_start)} to ${longDate(p.fertile_window_end)}.`,
    });
  return due;
}

/**
 * One pass, as of the context's clock (a job context: systemContext): for every patient with reminders on,
 * send those now due, through `ctx.notifications`. "Now" is her own: her date and hour in her time zone, so
 * she is reminded on her day, in her morning. Idempotent and safe with several processes: a reminder is
 * claimed by its unique (patient, kind, predicted date) row in the same transaction that records the
 * notification, so it is sent once, and retried next tick if sending fails. Returns how many were sent.
 */
export async function runReminderTick(ctx: Context): Promise<number> {
  const now = ctx.clock.now();
  let sent = 0;
  for (const settings of await patientsWithReminders(ctx.db)) {
    try {
      const { date: today, hour } = localMoment(now, settings.timeZone);
      if (hour < REMINDER_LOCAL_HOUR) continue;
      const prediction = await predictionAsOf(ctx, { patientId: settings.userId, today });
      if (!prediction) continue;
      for (const due of dueReminders(settings, prediction, today)) {
        const claimed = await inTransaction(ctx, async (tx) => {
          if (!(await claimReminder(tx.db, settings.userId, due.kind, due.date, now))) return false;
          await tx.notifications.notify(
            {
              userId: settings.userId,
              type: due.kind === 'period' ? 'cycle_period_reminder' : 'cycle_fertile_window_reminder',
              title: due.title,
              message: due.message,
              link: '/cycle-tracking',
              groupKey: `cycle:${due.kind}:${due.date}`,
            },
            tx.db,
          );
          return true;
        });
        if (claimed) sent++;
      }
    } catch (err) {
      // One patient's failure must not stop the others; the id only, never her data.
      ctx.log.warn({ err, userId: settings.userId }, 'cycle reminder failed');
    }
  }
  return sent;
}
