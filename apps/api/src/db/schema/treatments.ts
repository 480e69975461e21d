import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, instant, serialId, timestamps } from './columns';
import { optionalUserRef, userRef } from './user-columns';

/*
 * Treatments (spec 02 §7; issue 23; ADR 022): a patient's medications and their dose log, her lab results,
 * and the notes her experts and doctors write for her. Deleting her account deletes all of it.
 */

/**
 * A medication and its schedule. `times` are "HH:MM" in `time_zone`; `schedule_kind` says which days:
 * every day from start_date to end_date (open when null), the `cycle_days` of a cycle whose day 1 is
 * start_date, or the listed `dates`.
 */
export const medications = pgTable(
  'medications',
  {
    id: serialId(),
    patientId: userRef('patient_id'),
    name: text('name').notNull(),
    dose: real('dose').notNull(),
    doseUnit: text('dose_unit').notNull(),
    route: text('route').notNull(),
    scheduleKind: text('schedule_kind').notNull(),
    times: jsonb('times').$type<string[]>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    cycleDays: jsonb('cycle_days').$type<number[]>().notNull().default([]),
    dates: jsonb('dates').$type<string[]>().notNull().default([]),
    /** Her last scheduled date, kept with the schedule so current ones are found in SQL (null: open-ended). */
    lastDate: date('last_date', { mode: 'string' }),
    timeZone: text('time_zone').notNull(),
    prescriber: text('prescriber').notNull().default(''),
    instructions: text('instructions').notNull().default(''),
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('medications_patient_idx').on(t.patientId, t.startDate.desc(), t.id.desc()),
    // The reminder tick reads only medications still running with reminders on.
    index('medications_reminders_idx')
      .on(t.lastDate)
      .where(sql`${t.remindersEnabled}`),
    check('medications_dose_ck', sql`${t.dose} > 0`),
    check('medications_schedule_ck', sql`${t.scheduleKind} in ('every_day', 'cycle_days', 'dates')`),
  ],
);
export type MedicationRow = typeof medications.$inferSelect;

/** What she logged for one scheduled dose (its local date and time); one row per dose, changed in place. */
export const medicationDoses = pgTable(
  'medication_doses',
  {
    id: serialId(),
    medicationId: belongsTo('medication_id', () => medications.id),
    doseDate: date('dose_date', { mode: 'string' }).notNull(),
    doseTime: text('dose_time').notNull(),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    loggedAt: instant('logged_at').notNull(),
  },
  (t) => [
    uniqueIndex('medication_doses_uq').on(t.medicationId, t.doseDate, t.doseTime),
    check('medication_doses_status_ck', sql`${t.status} in ('taken', 'skipped')`),
  ],
);
export type MedicationDoseRow = typeof medicationDoses.$inferSelect;

/** One row per reminder sent: the unique index lets exactly one process claim each dose's reminder. */
export const medicationRemindersSent = pgTable(
  'medication_reminders_sent',
  {
    id: serialId(),
    medicationId: belongsTo('medication_id', () => medications.id),
    doseDate: date('dose_date', { mode: 'string' }).notNull(),
    doseTime: text('dose_time').notNull(),
    sentAt: instant('sent_at').notNull(),
  },
  (t) => [uniqueIndex('medication_reminders_sent_uq').on(t.medicationId, t.doseDate, t.doseTime)],
);

/** A lab result as she entered it; the value in the standard unit is kept for charts and ranges. */
export const labResults = pgTable(
  'lab_results',
  {
    id: serialId(),
    patientId: userRef('patient_id'),
    test: text('test').notNull(),
    value: real('value').notNull(),
    unit: text('unit').notNull(),
    standardValue: real('standard_value').notNull(),
    takenOn: date('taken_on', { mode: 'string' }).notNull(),
    cycleDay: integer('cycle_day'),
    labName: text('lab_name').notNull().default(''),
    notes: text('notes').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    index('lab_results_patient_idx').on(t.patientId, t.takenOn.desc(), t.id.desc()),
    index('lab_results_patient_test_idx').on(t.patientId, t.test, t.takenOn.desc()),
    check('lab_results_value_ck', sql`${t.value} >= 0`),
    check('lab_results_cycle_day_ck', sql`${t.cycleDay} between 1 and 60`),
  ],
);
export type LabResultRow = typeof labResults.$inferSelect;

/**
 * A note an expert or doctor wrote for a patient. `title` and `content` are the original text (changed in
 * place only within 24 hours of `created_at`); later changes are amendments. The author's account may go;
 * the note stays the patient's.
 */
export const doctorNotes = pgTable(
  'doctor_notes',
  {
    id: serialId(),
    patientId: userRef('patient_id'),
    authorId: optionalUserRef('author_id'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('doctor_notes_patient_idx').on(t.patientId, t.createdAt.desc(), t.id.desc()),
    index('doctor_notes_author_idx').on(t.authorId, t.createdAt.desc(), t.id.desc()),
  ],
);
export type DoctorNoteRow = typeof doctorNotes.$inferSelect;

/** A later version of a note; never changed or deleted while the note stands. */
export const doctorNoteAmendments = pgTable(
  'doctor_note_amendments',
  {
    id: serialId(),
    noteId: belongsTo('note_id', () => doctorNotes.id),
    authorId: optionalUserRef('author_id'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('doctor_note_amendments_note_idx').on(t.noteId, t.createdAt, t.id)],
);
export type DoctorNoteAmendmentRow = typeof doctorNoteAmendments.$inferSelect;
