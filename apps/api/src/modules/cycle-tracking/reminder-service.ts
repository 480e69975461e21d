import { DEFAULT_CYCLE_REMINDERS, type CycleReminders, type CycleRemindersUpdate } from '@fertilia/contracts';
import type { CycleReminderSettingsRow } from '../../db/schema';
import { findReminderSettings, upsertReminderSettings, type ReminderColumns } from './reminder-repo';
import type { MemberContext } from '../../http/context';

const toReminders = (row: CycleReminderSettingsRow | undefined): CycleReminders =>
  row
    ? {
        period_reminder_enabled: row.periodEnabled,
        period_days_before: row.periodDaysBefore,
        fertile_window_reminder_enabled: row.fertileEnabled,
        fertile_window_days_before: row.fertileDaysBefore,
        time_zone: row.timeZone,
      }
    : DEFAULT_CYCLE_REMINDERS;

/** The signed-in patient's own settings (`ctx.actor`), or the defaults until she changes one. */
export const getReminders = async (ctx: MemberContext): Promise<CycleReminders> =>
  toReminders(await findReminderSettings(ctx.db, ctx.actor.id));

/** Any subset of the settings; absent ones keep their value (or the default). */
export async function updateReminders(
  ctx: MemberContext,
  input: CycleRemindersUpdate,
): Promise<CycleReminders> {
  const given: Partial<ReminderColumns> = {
    periodEnabled: input.period_reminder_enabled,
    periodDaysBefore: input.period_days_before,
    fertileEnabled: input.fertile_window_reminder_enabled,
    fertileDaysBefore: input.fertile_window_days_before,
    timeZone: input.time_zone,
  };
  const changed = {
    ...(Object.fromEntries(
      Object.entries(given).filter(([, v]) => v !== undefined),
    ) as Partial<ReminderColumns>),
    updatedAt: ctx.clock.now(),
  };
  const defaults = DEFAULT_CYCLE_REMINDERS;
  const fresh: ReminderColumns = {
    periodEnabled: defaults.period_reminder_enabled,
    periodDaysBefore: defaults.period_days_before,
    fertileEnabled: defaults.fertile_window_reminder_enabled,
    fertileDaysBefore: defaults.fertile_window_days_before,
    timeZone: defaults.time_zone,
    ...changed,
  };
  return toReminders(await upsertReminderSettings(ctx.db, ctx.actor.id, fresh, changed));
}
