import {
  LAB_TESTS,
  LAB_TEST_GROUPS,
  LAB_TEST_INFO,
  convertLabValue,
  roundLabValue,
  standardUnitOf,
  type LabResult,
  type LabResultInput,
  type LabTest,
  type LabTestGroup,
} from '@fertilia/contracts';

/** The number a box holds, or `blank` when it is empty ("1,5" reads as 1.5). */
export const toNumber = (value: unknown, blank: null | undefined): unknown => {
  if (value === null || value === undefined) return blank;
  if (typeof value === 'number') return value;
  const text = String(value).trim().replace(',', '.');
  return text === '' ? blank : Number(text);
};

export const isLabTest = (value: unknown): value is LabTest =>
  typeof value === 'string' && (LAB_TESTS as readonly string[]).includes(value);

/** The tests of each group, in the list's order, for the test picker's option groups. */
export const TESTS_BY_GROUP: { group: LabTestGroup; tests: LabTest[] }[] = LAB_TEST_GROUPS.map((group) => ({
  group,
  tests: LAB_TESTS.filter((t) => LAB_TEST_INFO[t].group === group),
}));

/** What the form starts with: the result's own values when editing, else empty boxes. */
export function initialValues(result: LabResult | null): LabResultInput {
  if (!result) return { test: '' as LabTest, value: undefined as unknown as number, unit: '', taken_on: '' };
  return {
    test: result.test,
    value: result.value,
    unit: result.unit,
    taken_on: result.taken_on,
    cycle_day: result.cycle_day,
    lab_name: result.lab_name,
    notes: result.notes,
  };
}

/**
 * "= 2.10 ng/mL": the value she typed in the test's standard unit, when she chose another unit; null when
 * there is nothing to convert yet.
 */
export function conversionHint(test: unknown, value: unknown, unit: unknown): string | null {
  if (!isLabTest(test) || typeof unit !== 'string') return null;
  const standard = standardUnitOf(test);
  const number = toNumber(value, null);
  if (unit === standard || typeof number !== 'number' || !Number.isFinite(number)) return null;
  if (!LAB_TEST_INFO[test].units.some((u) => u.unit === unit)) return null;
  const converted = roundLabValue(test, convertLabValue(test, number, unit, standard));
  const digits = LAB_TEST_INFO[test].decimals;
  return `= ${converted.toFixed(digits)} ${standard}`;
}
