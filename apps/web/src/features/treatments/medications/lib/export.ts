import {
  MEDICATION_ROUTE_LABELS,
  SCHEDULE_KIND_LABELS,
  writeCsv,
  type Medication,
} from '@fertilia/contracts';
import { cycleDaysText } from './schedule';

const COLUMNS = [
  'name',
  'dose',
  'unit',
  'route',
  'times',
  'schedule',
  'start_date',
  'end_date',
  'cycle_days',
  'dates',
  'time_zone',
  'prescriber',
  'instructions',
  'reminders',
  'current',
] as const;

/** The list as CSV, one medication a line, times and days joined with spaces so each stays one cell. */
export function medicationsCsv(list: readonly Medication[]): string {
  return writeCsv(
    list.map((m) => [
      m.name,
      String(m.dose),
      m.dose_unit,
      MEDICATION_ROUTE_LABELS[m.route],
      m.times.join(' '),
      SCHEDULE_KIND_LABELS[m.schedule_kind],
      m.start_date,
      m.end_date ?? '',
      cycleDaysText(m.cycle_days, '-'),
      m.dates.join(' '),
      m.time_zone,
      m.prescriber,
      m.instructions,
      m.reminders_enabled ? 'on' : 'off',
      m.active ? 'yes' : 'no',
    ]),
    COLUMNS,
  );
}
