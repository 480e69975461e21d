import type {
  DoseState,
  DoseStatus,
  DoseUnit,
  Medication,
  MedicationRoute,
  MedicationValues,
  ScheduleKind,
  ScheduledDose,
} from '@fertilia/contracts';
import type { MedicationDoseRow, MedicationRow } from '../../../db/schema';
import type { MedicationColumns } from './repo';
import { dueAt, localDate, scheduleColumns } from './schedule';

/* Medications between their rows and the contract's shapes (ADR 022). */

export function toMedication(row: MedicationRow, active: boolean): Medication {
  return {
    id: row.id,
    patient_id: row.patientId,
    name: row.name,
    dose: row.dose,
    dose_unit: row.doseUnit as DoseUnit,
    route: row.route as MedicationRoute,
    schedule_kind: row.scheduleKind as ScheduleKind,
    times: row.times,
    start_date: row.startDate,
    end_date: row.endDate,
    cycle_days: row.cycleDays,
    dates: row.dates,
    time_zone: row.timeZone,
    prescriber: row.prescriber,
    instructions: row.instructions,
    reminders_enabled: row.remindersEnabled,
    last_date: row.lastDate,
    active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const scheduleOf = (row: MedicationRow) => ({
  ...row,
  scheduleKind: row.scheduleKind as ScheduleKind,
});

/** The medication's `active` at `now`: no last date, or one not before her today in its zone. */
export const isActive = (row: MedicationRow, now: Date) =>
  row.lastDate === null || row.lastDate >= localDate(now, row.timeZone);

export function toColumns(values: MedicationValues): MedicationColumns {
  return {
    name: values.name,
    dose: values.dose,
    doseUnit: values.dose_unit,
    route: values.route,
    prescriber: values.prescriber,
    instructions: values.instructions,
    remindersEnabled: values.reminders_enabled,
    ...scheduleColumns(values),
  };
}

export const logKey = (medicationId: number, date: string, time: string) => `${medicationId}|${date}|${time}`;
export const logsByDose = (logs: MedicationDoseRow[]) =>
  new Map(logs.map((l) => [logKey(l.medicationId, l.doseDate, l.doseTime), l]));

/** One dose with its state: what was logged, else pending while its moment is to come, else missed. */
export function scheduledDose(
  row: MedicationRow,
  date: string,
  time: string,
  log: MedicationDoseRow | undefined,
  now: Date,
): ScheduledDose {
  const due = dueAt(date, time, row.timeZone);
  const state: DoseState = log
    ? (log.status as DoseStatus)
    : due.getTime() > now.getTime()
      ? 'pending'
      : 'missed';
  return {
    medication_id: row.id,
    name: row.name,
    dose: row.dose,
    dose_unit: row.doseUnit as DoseUnit,
    route: row.route as MedicationRoute,
    instructions: row.instructions,
    date,
    time,
    time_zone: row.timeZone,
    due_at: due.toISOString(),
    state,
    note: log?.note ?? '',
    logged_at: log ? log.loggedAt.toISOString() : null,
  };
}
