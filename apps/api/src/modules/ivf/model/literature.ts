import type { EggSource } from '@fertilia/contracts';

/*
 * Terms the register cannot give us (ADR 018): AMH, FSH and BMI. Each adjusts the fitted log-odds by a
 * published effect size, with the published confidence interval added to the answer's uncertainty where
 * one exists. The answer always says that this part comes from the literature, not from our fit.
 */

/** A log-odds shift and its standard error (0 where the source gives no interval). */
export type LiteratureTerm = { logOdds: number; standardError: number };

const NONE: LiteratureTerm = { logOdds: 0, standardError: 0 };

/** The standard error of a log odds ratio from its 95 % interval; the wider side, for a lopsided interval. */
const standardErrorOf = (oddsRatio: number, low: number, high: number) =>
  Math.max(Math.log(high / oddsRatio), Math.log(oddsRatio / low)) / 1.959964;

/**
 * AMH: the diagnostic odds ratio of live birth, AMH above against below the studies' low-reserve cut-off,
 * from the 2022 update of the systematic review and meta-analysis "Anti-müllerian hormone as a predictor for
 * live birth among women undergoing IVF/ICSI in different age groups" (Archives of Gynecology and Obstetrics,
 * doi:10.1007/s00404-022-06683-1; 27 studies, 27,029 women): 2.50 (95 % CI 1.87–2.60) for women of advanced
 * age, 1.41 (0.99–2.02) for younger women. We take "advanced" as 35 or older and the cut-off as 1.1 ng/mL, the
 * upper AMH bound of the ESHRE Bologna criteria for poor ovarian reserve (Ferraretti et al., Hum Reprod 2011).
 */
export const AMH_EFFECT = {
  lowBelowNgPerMl: 1.1,
  olderFromAge: 35,
  older: { oddsRatio: 2.5, low: 1.87, high: 2.6 },
  younger: { oddsRatio: 1.41, low: 0.99, high: 2.02 },
} as const;

/**
 * A low AMH lowers the odds by the published ratio; an AMH at or above the cut-off leaves the register's
 * estimate as it is (the register's women are taken to have a normal reserve, which makes the estimate for
 * a normal AMH slightly cautious). With donor eggs her own ovarian reserve does not enter.
 */
export function amhTerm(amhNgPerMl: number, age: number, eggs: EggSource): LiteratureTerm {
  if (eggs === 'donor' || amhNgPerMl >= AMH_EFFECT.lowBelowNgPerMl) return NONE;
  const { oddsRatio, low, high } = age >= AMH_EFFECT.olderFromAge ? AMH_EFFECT.older : AMH_EFFECT.younger;
  return { logOdds: -Math.log(oddsRatio), standardError: standardErrorOf(oddsRatio, low, high) };
}

/**
 * FSH: "Relevance of basal serum FSH to IVF outcome varies with patient age" (Reproductive BioMedicine Online,
 * 2008; 1,589 women in their first IVF cycle, logistic regression with age): each 5 IU/L more basal FSH
 * multiplies the odds of a live birth by 0.75 (95 % CI 0.61–0.92). Centred on 7.5 IU/L, the middle of the
 * study's normal group (5–9.9 IU/L), and held within 5–25 IU/L, beyond which the study has little data.
 */
export const FSH_EFFECT = {
  perIuL: 5,
  oddsRatio: 0.75,
  low: 0.61,
  high: 0.92,
  centreIuL: 7.5,
  floorIuL: 5,
  ceilingIuL: 25,
} as const;

export function fshTerm(fshIuL: number, eggs: EggSource): LiteratureTerm {
  if (eggs === 'donor') return NONE;
  const { perIuL, oddsRatio, low, high, centreIuL, floorIuL, ceilingIuL } = FSH_EFFECT;
  const steps = (Math.min(Math.max(fshIuL, floorIuL), ceilingIuL) - centreIuL) / perIuL;
  return {
    logOdds: steps * Math.log(oddsRatio),
    standardError: Math.abs(steps) * standardErrorOf(oddsRatio, low, high),
  };
}

/**
 * BMI: the US CDC IVF Success Estimator's published BMI terms (linear and squared; bench/data/
 * cdc_ivf_success_estimator_formulas.csv), own-egg formula 1–3 and donor-egg formula 11–13, taken relative to
 * a BMI of 25. The CDC publishes no interval for them, so they add nothing to ours.
 */
export const BMI_EFFECT = {
  reference: 25,
  own: { linear: 0.06997997, squared: -0.0015045 },
  donor: { linear: 0.03918024, squared: -0.0008828 },
} as const;

export function bmiTerm(bmi: number | null, eggs: EggSource): LiteratureTerm {
  if (bmi === null) return NONE;
  const { linear, squared } = BMI_EFFECT[eggs];
  const curve = (b: number) => linear * b + squared * b * b;
  return { logOdds: curve(bmi) - curve(BMI_EFFECT.reference), standardError: 0 };
}

/**
 * Past the register's oldest age (50) the age trend is carried on, and the interval widens by this much
 * log-odds standard error per year beyond it, so a 60-year-old's answer says how little is known.
 */
export const EXTRAPOLATION_SE_PER_YEAR = 0.1;
