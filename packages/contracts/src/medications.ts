import { z } from 'zod';
import {
  RECORD_DATE_OUT_OF_RANGE,
  databaseId,
  optionalTrimmed,
  pageOf,
  pagingQuery,
  recordDate,
} from './common';
import { timeZoneField } from './time-zone';

/*
 * Medications (spec 02 §7 treatments; issue 23; ADR 022). A patient keeps the drugs of her treatment: what,
 * how much, how it is taken, when (times of day in her time zone, on every day between two dates, on days
 * of her cycle, or on chosen dates) and who prescribed it. Each scheduled dose is reminded at her local time
 * and logged as taken or skipped. Spec 02 shows the calls and no payloads: these are ours.
 */

export const MEDICATIONS_PAGE_SIZE = 50;
export const MEDICATION_NAME_MAX = 100;
export const MEDICATION_DOSE_MAX = 1_000_000;
export const MEDICATION_TIMES_MAX = 6;
export const MEDICATION_CYCLE_DAY_MAX = 60;
export const MEDICATION_DATES_MAX = 90;
export const MEDICATION_PRESCRIBER_MAX = 100;
export const MEDICATION_INSTRUCTIONS_MAX = 500;
export const DOSE_NOTE_MAX = 300;
/** A reminder that could not go out within this long after its time is dropped: a late nudge misleads. */
export const MEDICATION_REMINDER_GRACE_MINUTES = 60;
export const ADHERENCE_DAYS_DEFAULT = 14;
export const ADHERENCE_DAYS_MAX = 90;

export const MEDICATION_ROUTES = [
  'subcutaneous',
  'intramuscular',
  'oral',
  'vaginal',
  'nasal',
  'transdermal',
  'other',
] as const;
export type MedicationRoute = (typeof MEDICATION_ROUTES)[number];
export const MEDICATION_ROUTE_LABELS: Record<MedicationRoute, string> = {
  subcutaneous: 'Injection under the skin',
  intramuscular: 'Injection into the muscle',
  oral: 'By mouth',
  vaginal: 'Vaginal',
  nasal: 'Nasal spray',
  transdermal: 'Patch or gel on the skin',
  other: 'Other',
};

export const DOSE_UNITS = [
  'IU',
  'mg',
  'mcg',
  'mL',
  'tablet',
  'capsule',
  'pessary',
  'application',
  'spray',
] as const;
export type DoseUnit = (typeof DOSE_UNITS)[number];

/** every_day: each day from start to end; cycle_days: the listed days of a cycle whose day 1 is start_date; dates: the listed dates. */
export const SCHEDULE_KINDS = ['every_day', 'cycle_days', 'dates'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];
export const SCHEDULE_KIND_LABELS: Record<ScheduleKind, string> = {
  every_day: 'Every day',
  cycle_days: 'On days of my cycle',
  dates: 'On chosen dates',
};

export const DOSE_STATUSES = ['taken', 'skipped'] as const;
export type DoseStatus = (typeof DOSE_STATUSES)[number];
/** A dose's state on the day: logged (taken, skipped), still to come (pending) or past without a log (missed). */
export const DOSE_STATES = ['taken', 'skipped', 'pending', 'missed'] as const;
export type DoseState = (typeof DOSE_STATES)[number];

export const MEDICATION_MESSAGES = {
  nameRequired: 'Enter the medication’s name',
  nameTooLong: `The name must be at most ${MEDICATION_NAME_MAX} characters`,
  doseInvalid: `The dose must be a number above 0 and at most ${MEDICATION_DOSE_MAX.toLocaleString('en-GB')}`,
  doseUnitInvalid: `The unit must be one of ${DOSE_UNITS.join(', ')}`,
  routeInvalid: 'Choose how the medication is taken',
  scheduleKindInvalid: 'Choose every day, days of the cycle or chosen dates',
  timesRequired: 'Add at least one time of day',
  timesTooMany: `At most ${MEDICATION_TIMES_MAX} times a day`,
  timeInvalid: 'A time must be written HH:MM, from 00:00 to 23:59',
  timesRepeated: 'Each time of day may be listed once',
  endBeforeStart: 'The end date must be on or after the start date',
  cycleDaysRequired: 'List the days of the cycle, such as 2 to 11',
  cycleDayInvalid: `A cycle day is a whole number from 1 to ${MEDICATION_CYCLE_DAY_MAX}`,
  datesRequired: 'Choose at least one date',
  datesTooMany: `At most ${MEDICATION_DATES_MAX} dates`,
  prescriberTooLong: `The prescriber must be at most ${MEDICATION_PRESCRIBER_MAX} characters`,
  instructionsTooLong: `Instructions must be at most ${MEDICATION_INSTRUCTIONS_MAX} characters`,
  remindersInvalid: 'Reminders must be on or off',
  statusInvalid: 'A dose is logged as taken or skipped',
  noteTooLong: `The note must be at most ${DOSE_NOTE_MAX} characters`,
  notScheduled: 'This medication has no dose at that date and time',
  doseInFuture: 'A dose can be logged from its day on, not before',
  dateOutOfRange: RECORD_DATE_OUT_OF_RANGE,
  medicationNotFound: 'Medication not found',
  patientNotFound: 'Patient not found',
  patientRequired: 'Choose the patient whose records to read',
  adherenceDays: `Adherence covers 1 to ${ADHERENCE_DAYS_MAX} days`,
  saved: 'Medication saved',
  deleted: 'Medication deleted',
  doseLogged: 'Dose logged',
} as const;

