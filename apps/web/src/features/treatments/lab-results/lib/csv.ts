import { LAB_FLAG_LABELS, writeCsv, type LabResult } from '@fertilia/contracts';

export const LAB_CSV_COLUMNS = [
  'date_taken',
  'test',
  'value',
  'unit',
  'standard_value',
  'standard_unit',
  'cycle_day',
  'flag',
  'reference_low',
  'reference_high',
  'reference_unit',
  'reference_applies_to',
  'reference_source',
  'lab_name',
  'notes',
] as const;

const text = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** The whole list as CSV, one line per result, newest first as on screen. */
export function labResultsCsv(results: readonly LabResult[]): string {
  return writeCsv(
    results.map((r) => [
      r.taken_on,
      r.test_label,
      text(r.value),
      r.unit,
      text(r.standard_value),
      r.standard_unit,
      text(r.cycle_day),
      r.flag ? LAB_FLAG_LABELS[r.flag] : '',
      text(r.reference?.low),
      text(r.reference?.high),
      text(r.reference?.unit),
      text(r.reference?.applies_to),
      text(r.reference?.source),
      r.lab_name,
      r.notes,
    ]),
    LAB_CSV_COLUMNS,
  );
}
