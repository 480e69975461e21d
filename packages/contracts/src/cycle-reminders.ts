/** GET/PUT /api/cycle-tracking/reminders/ — optional notifications before the predicted dates. */
import { z } from 'zod';
import { someFieldGiven } from './common';
import { MESSAGES } from './messages';
import { CYCLE_MESSAGES, DEFAULT_REMINDER_TIME_ZONE, REMINDER_DAYS_MAX, REMINDER_DAYS_MIN } from './cycle';

const bool = z.boolean({ error: CYCLE_MESSAGES.booleanInvalid });
const reminderDays = z
  .number({ error: CYCLE_MESSAGES.reminderDaysRange })
  .int(CYCLE_MESSAGES.reminderDaysRange)
  .min(REMINDER_DAYS_MIN, CYCLE_MESSAGES.reminderDaysRange)
  .max(REMINDER_DAYS_MAX, CYCLE_MESSAGES.reminderDaysRange);
/** Longest IANA names are about 30 characters; anything much longer is not one. */
const TIME_ZONE_MAX = 64;

/**
 * True for a time zone name this runtime's Intl knows. Offsets such as "+01:00" (which newer engines accept)
 * are refused: a name follows daylight saving, an offset does not.
 */
export function isTimeZone(name: string): boolean {
  if (name.length > TIME_ZONE_MAX || !/^[A-Za-z]/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Stored in Intl's own spelling ("europe/dublin" becomes "Europe/Dublin"), so it reads well when shown. */
const timeZone = z
  .string({ error: CYCLE_MESSAGES.timeZoneInvalid })
  .refine(isTimeZone, { error: CYCLE_MESSAGES.timeZoneInvalid, abort: true })
  .transform((name) => new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone);

const reminderChoices = {
  period_reminder_enabled: bool,
  period_days_before: reminderDays,
  fertile_window_reminder_enabled: bool,
  fertile_window_days_before: reminderDays,
};
export const cycleRemindersSchema = z.object({
  ...reminderChoices,
  /** Her IANA time zone: reminders are due from REMINDER_LOCAL_HOUR on her own calendar day. */
  time_zone: z.string(),
});
export type CycleReminders = z.infer<typeof cycleRemindersSchema>;
export const DEFAULT_CYCLE_REMINDERS: CycleReminders = {
  period_reminder_enabled: false,
  period_days_before: 2,
  fertile_window_reminder_enabled: false,
  fertile_window_days_before: 1,
  time_zone: DEFAULT_REMINDER_TIME_ZONE,
};
/** The web sends the browser's time zone with every change. */
export const cycleRemindersUpdateSchema = z
  .object({ ...reminderChoices, time_zone: timeZone })
  .partial()
  .refine(someFieldGiven, { error: MESSAGES.atLeastOneField });
export type CycleRemindersUpdate = z.input<typeof cycleRemindersUpdateSchema>;
