import {
  IVF_AGE_MIN,
  IVF_CAUSES,
  IVF_REGISTER_AGE_MAX,
  type EggSource,
  type IvfCause,
  type IvfFactor,
} from '@fertilia/contracts';

/*
 * The terms of the model fitted on the UK register (ADR 018), shared by the fitting script (bench/ivf/fit.ts)
 * and the API, so a coefficient always means the same thing in both. Every term is a column of the design
 * row; the fitted coefficients are stored in this order in ivf-model.json.
 */

/** The register's age bands, youngest first; the fit's reference is the first. */
export const AGE_BANDS = ['18-34', '35-37', '38-39', '40-42', '43-44', '45-50'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
/**
 * The age each band's coefficient stands for. An exact age is placed between the two nearest knots and its
 * age term interpolated linearly, so a birthday moves the estimate a little rather than jumping at a band's
 * edge; past the last knot it carries on the last two knots' slope. The closed bands stand at their
 * midpoints. The open-ended youngest band stands at its top, 34: most women starting IVF under 35 are in
 * their early thirties, so a 32-year-old gets the band's own rate, and younger women get it too rather than
 * a rise the register cannot show.
 */
export const AGE_BAND_KNOTS: Record<AgeBand, number> = {
  '18-34': 34,
  '35-37': 36,
  '38-39': 38.5,
  '40-42': 41,
  '43-44': 43.5,
  '45-50': 47.5,
};

/** The register groups five or more previous cycles together. */
export const PREVIOUS_CYCLES_TOP = 5;

/** What the register records of a cycle, and what a patient tells us, in the model's own words. */
export type RegisterProfile = {
  age: number;
  eggs: EggSource;
  previousCycles: number;
  /**
   * A live birth from earlier fertility treatment (IVF or DI). The register leaves it blank exactly when there
   * was no earlier treatment, so blank means no; a patient who does not say is taken as no.
   */
  previousLiveBirth: boolean;
  causes: ReadonlySet<IvfCause>;
  frozen: boolean;
};

/** A column, and the answer factor it belongs to (null: not a patient's input). */
type Term = { name: string; factor: IvfFactor | null };

const ageTerms = (eggs: EggSource): Term[] =>
  AGE_BANDS.slice(eggs === 'own' ? 1 : 0).map((band) => ({
    name: `${eggs === 'own' ? 'age' : 'donor_age'}_${band}`,
    factor: eggs === 'own' ? ('age' as const) : ('egg_source' as const),
  }));

/**
 * The columns after the intercept. Own eggs: the age bands against 18–34. Donor eggs: a curve of their own
 * (one level per band, against own eggs at 18–34), since the egg donor's age, not the patient's, drives it.
 */
export const TERMS: readonly Term[] = [
  ...ageTerms('own'),
  ...ageTerms('donor'),
  ...[1, 2, 3, 4, PREVIOUS_CYCLES_TOP].map((n) => ({
    name: `previous_cycles_${n === PREVIOUS_CYCLES_TOP ? `${n}+` : n}`,
    factor: 'previous_cycles' as const,
  })),
  { name: 'previous_live_birth', factor: 'previous_live_birth' },
  ...IVF_CAUSES.map((cause) => ({ name: `cause_${cause}`, factor: cause })),
  // A frozen cycle is not a patient input: the answer is for a fresh cycle; the term keeps the fit honest.
  { name: 'frozen', factor: null },
];
export const TERM_NAMES = ['intercept', ...TERMS.map((term) => term.name)];

/** Which answer factor each column belongs to (the intercept to none). */
export const TERM_FACTORS: readonly (IvfFactor | null)[] = [null, ...TERMS.map((term) => term.factor)];
export const FROZEN_COLUMN = TERM_NAMES.indexOf('frozen');

/** Weights over the bands for an exact age: interpolated between knots, extrapolated past the last. */
export function ageWeights(age: number): number[] {
  const mids = AGE_BANDS.map((band) => AGE_BAND_KNOTS[band]);
  const weights = mids.map(() => 0);
  const last = mids.length - 1;
  if (age <= mids[0]!) {
    weights[0] = 1;
    return weights;
  }
  const upper = age >= mids[last]! ? last : mids.findIndex((mid) => mid >= age);
  const lower = upper - 1;
  const t = (age - mids[lower]!) / (mids[upper]! - mids[lower]!);
  weights[lower] = 1 - t;
  weights[upper] = t;
  return weights;
}

/** The design row of a profile: 1 for the intercept, then one value per term. */
export function designRow(profile: RegisterProfile): number[] {
  const row = new Array<number>(TERM_NAMES.length).fill(0);
  row[0] = 1;
  const weights = ageWeights(profile.age);
  const prefix = profile.eggs === 'own' ? 'age' : 'donor_age';
  AGE_BANDS.forEach((band, i) => {
    const column = TERM_NAMES.indexOf(`${prefix}_${band}`);
    // Own eggs at 18–34 are the reference: no column.
    if (column > 0) row[column] = weights[i]!;
  });
  const cycles = Math.min(profile.previousCycles, PREVIOUS_CYCLES_TOP);
  if (cycles > 0)
    row[TERM_NAMES.indexOf(`previous_cycles_${cycles === PREVIOUS_CYCLES_TOP ? `${cycles}+` : cycles}`)] = 1;
  if (profile.previousLiveBirth) row[TERM_NAMES.indexOf('previous_live_birth')] = 1;
  for (const cause of profile.causes) row[TERM_NAMES.indexOf(`cause_${cause}`)] = 1;
  if (profile.frozen) row[FROZEN_COLUMN] = 1;
  return row;
}

/** The band an age falls in, or null outside the register's ages. */
export function ageBandOf(age: number): AgeBand | null {
  if (age < IVF_AGE_MIN || age > IVF_REGISTER_AGE_MAX) return null;
  if (age <= 34) return '18-34';
  if (age <= 37) return '35-37';
  if (age <= 39) return '38-39';
  if (age <= 42) return '40-42';
  if (age <= 44) return '43-44';
  return '45-50';
}
