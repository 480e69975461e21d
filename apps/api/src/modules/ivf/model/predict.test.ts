import { describe, expect, it } from 'vitest';
import { ivfPredictionCreateSchema, type IvfPredictionCreate } from '@fertilia/contracts';
import { answerFor } from './answer';
import { IVF_MODEL } from './ivf-model';

/*
 * The model's answer pinned for documented profiles (ADR 018). These numbers belong to one fitted model:
 * a refit that changes them is a new version, and this test says so first.
 */

const PINNED_VERSION = 'hfea-2017.fb0a3c13';
const answer = (values: IvfPredictionCreate) =>
  answerFor(IVF_MODEL, ivfPredictionCreateSchema.parse(values)).result;
const rounded = (chance: { probability: number; low: number; high: number }) =>
  [chance.probability, chance.low, chance.high].map((x) => Number(x.toFixed(4)));

describe('the fitted model', () => {
  it('is the version these answers were pinned on', () => {
    expect(IVF_MODEL.version).toBe(PINNED_VERSION);
  });

  it.each([
    [
      '32, own eggs, first cycle, normal AMH and FSH: the reference woman',
      { age: 32, amh_level: 2.5, fsh_level: 7.5 },
      [0.3332, 0.323, 0.3436],
      [0.6759, 0.6613, 0.6901],
      [],
    ],
    [
      '38, one cycle before, male factor, AMH 1.2, FSH 9',
      { age: 38, amh_level: 1.2, fsh_level: 9, previous_ivf_cycles: 1, causes: ['male_factor'] },
      [0.2176, 0.2035, 0.2325],
      [0.5139, 0.4878, 0.5398],
      ['age', 'previous_cycles', 'fsh'],
    ],
    [
      '41, two cycles before, low AMH (0.7), FSH 14',
      { age: 41, amh_level: 0.7, fsh_level: 14, previous_ivf_cycles: 2 },
      [0.0437, 0.0296, 0.064],
      [0.1256, 0.0862, 0.1795],
      ['age', 'amh', 'fsh'],
    ],
    [
      '45, donor eggs, a live birth from earlier treatment, BMI 28 (her AMH and FSH do not count)',
      { age: 45, amh_level: 0.3, fsh_level: 20, egg_source: 'donor', previous_live_birth: true, bmi: 28 },
      [0.3649, 0.3341, 0.3969],
      [0.7175, 0.6772, 0.7546],
      ['age', 'egg_source', 'previous_live_birth'],
    ],
    [
      '56, donor eggs: past the register, extrapolated with a wide interval',
      { age: 56, amh_level: 0.1, fsh_level: 60, egg_source: 'donor' },
      [0.2438, 0.0806, 0.5427],
      [0.5386, 0.1833, 0.8585],
      ['age', 'egg_source'],
    ],
  ] as const)('%s', (_profile, values, one, three, factors) => {
    const result = answer(values as IvfPredictionCreate);
    expect(rounded(result.one_cycle)).toEqual(one);
    expect(rounded(result.three_cycles)).toEqual(three);
    expect(result.factors.map((f) => f.factor)).toEqual(factors);
  });

  it('reads AMH in pmol/L as the same level in ng/mL', () => {
    const ng = answer({ age: 39, amh_level: 0.8, fsh_level: 8 });
    const pmol = answer({ age: 39, amh_level: 0.8 * 7.14, amh_unit: 'pmol/L', fsh_level: 8 });
    expect(pmol.one_cycle).toEqual(ng.one_cycle);
  });
});
