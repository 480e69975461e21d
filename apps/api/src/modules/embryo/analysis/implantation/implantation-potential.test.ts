import type { GardnerParts } from '@fertilia/contracts';
import { describe, expect, it } from 'vitest';
import type { ImplantationQuestion } from '../outcome';
import {
  IMPLANTATION_SCORE_MAX,
  IMPLANTATION_SCORE_MIN,
  implantationPotential,
} from './implantation-potential';

const blastocyst = (gardner: GardnerParts, patientAge: number): ImplantationQuestion => ({
  scale: 'gardner',
  gardner,
  istanbulGrade: null,
  patientAge,
});
const cleavage = (istanbulGrade: 1 | 2 | 3, patientAge: number): ImplantationQuestion => ({
  scale: 'istanbul_cleavage',
  gardner: null,
  istanbulGrade,
  patientAge,
});

describe('implantation potential', () => {
  it('at 34 gives SART’s per-embryo live birth rates for day-5 blastocysts: good 43 %, fair 30 %, poor 21 %', () => {
    expect(implantationPotential(blastocyst({ expansion: 4, icm: 'A', te: 'A' }, 34)).score).toBeCloseTo(
      0.43,
      6,
    );
    expect(implantationPotential(blastocyst({ expansion: 4, icm: 'A', te: 'B' }, 34)).score).toBeCloseTo(
      0.3,
      6,
    );
    expect(implantationPotential(blastocyst({ expansion: 3, icm: 'B', te: 'B' }, 34)).score).toBeCloseTo(
      0.3,
      6,
    );
    expect(implantationPotential(blastocyst({ expansion: 5, icm: 'A', te: 'C' }, 34)).score).toBeCloseTo(
      0.21,
      6,
    );
    expect(implantationPotential(blastocyst({ expansion: 2, icm: null, te: null }, 34)).score).toBeCloseTo(
      0.21,
      6,
    );
  });

  it('at 34 gives SART’s day-3 average to grade 1 and lowers 2 and 3 by Vernon’s pooled ratios', () => {
    expect(implantationPotential(cleavage(1, 34)).score).toBeCloseTo(0.19, 6);
    expect(implantationPotential(cleavage(2, 34)).score).toBeCloseTo((0.19 * 65.6) / 85.5, 6);
    expect(implantationPotential(cleavage(3, 34)).score).toBeCloseTo((0.19 * 42) / 85.5, 6);
    const morula = implantationPotential({
      scale: 'istanbul_morula',
      gardner: null,
      istanbulGrade: 1,
      patientAge: 34,
    });
    expect(morula.score).toBeCloseTo(0.19, 6);
  });

  it('moves with age as the CDC national figures do: at 40, 22.7 / 42.45 of the figure at 34', () => {
    expect(implantationPotential(blastocyst({ expansion: 4, icm: 'A', te: 'A' }, 40)).score).toBeCloseTo(
      (0.43 * 0.227) / 0.4245,
      6,
    );
  });

  it('never goes under 1 % and says so', () => {
    const old = implantationPotential(blastocyst({ expansion: 4, icm: 'A', te: 'A' }, 60));
    expect(old.score).toBe(IMPLANTATION_SCORE_MIN);
    expect(old.note).toContain('at most about 1 of 100');
    expect(old.note).toContain('The national tables stop at 41');
    expect(IMPLANTATION_SCORE_MAX).toBe(0.8);
  });

  it('says what the figure is, that it is not a promise, and names its sources', () => {
    const { note } = implantationPotential(blastocyst({ expansion: 4, icm: 'A', te: 'B' }, 30));
    expect(note).toMatch(
      /^For women aged 30, a blastocyst graded 4AB .* about 33 of 100 transfers of one embryo\./,
    );
    expect(note).toContain('not a promise');
    expect(note).toContain('CDC ART reports 2008 and 2011');
    expect(note).toContain('Awadalla');
    expect(note).toContain('Vernon');
  });

  it('gives no score for a zygote or an embryo without a grade, and says why', () => {
    for (const q of [
      { scale: null, gardner: null, istanbulGrade: null, patientAge: 30 },
      { scale: 'gardner', gardner: null, istanbulGrade: null, patientAge: 30 },
      { scale: 'istanbul_cleavage', gardner: null, istanbulGrade: null, patientAge: 30 },
    ] satisfies ImplantationQuestion[]) {
      const estimate = implantationPotential(q);
      expect(estimate.score).toBeNull();
      expect(estimate.note).toMatch(/^No estimate/);
    }
  });
});
