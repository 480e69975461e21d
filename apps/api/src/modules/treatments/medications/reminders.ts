import {
  MEDICATION_REMINDER_GRACE_MINUTES,
  MEDICATION_ROUTE_LABELS,
  type MedicationRoute,
  type ScheduleKind,
} from '@fertilia/contracts';
import type { MedicationRow } from '../../../db/schema';
import { inTransaction, type Context } from '../../../http/context';
import { claimDoseReminder, findDoseLog, medicationsToRemind } from './repo';
import { addDays, dueAt, isScheduledOn, localDate } from './schedule';

export const MEDICATION_REMINDER_JOB = 'medication.reminders';
const GRACE_MS = MEDICATION_REMINDER_GRACE_MINUTES * 60_000;

/** "150 IU, injection under the skin, due at 19:00." */
export function reminderMessage(row: MedicationRow, time: string): string {
  const route = row.route as MedicationRoute;
  const how = route === 'other' ? '' : `, ${MEDICATION_ROUTE_LABELS[route].toLowerCase()}`;
  return `${row.dose} ${row.doseUnit}${how}, due at ${time}.`;
}

type DueDose = { date: string; time: string };

/** The medication's doses of her yesterday and today whose moment has come, less than the grace period ago. */
function dosesDue(row: MedicationRow, now: Date): DueDose[] {
  const today = localDate(now, row.timeZone);
  const schedule = { ...row, scheduleKind: row.scheduleKind as ScheduleKind };
  const due: DueDose[] = [];
  for (const date of [addDays(today, -1), today]) {
    if (!isScheduledOn(schedule, date)) continue;
    for (const time of row.times) {
      const at = dueAt(date, time, row.timeZone).getTime();
      if (at <= now.getTime() && now.getTime() < at + GRACE_MS) due.push({ date, time });
    }
  }
  return due;
}

/**
 * One pass, as of the context's clock (a job context: systemContext): for every medication with reminders on,
 * of an active patient, each dose due in her zone within the last MEDICATION_REMINDER_GRACE_MINUTES and not yet
 * logged is reminded through `ctx.notifications`. Safe with several processes and however often it runs: a
 * reminder is claimed by its unique (medication, date, time) row in the same transaction that records the
 * notification, so it goes out once, and is tried again next tick if sending fails (while still in its grace).
 * Returns how many were sent.
 */
export async function runMedicationReminderTick(ctx: Context): Promise<number> {
  const now = ctx.clock.now();
  let sent = 0;
  for (const row of await medicationsToRemind(ctx.db, now)) {
    try {
      for (const dose of dosesDue(row, now)) {
        const claimed = await inTransaction(ctx, async (tx) => {
          if (await findDoseLog(tx.db, row.id, dose.date, dose.time)) return false;
          if (!(await claimDoseReminder(tx.db, row.id, dose.date, dose.time, now))) return false;
          await tx.notifications.notify(
            {
              userId: row.patientId,
              type: 'medication_reminder',
              title: `Time for ${row.name}`,
              message: reminderMessage(row, dose.time),
              link: '/treatments',
              groupKey: `medication:${row.id}:${dose.date}T${dose.time}`,
            },
            tx.db,
          );
          return true;
        });
        if (claimed) sent++;
      }
    } catch (err) {
      // One patient's failure must not stop the others; ids only, never her medication.
      ctx.log.warn({ err, medicationId: row.id, userId: row.patientId }, 'medication reminder failed');
    }
  }
  return sent;
}
