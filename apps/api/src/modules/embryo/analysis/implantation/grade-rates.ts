import type { GardnerParts } from '@fertilia/contracts';

/*
 * The grade side of the implantation estimate (ADR 021): live births per single embryo transferred, by grade,
 * at the age the grading paper reports them for. Only figures stated in a source we could read are used; where
 * a figure could not be found the choice is the conservative one and says so.
 */

/** The age at which the per-embryo rates by grade are reported (Awadalla et al. 2022: mean maternal age 34). */
export const GRADE_RATES_AGE = 34;

/**
 * Awadalla MS, Ho JR, McGinnis LK, Ahmady A, Cortessis VK, Paulson RJ. Embryo morphology and live birth in the
 * United States. F S Rep 2022;3(2):131–7 (SART CORS, 223,377 transfers of unbiopsied own-egg embryos,
 * 2016–2018). At age 34, live births per fresh embryo: day 5 by overall morphology grade good 43 %, fair 30 %,
 * poor 21 %; day 3, all grades, 19 %.
 */
export const SART_BLASTOCYST_RATE_AT_34 = { good: 0.43, fair: 0.3, poor: 0.21 } as const;
export const SART_DAY3_RATE_AT_34 = 0.19;

/**
 * Vernon M, Stern JE, Ball GD, Wininger D, Mayer J, Racowsky C. Utility of the national embryo morphology data
 * collection by SART: correlation between day-3 morphology grade and live-birth outcome. Fertil Steril
 * 2011;95(8):2761–3. Live births when two day-3 embryos of the same grade were transferred, in %:
 * under 35 good 50.4, fair 42.2, poor 22.0; 35 and over good 35.1, fair 23.4, poor 20.0.
 */
export const SART_DAY3_BY_GRADE = {
  under35: { good: 50.4, fair: 42.2, poor: 22.0 },
  from35: { good: 35.1, fair: 23.4, poor: 20.0 },
} as const;

export type SartTier = keyof typeof SART_BLASTOCYST_RATE_AT_34;

/**
 * A Gardner grade as SART's overall good/fair/poor. Only AA is good (AB and BA go to fair: Hill et al. 2013
 * found 57 % live births for trophectoderm A against 40 % for B, so calling AB good would overstate it); any C
 * is poor; an early blastocyst (expansion 1–2) on day 5 or later is poor, as a slow embryo. Expansion 3–6 adds
 * nothing: we found no stated per-expansion rate to use (ADR 021, unverified).
 */
export function sartTierOfGardner(parts: GardnerParts): SartTier {
  if (parts.expansion <= 2 || !parts.icm || !parts.te) return 'poor';
  if (parts.icm === 'C' || parts.te === 'C') return 'poor';
  return parts.icm === 'A' && parts.te === 'A' ? 'good' : 'fair';
}

const pooled = (tier: SartTier) => SART_DAY3_BY_GRADE.under35[tier] + SART_DAY3_BY_GRADE.from35[tier];
const ISTANBUL_TIERS: Record<1 | 2 | 3, SartTier> = { 1: 'good', 2: 'fair', 3: 'poor' };

/**
 * Live births per single day-2–4 embryo at 34 by Istanbul grade: SART's day-3 average (19 %) given to grade 1,
 * and grades 2 and 3 lowered by Vernon's ratios to good, pooled over both age groups (fair 0.77, poor 0.49).
 * The day-3 grade mix behind the 19 % is not published with it, so the average goes to the best grade: we never
 * promise more than the average day-3 embryo achieved. Pooled, because the ratios taken per age group would make
 * a poor embryo score higher at 35 than at 34. A morula (day 4) is given the same figures: no national
 * per-embryo day-4 rate was found, and day 3 is the lower, safer side.
 */
export function istanbulRateAt34(grade: 1 | 2 | 3): number {
  return SART_DAY3_RATE_AT_34 * (pooled(ISTANBUL_TIERS[grade]) / pooled('good'));
}

export function gardnerRateAt34(parts: GardnerParts): number {
  return SART_BLASTOCYST_RATE_AT_34[sartTierOfGardner(parts)];
}
