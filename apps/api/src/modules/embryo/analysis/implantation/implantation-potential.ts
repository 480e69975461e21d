import { DEVELOPMENT_STAGE_LABELS, type GardnerParts, type GradingScale } from '@fertilia/contracts';
import type { ImplantationEstimate, ImplantationQuestion } from '../outcome';
import { ageBaseline, CDC_TABLE_LAST_AGE } from './cdc-age-baseline';
import { GRADE_RATES_AGE, gardnerRateAt34, istanbulRateAt34, sartTierOfGardner } from './grade-rates';

/*
 * The implantation estimate (issue 22, ADR 021): the chance that one transferred embryo of this grade leads to a
 * live birth, for a woman of this age. The age gradient comes from the CDC's national live births per transfer
 * by single year of age; the grade gradient from SART's live births per embryo by grade at 34. The grade's rate
 * is taken relative to the national per-transfer rate at 34, then applied to her age's rate:
 *   score = baseline(age) × rate(grade, 34) / baseline(34), kept within [1 %, 80 %].
 * It is a population figure and the note says so; it is never a promise for this embryo.
 */

/** No estimate is ever shown below 1 % or above 80 %: the data never support certainty either way. */
export const IMPLANTATION_SCORE_MIN = 0.01;
export const IMPLANTATION_SCORE_MAX = 0.8;

const SOURCES =
  'Sources: live births per transfer by age, US CDC ART reports 2008 and 2011; live births per embryo by grade, SART national data (Awadalla et al., F S Rep 2022; Vernon et al., Fertil Steril 2011).';
const NOT_A_PROMISE =
  'It is a figure for embryos of this grade at this age, not a promise for this embryo: the womb lining, the embryo’s chromosomes and the clinic matter as much.';

const clamp = (p: number) => Math.min(IMPLANTATION_SCORE_MAX, Math.max(IMPLANTATION_SCORE_MIN, p));

function gradeRate(q: ImplantationQuestion): { rate: number; what: string } | null {
  if (q.scale === 'gardner' && q.gardner)
    return { rate: gardnerRateAt34(q.gardner), what: gardnerWords(q.gardner) };
  if ((q.scale === 'istanbul_cleavage' || q.scale === 'istanbul_morula') && q.istanbulGrade)
    return { rate: istanbulRateAt34(q.istanbulGrade), what: istanbulWords(q.scale, q.istanbulGrade) };
  return null;
}

function gardnerWords(parts: GardnerParts): string {
  const grade = `${parts.expansion}${parts.icm ?? ''}${parts.te ?? ''}`;
  return `a blastocyst graded ${grade} (in the national figures’ terms, ${sartTierOfGardner(parts)})`;
}

function istanbulWords(scale: GradingScale, grade: 1 | 2 | 3): string {
  const stage =
    scale === 'istanbul_morula' ? DEVELOPMENT_STAGE_LABELS.morula : DEVELOPMENT_STAGE_LABELS.cleavage;
  return `an embryo at the ${stage.toLowerCase()} graded ${grade}`;
}

/** The chance of a live birth from one transferred embryo, from its grade and her age; null when not graded. */
export function implantationPotential(q: ImplantationQuestion): ImplantationEstimate {
  const grade = gradeRate(q);
  if (!grade)
    return {
      score: null,
      note: 'No estimate: the chance of a live birth is estimated from a grade on a named scale, and this embryo has none (a zygote on day 1, or no grade could be found).',
    };
  const raw = (ageBaseline(q.patientAge) * grade.rate) / ageBaseline(GRADE_RATES_AGE);
  const score = clamp(raw);
  const inHundred = Math.round(score * 100);
  const bound = raw < IMPLANTATION_SCORE_MIN ? ' at most' : raw > IMPLANTATION_SCORE_MAX ? ' at least' : '';
  const beyondTables =
    q.patientAge > CDC_TABLE_LAST_AGE
      ? ` The national tables stop at ${CDC_TABLE_LAST_AGE}; for older ages the figure follows the age curve of the CDC’s IVF Success Estimator.`
      : '';
  return {
    score,
    note: `For women aged ${q.patientAge}, ${grade.what} led to a live birth in${bound} about ${inHundred} of 100 transfers of one embryo. ${NOT_A_PROMISE}${beyondTables} ${SOURCES}`,
  };
}
