import { and, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  cycleReminderSettings,
  cycleRemindersSent,
  users,
  type CycleReminderKind,
  type CycleReminderSettingsRow,
} from '../../db/schema';

export const findReminderSettings = async (
  db: DbOrTx,
  userId: number,
): Promise<CycleReminderSettingsRow | undefined> =>
  (await db.select().from(cycleReminderSettings).where(eq(cycleReminderSettings.userId, userId)).limit(1))[0];

export type ReminderColumns = Omit<CycleReminderSettingsRow, 'userId'>;

/**
 * One statement: a first save inserts `fresh`, a later one changes only the `changed` columns, so two partial
 * saves at the same moment both keep what they changed.
 */
export const upsertReminderSettings = async (
  db: DbOrTx,
  userId: number,
  fresh: ReminderColumns,
  changed: Partial<ReminderColumns>,
): Promise<CycleReminderSettingsRow> =>
  (
    await db
      .insert(cycleReminderSettings)
      .values({ userId, ...fresh })
      .onConflictDoUpdate({ target: cycleReminderSettings.userId, set: changed })
      .returning()
  )[0]!;

/** Active patients with at least one reminder switched on. */
export const patientsWithReminders = (db: DbOrTx): Promise<CycleReminderSettingsRow[]> =>
  db
    .select({
      userId: cycleReminderSettings.userId,
      periodEnabled: cycleReminderSettings.periodEnabled,
      periodDaysBefore: cycleReminderSettings.periodDaysBefore,
      fertileEnabled: cycleReminderSettings.fertileEnabled,
      fertileDaysBefore: cycleReminderSettings.fertileDaysBefore,
      timeZone: cycleReminderSettings.timeZone,
      updatedAt: cycleReminderSettings.updatedAt,
    })
    .from(cycleReminderSettings)
    .innerJoin(users, eq(users.id, cycleReminderSettings.userId))
    .where(
      and(
        eq(users.role, 'patient'),
        eq(users.status, 'active'),
        or(eq(cycleReminderSettings.periodEnabled, true), eq(cycleReminderSettings.fertileEnabled, true)),
      ),
    );

/**
 * Claims the right to send one reminder. True for exactly one caller per (patient, kind, date), however
 * many processes try at once: the unique index lets one insert through.
 */
export const claimReminder = async (
  db: DbOrTx,
  userId: number,
  kind: CycleReminderKind,
  targetDate: string,
  now: Date,
): Promise<boolean> =>
  (
    await db
      .insert(cycleRemindersSent)
      .values({ userId, kind, targetDate, sentAt: now })
      .onConflictDoNothing()
      .returning({ id: cycleRemindersSent.id })
  ).length > 0;