// abort: a malformed date is not also compared with the other one (endBeforeStart) by the rule below. Years
// outside 1900–2999 are refused: year 0000 and the days after 9999-12-31 are dates PostgreSQL cannot store.
const isoDate = recordDate();
/** "08:00": 24-hour, zero-padded, as an <input type="time"> gives it. */
export const doseTime = z
  .string({ error: MEDICATION_MESSAGES.timeInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, MEDICATION_MESSAGES.timeInvalid);

/** POST and PUT /api/treatment/medications/: the whole medication (a PUT replaces it). */
export const medicationInputSchema = z
  .object({
    name: z
      .string({ error: MEDICATION_MESSAGES.nameRequired })
      .trim()
      .min(1, MEDICATION_MESSAGES.nameRequired)
      .max(MEDICATION_NAME_MAX, MEDICATION_MESSAGES.nameTooLong),
    dose: z
      .number({ error: MEDICATION_MESSAGES.doseInvalid })
      .positive(MEDICATION_MESSAGES.doseInvalid)
      .max(MEDICATION_DOSE_MAX, MEDICATION_MESSAGES.doseInvalid),
    dose_unit: z.enum(DOSE_UNITS, { error: MEDICATION_MESSAGES.doseUnitInvalid }),
    route: z.enum(MEDICATION_ROUTES, { error: MEDICATION_MESSAGES.routeInvalid }),
    schedule_kind: z.enum(SCHEDULE_KINDS, { error: MEDICATION_MESSAGES.scheduleKindInvalid }),
    times: z
      .array(doseTime, { error: MEDICATION_MESSAGES.timesRequired })
      .min(1, MEDICATION_MESSAGES.timesRequired)
      .max(MEDICATION_TIMES_MAX, MEDICATION_MESSAGES.timesTooMany)
      .refine((list) => new Set(list).size === list.length, MEDICATION_MESSAGES.timesRepeated)
      .transform((list) => [...list].sort()),
    /** every_day: the first day; cycle_days: day 1 of that cycle; dates: ignored (the first date is used). */
    start_date: isoDate,
    /** every_day only: the last day, or null while it goes on. */
    end_date: isoDate.nullable().default(null),
    cycle_days: z
      .array(
        z
          .number({ error: MEDICATION_MESSAGES.cycleDayInvalid })
          .int(MEDICATION_MESSAGES.cycleDayInvalid)
          .min(1, MEDICATION_MESSAGES.cycleDayInvalid)
          .max(MEDICATION_CYCLE_DAY_MAX, MEDICATION_MESSAGES.cycleDayInvalid),
        { error: MEDICATION_MESSAGES.cycleDaysRequired },
      )
      .max(MEDICATION_CYCLE_DAY_MAX, MEDICATION_MESSAGES.cycleDayInvalid)
      .default([])
      .transform((list) => [...new Set(list)].sort((a, b) => a - b)),
    dates: z
      .array(isoDate, { error: MEDICATION_MESSAGES.datesRequired })
      .max(MEDICATION_DATES_MAX, MEDICATION_MESSAGES.datesTooMany)
      .default([])
      .transform((list) => [...new Set(list)].sort()),
    time_zone: timeZoneField(),
    prescriber: optionalTrimmed(MEDICATION_PRESCRIBER_MAX, MEDICATION_MESSAGES.prescriberTooLong),
    instructions: optionalTrimmed(MEDICATION_INSTRUCTIONS_MAX, MEDICATION_MESSAGES.instructionsTooLong),
    reminders_enabled: z.boolean({ error: MEDICATION_MESSAGES.remindersInvalid }).default(true),
  })
  .superRefine((m, ctx) => {
    if (m.schedule_kind === 'every_day' && m.end_date !== null && m.end_date < m.start_date)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: MEDICATION_MESSAGES.endBeforeStart });
    if (m.schedule_kind === 'cycle_days' && m.cycle_days.length === 0)
      ctx.addIssue({ code: 'custom', path: ['cycle_days'], message: MEDICATION_MESSAGES.cycleDaysRequired });
    if (m.schedule_kind === 'dates' && m.dates.length === 0)
      ctx.addIssue({ code: 'custom', path: ['dates'], message: MEDICATION_MESSAGES.datesRequired });
  });
