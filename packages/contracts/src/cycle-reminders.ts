/** GET/PUT /api/cycle-tracking/reminders/ — optional notifications before the predicted dates. */
import { z } from 'zod';
import { someFieldGiven } from './common';
import { MESSAGES } from './messages';
import { timeZoneField } from './time-zone';
import { CYCLE_MESSAGES, DEFAULT_REMINDER_TIME_ZONE, REMINDER_DAYS_MAX, REMINDER_DAYS_MIN } from './cycle';

const bool = z.boolean({ error: CYCLE_MESSAGES.booleanInvalid });
const reminderDays = z
  .number({ error: CYCLE_MESSAGES.reminderDaysRange })
  .int(CYCLE_MESSAGES.reminderDaysRange)
  .min(REMINDER_DAYS_MIN, CYCLE_MESSAGES.reminderDaysRange)
  .max(REMINDER_DAYS_MAX, CYCLE_MESSAGES.reminderDaysRange);
const timeZone = timeZoneField(CYCLE_MESSAGES.timeZoneInvalid);

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
