import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IVF_AGE_MAX, IVF_AGE_MIN, IVF_CAUSES, ivfPredictionCreateSchema } from '@fertilia/contracts';
import { answerFor } from './answer';
import { IVF_MODEL } from './ivf-model';

/*
 * With her own eggs, being older never raises the estimate, all else equal (issue 20): across the register's
 * ages, the interpolation between them, the extrapolation past 50, and every optional input.
 */

const others = fc.record({
  amh_level: fc.double({ min: 0, max: 100, noNaN: true }),
  fsh_level: fc.double({ min: 0, max: 100, noNaN: true }),
  bmi: fc.option(fc.double({ min: 15, max: 60, noNaN: true }), { nil: null }),
  causes: fc.subarray([...IVF_CAUSES]),
  previous_ivf_cycles: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
  previous_live_birth: fc.option(fc.boolean(), { nil: null }),
});
const ages = fc
  .tuple(
    fc.integer({ min: IVF_AGE_MIN, max: IVF_AGE_MAX }),
    fc.integer({ min: IVF_AGE_MIN, max: IVF_AGE_MAX }),
  )
  .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);

describe('with her own eggs', () => {
  it('the estimate never rises with age, for one cycle or three', () => {
    fc.assert(
      fc.property(ages, others, ([younger, older], rest) => {
        const at = (age: number) =>
          answerFor(IVF_MODEL, ivfPredictionCreateSchema.parse({ ...rest, age, egg_source: 'own' })).result;
        const [a, b] = [at(younger), at(older)];
        expect(b.one_cycle.probability).toBeLessThanOrEqual(a.one_cycle.probability);
        expect(b.three_cycles.probability).toBeLessThanOrEqual(a.three_cycles.probability);
      }),
      { numRuns: 500 },
    );
  });

  it('every interval holds its estimate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: IVF_AGE_MIN, max: IVF_AGE_MAX }),
        others,
        fc.constantFrom('own', 'donor'),
        (age, rest, eggs) => {
          const { one_cycle: one, three_cycles: three } = answerFor(
            IVF_MODEL,
            ivfPredictionCreateSchema.parse({ ...rest, age, egg_source: eggs }),
          ).result;
          for (const chance of [one, three]) {
            expect(chance.low).toBeLessThanOrEqual(chance.probability);
            expect(chance.probability).toBeLessThanOrEqual(chance.high);
          }
          expect(three.probability).toBeGreaterThanOrEqual(one.probability);
        },
      ),
      { numRuns: 300 },
    );
  });
});
