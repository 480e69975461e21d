import {
  LAB_TEST_INFO,
  ageOn,
  convertLabValue,
  labFlag,
  labReference,
  standardUnitOf,
  type LabResult,
  type LabResultValues,
  type LabTest,
} from '@fertilia/contracts';
import type { LabResultRow } from '../../../db/schema';
import type { LabResultColumns } from './repo';

/** The columns of a result as entered; the standard value is the entered one converted to the test's unit. */
export const toColumns = (input: LabResultValues, now: Date): LabResultColumns => ({
  test: input.test,
  value: input.value,
  unit: input.unit,
  standardValue: convertLabValue(input.test, input.value, input.unit, standardUnitOf(input.test)),
  takenOn: input.taken_on,
  cycleDay: input.cycle_day,
  labName: input.lab_name,
  notes: input.notes,
  updatedAt: now,
});

/**
 * A result as the API answers it: the range and flag are worked out at read time, from her age on the day
 * the sample was taken and its cycle day, so a corrected birth date or a newer range applies to old results.
 */
export function toLabResult(row: LabResultRow, dateOfBirth: string | null): LabResult {
  const test = row.test as LabTest;
  const reference = labReference(test, { age: ageOn(dateOfBirth, row.takenOn), cycleDay: row.cycleDay });
  return {
    id: row.id,
    patient_id: row.patientId,
    test,
    test_label: LAB_TEST_INFO[test].label,
    value: row.value,
    unit: row.unit,
    standard_value: row.standardValue,
    standard_unit: standardUnitOf(test),
    taken_on: row.takenOn,
    cycle_day: row.cycleDay,
    lab_name: row.labName,
    notes: row.notes,
    reference,
    flag: labFlag(row.standardValue, reference),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
