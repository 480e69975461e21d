import { DEFAULT_CYCLE_REMINDERS, type CycleReminders, type CycleRemindersUpdate } from '@fertilia/contracts';
import type { CycleReminderSettingsRow } from '../../db/schema';
import { findReminderSettings, upsertReminderSettings } from './reminder-repo';
import type { CycleContext } from './service';

export const toReminders = (row: CycleReminderSettingsRow | undefined): CycleReminders =>
  row
    ? {
        period_reminder_enabled: row.periodEnabled,
        period_days_before: row.periodDaysBefore,
        fertile_window_reminder_enabled: row.fertileEnabled,
        fertile_window_days_before: row.fertileDaysBefore,
        time_zone: row.timeZone,
      }
    : DEFAULT_CYCLE_REMINDERS;

export const getReminders = async (ctx: CycleContext): Promise<CycleReminders> =>
  toReminders(await findReminderSettings(ctx.db, ctx.patientId));

/** Any subset of the settings; absent ones keep their value (or the default). */
export async function updateReminders(
  ctx: CycleContext,
  input: CycleRemindersUpdate,
): Promise<CycleReminders> {
  const merged = {
    ...(await getReminders(ctx)),
    ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
  };
  const row = await upsertReminderSettings(ctx.db, ctx.patientId, {
    periodEnabled: merged.period_reminder_enabled,
    periodDaysBefore: merged.period_days_before,
    fertileEnabled: merged.fertile_window_reminder_enabled,
    fertileDaysBefore: merged.fertile_window_days_before,
    timeZone: merged.time_zone,
    updatedAt: ctx.clock.now(),
  });
  return toReminders(row);
}
