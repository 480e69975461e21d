import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CERVICAL_MUCUS_TYPES,
  CYCLE_FLOWS,
  CYCLE_NOTES_MAX,
  CYCLE_SYMPTOMS,
  LH_TEST_RESULTS,
  TEMPERATURE_MAX_C,
  TEMPERATURE_MIN_C,
  cycleDayCreateSchema,
} from './cycle';
import { parseCycleCsv, toCycleCsv } from './cycle-csv';
import { fromDayNumber, toDayNumber } from './cycle-rules';

const FIRST_DAY = toDayNumber('2000-01-01');
const LAST_DAY = toDayNumber('2099-12-31');

/** Notes of any text: separators, quotes, line breaks, spaces and non-ASCII characters included. */
const notes = fc.oneof(
  fc.string({ unit: fc.constantFrom(',', '"', ';', '\n', '\r\n', ' ', 'a', 'é', '日', '😀'), maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);
const day = (date: string) =>
  fc
    .record({
      flow: fc.constantFrom(...CYCLE_FLOWS),
      symptoms: fc.uniqueArray(fc.constantFrom(...CYCLE_SYMPTOMS), { maxLength: 5 }),
      temperature: fc.option(
        fc.integer({ min: TEMPERATURE_MIN_C * 100, max: TEMPERATURE_MAX_C * 100 }).map((t) => t / 100),
      ),
      temperature_disturbed: fc.boolean(),
      cervical_mucus: fc.option(fc.constantFrom(...CERVICAL_MUCUS_TYPES)),
      lh_test: fc.option(fc.constantFrom(...LH_TEST_RESULTS)),
      intercourse: fc.boolean(),
      medication_taken: fc.boolean(),
      notes,
    })
    .map((fields) => cycleDayCreateSchema.parse({ date, ...fields }));
/** Any log of valid days, one per date, in any order. */
const log = fc
  .uniqueArray(fc.integer({ min: FIRST_DAY, max: LAST_DAY }), { maxLength: 15 })
  .chain((dayNumbers) => fc.tuple(...dayNumbers.map((n) => day(fromDayNumber(n)))));

describe('cycle CSV (properties)', () => {
  it('reads any export back unchanged', () => {
    fc.assert(
      fc.property(log, (days) => {
        expect(parseCycleCsv(toCycleCsv(days))).toEqual({ days, errors: [] });
      }),
    );
  });

  it('keeps notes of up to the maximum length through the round trip', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: CYCLE_NOTES_MAX }), (text) => {
        const days = [cycleDayCreateSchema.parse({ date: '2026-03-01', notes: text })];
        expect(parseCycleCsv(toCycleCsv(days)).days).toEqual(days);
      }),
      { numRuns: 20 },
    );
  });

  it('never throws on any text, and reports every problem on a line of the file', () => {
    const text = fc.oneof(
      fc.string({ unit: fc.constantFrom('date', 'temp', ',', '"', '\n', '\r', '2026-03-01', '36.5', 'x') }),
      fc.string({ unit: 'binary' }),
    );
    fc.assert(
      fc.property(text, (input) => {
        const { days, errors } = parseCycleCsv(input);
        const lines = input.split(/\r\n|\r|\n/).length;
        for (const error of errors) {
          expect(error.line).toBeGreaterThanOrEqual(1);
          expect(error.line).toBeLessThanOrEqual(Math.max(lines, 1));
          expect(error.message).not.toBe('');
        }
        expect(new Set(days.map((d) => d.date)).size).toBe(days.length);
      }),
    );
  });
});