export type MedicationInput = z.input<typeof medicationInputSchema>;
export type MedicationValues = z.output<typeof medicationInputSchema>;

export const medicationSchema = z.object({
  id: z.number().int(),
  patient_id: z.number().int(),
  name: z.string(),
  dose: z.number(),
  dose_unit: z.enum(DOSE_UNITS),
  route: z.enum(MEDICATION_ROUTES),
  schedule_kind: z.enum(SCHEDULE_KINDS),
  times: z.array(z.string()),
  start_date: z.string(),
  end_date: z.string().nullable(),
  cycle_days: z.array(z.number().int()),
  dates: z.array(z.string()),
  time_zone: z.string(),
  prescriber: z.string(),
  instructions: z.string(),
  reminders_enabled: z.boolean(),
  /** Her last scheduled day (null while an every-day schedule has no end). */
  last_date: z.string().nullable(),
  /** Whether a dose is still to come, today or later, in her time zone. */
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Medication = z.infer<typeof medicationSchema>;
export const medicationPageSchema = pageOf(medicationSchema);
export type MedicationPage = z.infer<typeof medicationPageSchema>;

/** GET /api/treatment/medications/: a professional names the patient; `active` narrows to current ones. */
export const medicationListQuery = pagingQuery(MEDICATIONS_PAGE_SIZE).extend({
  patient_id: databaseId(MEDICATION_MESSAGES.patientNotFound).optional(),
  active: z
    .enum(['true', 'false'], { error: 'active must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
export type MedicationListQuery = z.input<typeof medicationListQuery>;

/** POST /api/treatment/medications/{id}/doses/: log (or change the log of) one scheduled dose. */
export const doseLogInputSchema = z.object({
  date: isoDate,
  time: doseTime,
  status: z.enum(DOSE_STATUSES, { error: MEDICATION_MESSAGES.statusInvalid }),
  note: optionalTrimmed(DOSE_NOTE_MAX, MEDICATION_MESSAGES.noteTooLong),
});
export type DoseLogInput = z.input<typeof doseLogInputSchema>;

/** One scheduled dose on one day, with its log if there is one. */
export const scheduledDoseSchema = z.object({
  medication_id: z.number().int(),
  name: z.string(),
  dose: z.number(),
  dose_unit: z.enum(DOSE_UNITS),
  route: z.enum(MEDICATION_ROUTES),
  instructions: z.string(),
  date: z.string(),
  time: z.string(),
  time_zone: z.string(),
  /** The dose's moment as an instant (its local date and time in its zone). */
  due_at: z.string(),
  state: z.enum(DOSE_STATES),
  note: z.string(),
  logged_at: z.string().nullable(),
});
export type ScheduledDose = z.infer<typeof scheduledDoseSchema>;

/** GET /api/treatment/medications/today/: the doses of her day, in time order. */
export const todayDosesQuery = z.object({
  patient_id: databaseId(MEDICATION_MESSAGES.patientNotFound).optional(),
});
export const todayDosesSchema = z.object({
  /** Her date today, in the zone of her medications (her first medication's zone when they differ). */
  date: z.string(),
  doses: z.array(scheduledDoseSchema),
});
export type TodayDoses = z.infer<typeof todayDosesSchema>;

/** GET /api/treatment/medications/adherence/: the last `days` days up to now (doses still to come today excluded). */
export const adherenceQuery = z.object({
  patient_id: databaseId(MEDICATION_MESSAGES.patientNotFound).optional(),
  days: z.coerce
    .number({ error: MEDICATION_MESSAGES.adherenceDays })
    .int(MEDICATION_MESSAGES.adherenceDays)
    .min(1, MEDICATION_MESSAGES.adherenceDays)
    .max(ADHERENCE_DAYS_MAX, MEDICATION_MESSAGES.adherenceDays)
    .default(ADHERENCE_DAYS_DEFAULT),
});
export const adherenceDaySchema = z.object({
  date: z.string(),
  scheduled: z.number().int(),
  taken: z.number().int(),
  skipped: z.number().int(),
  missed: z.number().int(),
});
export const medicationAdherenceSchema = z.object({
  medication_id: z.number().int(),
  name: z.string(),
  scheduled: z.number().int(),
  taken: z.number().int(),
  skipped: z.number().int(),
  missed: z.number().int(),
  /** taken ÷ scheduled, 0–1; null when nothing was scheduled. */
  rate: z.number().nullable(),
  days: z.array(adherenceDaySchema),
});
export const adherenceSchema = z.object({
  from: z.string(),
  to: z.string(),
  scheduled: z.number().int(),
  taken: z.number().int(),
  skipped: z.number().int(),
  missed: z.number().int(),
  rate: z.number().nullable(),
  medications: z.array(medicationAdherenceSchema),
});
export type Adherence = z.infer<typeof adherenceSchema>;

export const medicationIdParam = z.object({ id: databaseId(MEDICATION_MESSAGES.medicationNotFound) });
