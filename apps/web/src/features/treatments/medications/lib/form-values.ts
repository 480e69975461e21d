import { browserTimeZone, type Medication, type MedicationInput } from '@fertilia/contracts';

/** Today's date where she is, 'YYYY-MM-DD'. */
export const localToday = (timeZone: string = browserTimeZone()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

/** The fields of a new medication: one time, every day from today, in the browser's zone, reminders on. */
export function newMedicationValues(): Partial<MedicationInput> {
  const timeZone = browserTimeZone();
  return {
    name: '',
    schedule_kind: 'every_day',
    times: ['08:00'],
    start_date: localToday(timeZone),
    end_date: null,
    cycle_days: [],
    dates: [],
    time_zone: timeZone,
    prescriber: '',
    instructions: '',
    reminders_enabled: true,
  };
}

/** A saved medication as the form's fields (a PUT sends all of them back). */
export function medicationValues(m: Medication): MedicationInput {
  return {
    name: m.name,
    dose: m.dose,
    dose_unit: m.dose_unit,
    route: m.route,
    schedule_kind: m.schedule_kind,
    times: m.times,
    start_date: m.start_date,
    end_date: m.end_date,
    cycle_days: m.cycle_days,
    dates: m.dates,
    time_zone: m.time_zone,
    prescriber: m.prescriber,
    instructions: m.instructions,
    reminders_enabled: m.reminders_enabled,
  };
}

/** The fields a 422 may name; anything else shows above the form. */
export const MEDICATION_FIELDS = [
  'name',
  'dose',
  'dose_unit',
  'route',
  'schedule_kind',
  'times',
  'start_date',
  'end_date',
  'cycle_days',
  'dates',
  'time_zone',
  'prescriber',
  'instructions',
  'reminders_enabled',
] as const;
