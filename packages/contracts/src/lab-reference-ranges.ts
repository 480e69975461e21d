import type { LabFlag, LabReference } from './lab-results';
import { standardUnitOf, type LabTest } from './lab-tests';

/*
 * The reference range a lab result is read against (issue 23; ADR 022), in the test's standard unit, each
 * with who it applies to and the published source it comes from. Only ranges a source states are given:
 * where a test has no sound range for her (her age outside the source's bands, an unknown cycle day for a
 * hormone that swings through the cycle, β-hCG), the answer is null and the value is shown unflagged.
 *
 * Rules:
 * - Age is hers on the day the sample was taken (`ageOn`); unknown (no date of birth) gives the
 *   age-independent range when the source has one, else null.
 * - Cycle phase comes from the cycle day (`labCyclePhaseOf`): days 1–5 early follicular and 6–13 follicular
 *   (both read against the source's follicular interval, which covers the whole phase), 14–15 mid-cycle
 *   (ovulation), 16 onwards luteal. This assumes ovulation around day 14; a lab's own report, which knows
 *   more, always wins. An unknown cycle day gives no range for FSH, LH, estradiol and progesterone: their
 *   intervals differ several-fold between phases, so any one of them would mislead.
 * - Progesterone on days 19–23 (about a week before the next period of a 28-day cycle, the "day 21" test)
 *   is read against the ovulation threshold, not the luteal interval: that is what the test is taken for.
 * - Bounds are inclusive: a value equal to a bound is in range (the WHO limits are 5th centiles of fertile
 *   men, so a value at the limit is at the edge of normal, not below it).
 */

export type LabReferenceContext = {
  /** Her age in whole years on the day the sample was taken, null when unknown. */
  age: number | null;
  /** The day of her cycle the sample was taken on (day 1 = first day of the period), null when unknown. */
  cycleDay: number | null;
};

type Source = { source: string; source_url: string | null };

const ROCHE_AMH: Source = {
  source: 'Roche Elecsys AMH assay reference intervals (University of Iowa Health Care lab bulletin, 2017)',
  source_url: 'https://www.healthcare.uiowa.edu/path_handbook/lab_bulletins/AMHtesting.html',
};
const ROCHE_FSH: Source = {
  source: 'Roche Elecsys FSH reference intervals (ARUP Laboratories, test 0070193)',
  source_url: 'https://ltd.aruplab.com/Tests/Pub/0070193',
};
const ANCKAERT_2021: Source = {
  source: 'Anckaert E et al., Pract Lab Med 2021;25:e00211 (Roche Elecsys, 5th–95th centiles)',
  source_url: 'https://doi.org/10.1016/j.plabm.2021.e00211',
};
const SEVERN_PROGESTERONE: Source = {
  source: 'Severn Pathology, North Bristol NHS Trust: progesterone',
  source_url: 'https://www.nbt.nhs.uk/severn-pathology/requesting/test-information/progesterone',
};
const ROCHE_THYROID: Source = {
  source: 'Roche Diagnostics, Reference intervals for children and adults: Elecsys thyroid tests (2018)',
  source_url: null,
};
const ROCHE_PROLACTIN: Source = { source: 'Roche Elecsys Prolactin II method sheet', source_url: null };
const ROCHE_TESTOSTERONE: Source = { source: 'Roche Elecsys Testosterone II method sheet', source_url: null };
const NOS_VITAMIN_D: Source = {
  source: 'National Osteoporosis Society, Vitamin D and bone health guideline (2013), as used by NICE CKS',
  source_url: 'https://cks.nice.org.uk/topics/vitamin-d-deficiency-in-adults/',
};
const BOLOGNA: Source = {
  source: 'Ferraretti AP et al., Hum Reprod 2011;26:1616–24 (ESHRE Bologna criteria)',
  source_url: 'https://doi.org/10.1093/humrep/der092',
};
const KASIUS_2014: Source = {
  source: 'Kasius A et al., Hum Reprod Update 2014;20:530–41',
  source_url: 'https://doi.org/10.1093/humupd/dmu011',
};
const WHO_2021: Source = {
  source: 'WHO laboratory manual for the examination and processing of human semen, 6th ed. (2021)',
  source_url: 'https://www.who.int/publications/i/item/9789240030787',
};

