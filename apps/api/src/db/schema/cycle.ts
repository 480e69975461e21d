import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_REMINDER_TIME_ZONE,
  type CervicalMucus,
  type CycleFlow,
  type CycleSymptom,
  type LhTestResult,
} from '@fertilia/contracts';
import { users } from './users';
import { instant, serialId, timestamps, updatedAt } from './columns';
import { userRef } from './user-columns';

/**
 * One row per patient per date (spec 02 §3 cycle day) with the signs fertility-awareness methods chart.
 * `temperature` is °C to two decimals, null when not measured.
 */
export const cycleDays = pgTable(
  'cycle_days',
  {
    id: serialId(),
    userId: userRef('user_id'),
    date: date('date', { mode: 'string' }).notNull(),
    flow: text('flow').$type<CycleFlow>().notNull().default('none'),
    symptoms: jsonb('symptoms').$type<CycleSymptom[]>().notNull().default([]),
    temperature: doublePrecision('temperature'),
    temperatureDisturbed: boolean('temperature_disturbed').notNull().default(false),
    cervicalMucus: text('cervical_mucus').$type<CervicalMucus>(),
    lhTest: text('lh_test').$type<LhTestResult>(),
    intercourse: boolean('intercourse').notNull().default(false),
    medicationTaken: boolean('medication_taken').notNull().default(false),
    notes: text('notes').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('cycle_days_user_date_uq').on(t.userId, t.date),
    check('cycle_days_flow_ck', sql`${t.flow} in ('none','light','medium','heavy')`),
    check(
      'cycle_days_mucus_ck',
      sql`${t.cervicalMucus} is null or ${t.cervicalMucus} in ('dry','sticky','creamy','watery','egg_white')`,
    ),
    check('cycle_days_lh_ck', sql`${t.lhTest} is null or ${t.lhTest} in ('negative','positive')`),
    check('cycle_days_temperature_ck', sql`${t.temperature} is null or ${t.temperature} between 34 and 42`),
  ],
);
export type CycleDayRow = typeof cycleDays.$inferSelect;
export type NewCycleDayRow = typeof cycleDays.$inferInsert;

/** A patient's reminder choices; no row means the defaults (both off). */
export const cycleReminderSettings = pgTable(
  'cycle_reminder_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodEnabled: boolean('period_enabled').notNull().default(false),
    periodDaysBefore: integer('period_days_before').notNull().default(2),
    fertileEnabled: boolean('fertile_enabled').notNull().default(false),
    fertileDaysBefore: integer('fertile_days_before').notNull().default(1),
    /** IANA name: her own date and hour decide when a reminder is due. Rows older than it are UTC. */
    timeZone: text('time_zone').notNull().default(DEFAULT_REMINDER_TIME_ZONE),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'cycle_reminder_days_ck',
      sql`${t.periodDaysBefore} between 0 and 7 and ${t.fertileDaysBefore} between 0 and 7`,
    ),
  ],
);
export type CycleReminderSettingsRow = typeof cycleReminderSettings.$inferSelect;

export const CYCLE_REMINDER_KINDS = ['period', 'fertile_window'] as const;
export type CycleReminderKind = (typeof CYCLE_REMINDER_KINDS)[number];

/**
 * Reminders already sent: the unique key (patient, kind, predicted date) makes the scheduler idempotent,
 * even with several API processes ticking at once — only the insert that wins sends.
 */
export const cycleRemindersSent = pgTable(
  'cycle_reminders_sent',
  {
    id: serialId(),
    userId: userRef('user_id'),
    kind: text('kind').$type<CycleReminderKind>().notNull(),
    targetDate: date('target_date', { mode: 'string' }).notNull(),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cycle_reminders_sent_uq').on(t.userId, t.kind, t.targetDate),
    check('cycle_reminders_sent_kind_ck', sql`${t.kind} in ('period','fertile_window')`),
  ],
);
