import { z } from 'zod';
import { databaseId, optionalTrimmed, pageOf, pagingQuery, recordDate } from './common';
import { LAB_TESTS, LAB_TEST_INFO, isUnitOf, unitsOf, type LabTest } from './lab-tests';

/*
 * Lab results (spec 02 §7 treatments; issue 23; ADR 022): a test from our list, its value in one of the units
 * labs report it in, the day it was taken and the day of her cycle. The API adds the value in the test's
 * standard unit, the reference range that applies (by her age and the cycle phase, from a cited source) and
 * whether the value is below or above it.
 */

export const LAB_RESULTS_PAGE_SIZE = 50;
export const LAB_VALUE_MAX = 1_000_000;
export const LAB_CYCLE_DAY_MAX = 60;
export const LAB_NAME_MAX = 100;
export const LAB_NOTES_MAX = 500;

export const LAB_FLAGS = ['low', 'normal', 'high'] as const;
export type LabFlag = (typeof LAB_FLAGS)[number];
export const LAB_FLAG_LABELS: Record<LabFlag, string> = { low: 'Low', normal: 'In range', high: 'High' };

export const LAB_MESSAGES = {
  testInvalid: 'Choose a test from the list',
  valueInvalid: `The value must be a number from 0 to ${LAB_VALUE_MAX.toLocaleString('en-GB')}`,
  unitInvalid: (test: LabTest) => `The unit of ${LAB_TEST_INFO[test].label} is ${unitsOf(test).join(' or ')}`,
  unitRequired: 'Choose the unit printed on the report',
  cycleDayInvalid: `The cycle day is a whole number from 1 to ${LAB_CYCLE_DAY_MAX}`,
  takenInFuture: 'The date the sample was taken cannot be in the future',
  labNameTooLong: `The laboratory’s name must be at most ${LAB_NAME_MAX} characters`,
  notesTooLong: `Notes must be at most ${LAB_NOTES_MAX} characters`,
  resultNotFound: 'Lab result not found',
  patientNotFound: 'Patient not found',
  patientRequired: 'Choose the patient whose records to read',
  saved: 'Lab result saved',
  deleted: 'Lab result deleted',
} as const;

const isoDate = recordDate();

/** POST and PUT /api/treatment/lab-results/: the whole result (a PUT replaces it). */
export const labResultInputSchema = z
  .object({
    test: z.enum(LAB_TESTS, { error: LAB_MESSAGES.testInvalid }),
    value: z
      .number({ error: LAB_MESSAGES.valueInvalid })
      .min(0, LAB_MESSAGES.valueInvalid)
      .max(LAB_VALUE_MAX, LAB_MESSAGES.valueInvalid),
    unit: z.string({ error: LAB_MESSAGES.unitRequired }).min(1, LAB_MESSAGES.unitRequired),
    taken_on: isoDate,
    cycle_day: z
      .number({ error: LAB_MESSAGES.cycleDayInvalid })
      .int(LAB_MESSAGES.cycleDayInvalid)
      .min(1, LAB_MESSAGES.cycleDayInvalid)
      .max(LAB_CYCLE_DAY_MAX, LAB_MESSAGES.cycleDayInvalid)
      .nullable()
      .default(null),
    lab_name: optionalTrimmed(LAB_NAME_MAX, LAB_MESSAGES.labNameTooLong),
    notes: optionalTrimmed(LAB_NOTES_MAX, LAB_MESSAGES.notesTooLong),
  })
  .superRefine((r, ctx) => {
    if (r.unit && !isUnitOf(r.test, r.unit))
      ctx.addIssue({ code: 'custom', path: ['unit'], message: LAB_MESSAGES.unitInvalid(r.test) });
  });
export type LabResultInput = z.input<typeof labResultInputSchema>;
export type LabResultValues = z.output<typeof labResultInputSchema>;

/** The range a value is read against, in the test's standard unit; either bound may be open. */
export const labReferenceSchema = z.object({
  low: z.number().nullable(),
  high: z.number().nullable(),
  unit: z.string(),
  /** Who it applies to, e.g. "Women 35–37" or "Follicular phase (day 1–13)". */
  applies_to: z.string(),
  /** The published source, short enough to print under a chart. */
  source: z.string(),
  source_url: z.string().nullable(),
});
export type LabReference = z.infer<typeof labReferenceSchema>;

export const labResultSchema = z.object({
  id: z.number().int(),
  patient_id: z.number().int(),
  test: z.enum(LAB_TESTS),
  test_label: z.string(),
  value: z.number(),
  unit: z.string(),
  standard_value: z.number(),
  standard_unit: z.string(),
  taken_on: z.string(),
  cycle_day: z.number().int().nullable(),
  lab_name: z.string(),
  notes: z.string(),
  reference: labReferenceSchema.nullable(),
  flag: z.enum(LAB_FLAGS).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LabResult = z.infer<typeof labResultSchema>;
export const labResultPageSchema = pageOf(labResultSchema);
export type LabResultPage = z.infer<typeof labResultPageSchema>;

/** GET /api/treatment/lab-results/: newest sample first; `test` narrows to one test (its trend). */
export const labResultListQuery = pagingQuery(LAB_RESULTS_PAGE_SIZE).extend({
  patient_id: databaseId(LAB_MESSAGES.patientNotFound).optional(),
  test: z.enum(LAB_TESTS, { error: LAB_MESSAGES.testInvalid }).optional(),
});
export type LabResultListQuery = z.input<typeof labResultListQuery>;

export const labResultIdParam = z.object({ id: databaseId(LAB_MESSAGES.resultNotFound) });