const range = (
  test: LabTest,
  low: number | null,
  high: number | null,
  applies_to: string,
  source: Source,
): LabReference => ({ low, high, unit: standardUnitOf(test), applies_to, ...source });

export type LabCyclePhase = 'early_follicular' | 'follicular' | 'ovulation' | 'luteal';

/** The phase of a cycle day by the rule above; null when the day is unknown. */
export function labCyclePhaseOf(cycleDay: number | null): LabCyclePhase | null {
  if (cycleDay === null) return null;
  if (cycleDay <= 5) return 'early_follicular';
  if (cycleDay <= 13) return 'follicular';
  if (cycleDay <= 15) return 'ovulation';
  return 'luteal';
}

const PHASE_WORDS: Record<LabCyclePhase, string> = {
  early_follicular: 'Early follicular phase (cycle day 1–5)',
  follicular: 'Follicular phase (cycle day 6–13)',
  ovulation: 'Mid-cycle, around ovulation (cycle day 14–15)',
  luteal: 'Luteal phase (cycle day 16 onwards)',
};

/** Whole years from a date of birth to a day, both ISO dates (YYYY-MM-DD); null without a birth date. */
export function ageOn(dateOfBirth: string | null, day: string): number | null {
  if (!dateOfBirth) return null;
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const age = y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
  return age >= 0 ? age : null;
}

/** Roche Elecsys AMH by age band, ng/mL. */
const AMH_BANDS: readonly { from: number; to: number; low: number; high: number }[] = [
  { from: 20, to: 24, low: 1.22, high: 11.7 },
  { from: 25, to: 29, low: 0.89, high: 9.85 },
  { from: 30, to: 34, low: 0.576, high: 8.13 },
  { from: 35, to: 39, low: 0.147, high: 7.49 },
  { from: 40, to: 44, low: 0.03, high: 5.47 },
];

function amh(age: number | null): LabReference | null {
  const band = age === null ? undefined : AMH_BANDS.find((b) => age >= b.from && age <= b.to);
  if (!band) return null;
  return range(
    'amh',
    band.low,
    band.high,
    `Women ${band.from}–${band.to} (Roche Elecsys assay; other assays read about 20% higher)`,
    ROCHE_AMH,
  );
}

type PhaseIntervals = Record<'follicular' | 'ovulation' | 'luteal', [number, number]>;

/** Phase intervals (Anckaert 2021 or the Roche FSH sheet); early follicular days read the follicular one. */
function byPhase(
  test: LabTest,
  intervals: PhaseIntervals,
  source: Source,
  cycleDay: number | null,
): LabReference | null {
  const phase = labCyclePhaseOf(cycleDay);
  if (!phase) return null;
  const [low, high] = intervals[phase === 'early_follicular' ? 'follicular' : phase];
  return range(test, low, high, PHASE_WORDS[phase], source);
}

const FSH: PhaseIntervals = { follicular: [3.5, 12.5], ovulation: [4.7, 21.5], luteal: [1.7, 7.7] };
const LH: PhaseIntervals = { follicular: [4.78, 13.2], ovulation: [8.11, 72.7], luteal: [2.73, 13.1] };
const ESTRADIOL: PhaseIntervals = { follicular: [114, 332], ovulation: [222, 1959], luteal: [222, 854] };
const PROGESTERONE: PhaseIntervals = {
  follicular: [0.159, 0.616],
  ovulation: [0.175, 13.2],
  luteal: [13.1, 46.3],
};
/** The "day 21" test: about 7 days before the next period of a 28-day cycle, give or take two days. */
export const MID_LUTEAL_DAYS = { from: 19, to: 23 } as const;
export const PROGESTERONE_OVULATION_NMOL_L = 30;

