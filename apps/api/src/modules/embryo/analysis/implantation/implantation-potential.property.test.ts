import { EMBRYO_AGE_MAX, EMBRYO_AGE_MIN, GARDNER_QUALITIES, type GardnerParts } from '@fertilia/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ImplantationQuestion } from '../outcome';
import {
  IMPLANTATION_SCORE_MAX,
  IMPLANTATION_SCORE_MIN,
  implantationPotential,
} from './implantation-potential';

const age = fc.integer({ min: EMBRYO_AGE_MIN, max: EMBRYO_AGE_MAX });
const quality = fc.constantFrom(...GARDNER_QUALITIES);
/** Expansion 1–2 has no letters; 3–6 always has both. */
const gardner: fc.Arbitrary<GardnerParts> = fc.oneof(
  fc.record({ expansion: fc.constantFrom(1, 2), icm: fc.constant(null), te: fc.constant(null) }),
  fc.record({ expansion: fc.integer({ min: 3, max: 6 }), icm: quality, te: quality }),
);
const istanbul = fc.constantFrom(1 as const, 2 as const, 3 as const);
const scale = fc.constantFrom('istanbul_cleavage' as const, 'istanbul_morula' as const);

const rank = (q: string | null) => (q === null ? -1 : 2 - GARDNER_QUALITIES.indexOf(q as 'A'));
/** At least as good on every part: expansion (1 < 2 < 3–6, which we do not rank apart), ICM and TE. */
const atLeastAsGood = (a: GardnerParts, b: GardnerParts) =>
  Math.min(a.expansion, 3) >= Math.min(b.expansion, 3) &&
  rank(a.icm) >= rank(b.icm) &&
  rank(a.te) >= rank(b.te);

const ofGardner = (parts: GardnerParts, patientAge: number): ImplantationQuestion => ({
  scale: 'gardner',
  gardner: parts,
  istanbulGrade: null,
  patientAge,
});
const score = (q: ImplantationQuestion) => implantationPotential(q).score!;

describe('implantation potential (properties)', () => {
  it('stays within 1 % and 80 %', () => {
    fc.assert(
      fc.property(gardner, age, (parts, patientAge) => {
        const s = score(ofGardner(parts, patientAge));
        expect(s).toBeGreaterThanOrEqual(IMPLANTATION_SCORE_MIN);
        expect(s).toBeLessThanOrEqual(IMPLANTATION_SCORE_MAX);
      }),
    );
  });

  it('a better blastocyst never scores lower at the same age', () => {
    fc.assert(
      fc.property(gardner, gardner, age, (a, b, patientAge) => {
        fc.pre(atLeastAsGood(a, b));
        expect(score(ofGardner(a, patientAge))).toBeGreaterThanOrEqual(score(ofGardner(b, patientAge)));
      }),
    );
  });

  it('a better Istanbul grade never scores lower at the same age', () => {
    fc.assert(
      fc.property(scale, istanbul, istanbul, age, (s, a, b, patientAge) => {
        const q = (grade: 1 | 2 | 3) => ({ scale: s, gardner: null, istanbulGrade: grade, patientAge });
        if (a <= b) expect(score(q(a))).toBeGreaterThanOrEqual(score(q(b)));
      }),
    );
  });

  it('an older woman never scores higher with the same grade', () => {
    fc.assert(
      fc.property(gardner, istanbul, scale, age, age, (parts, grade, s, x, y) => {
        const [younger, older] = x <= y ? [x, y] : [y, x];
        expect(score(ofGardner(parts, older))).toBeLessThanOrEqual(score(ofGardner(parts, younger)));
        const q = (patientAge: number) => ({ scale: s, gardner: null, istanbulGrade: grade, patientAge });
        expect(score(q(older))).toBeLessThanOrEqual(score(q(younger)));
      }),
    );
  });
});