function progesterone(cycleDay: number | null): LabReference | null {
  if (cycleDay !== null && cycleDay >= MID_LUTEAL_DAYS.from && cycleDay <= MID_LUTEAL_DAYS.to)
    return range(
      'progesterone',
      PROGESTERONE_OVULATION_NMOL_L,
      null,
      `Mid-luteal (cycle day ${MID_LUTEAL_DAYS.from}–${MID_LUTEAL_DAYS.to}, about 7 days before the next period): above 30 nmol/L confirms ovulation`,
      SEVERN_PROGESTERONE,
    );
  return byPhase('progesterone', PROGESTERONE, ANCKAERT_2021, cycleDay);
}

function testosterone(age: number | null): LabReference | null {
  if (age === null || age < 20) return null;
  return age < 50
    ? range('testosterone', 0.29, 1.67, 'Women 20–49', ROCHE_TESTOSTERONE)
    : range('testosterone', 0.101, 1.42, 'Women 50 and over', ROCHE_TESTOSTERONE);
}

/** WHO 2021 lower reference limits (5th centiles of men whose partners conceived within a year). */
export const WHO_2021_LOWER_LIMITS = {
  semen_volume: 1.4,
  sperm_concentration: 16,
  total_sperm_number: 39,
  total_motility: 42,
  progressive_motility: 30,
  sperm_vitality: 54,
  sperm_morphology: 4,
} as const satisfies Partial<Record<LabTest, number>>;

const semen = (test: keyof typeof WHO_2021_LOWER_LIMITS): LabReference =>
  range(test, WHO_2021_LOWER_LIMITS[test], null, 'Men (WHO 2021 lower reference limit)', WHO_2021);

/**
 * The range her result is read against, or null when no sound range applies (see the rules above). β-hCG
 * is never given one: a single value says whether she is pregnant (a lab's threshold) but not whether it is
 * low or high for her, which depends on the days since ovulation; two values 48 hours apart are read with
 * hcg-doubling.ts.
 */
export function labReference(test: LabTest, { age, cycleDay }: LabReferenceContext): LabReference | null {
  switch (test) {
    case 'amh':
      return amh(age);
    case 'fsh':
      return byPhase('fsh', FSH, ROCHE_FSH, cycleDay);
    case 'lh':
      return byPhase('lh', LH, ANCKAERT_2021, cycleDay);
    case 'estradiol':
      return byPhase('estradiol', ESTRADIOL, ANCKAERT_2021, cycleDay);
    case 'progesterone':
      return progesterone(cycleDay);
    case 'tsh':
      return range(
        'tsh',
        0.27,
        4.2,
        'Adults; when trying to conceive many clinics aim for under 2.5 mIU/L (ASRM 2015)',
        ROCHE_THYROID,
      );
    case 'free_t4':
      return range('free_t4', 12, 22, 'Adults', ROCHE_THYROID);
    case 'prolactin':
      return range('prolactin', 102, 496, 'Women who are not pregnant', ROCHE_PROLACTIN);
    case 'testosterone':
      return testosterone(age);
    case 'vitamin_d':
      return range(
        'vitamin_d',
        50,
        null,
        'Adults: above 50 nmol/L is enough for almost everyone; 25–50 may be too little for some; under 25 is deficiency',
        NOS_VITAMIN_D,
      );
    case 'hcg':
      return null;
    case 'antral_follicle_count':
      return range(
        'antral_follicle_count',
        5,
        null,
        'Both ovaries; fewer than 5–7 suggests a low ovarian reserve (flagged under 5)',
        BOLOGNA,
      );
    case 'endometrial_thickness':
      return range(
        'endometrial_thickness',
        7,
        null,
        'Before an embryo transfer; under 7 mm is linked with lower pregnancy rates',
        KASIUS_2014,
      );
    case 'semen_volume':
    case 'sperm_concentration':
    case 'total_sperm_number':
    case 'total_motility':
    case 'progressive_motility':
    case 'sperm_vitality':
    case 'sperm_morphology':
      return semen(test);
  }
}

/** Below, within or above the range (bounds inclusive); null without a range. */
export function labFlag(standardValue: number, reference: LabReference | null): LabFlag | null {
  if (!reference) return null;
  if (reference.low !== null && standardValue < reference.low) return 'low';
  if (reference.high !== null && standardValue > reference.high) return 'high';
  return 'normal';
}
