import {
  IVF_REGISTER_AGE_MAX,
  amhInNgPerMl,
  type IvfChance,
  type IvfFactor,
  type IvfFactorSource,
  type IvfInputs,
  type IvfPredictionInput,
} from '@fertilia/contracts';
import { amhTerm, bmiTerm, EXTRAPOLATION_SE_PER_YEAR, fshTerm, type LiteratureTerm } from './literature';
import type { IvfModelFile } from './model-file';
import { ageBandOf, designRow, TERM_FACTORS, type AgeBand, type RegisterProfile } from './register-design';

/*
 * The answer for one woman (ADR 018): the register fit's log-odds for her profile, plus the literature's
 * AMH, FSH and BMI terms; the chance for one fresh started cycle and over three; 95 % intervals from the
 * coefficients' covariance (delta method on the log-odds scale) and the literature's intervals; and how much
 * each factor moved her odds against the model's reference woman.
 */

const Z95 = 1.959964;
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const logit = (p: number) => Math.log(p / (1 - p));
const dot = (a: readonly number[], b: readonly number[]) => a.reduce((sum, x, i) => sum + x * b[i]!, 0);
const quadratic = (x: readonly number[], m: readonly (readonly number[])[]) =>
  x.reduce((sum, xi, i) => (xi === 0 ? sum : sum + xi * dot(m[i]!, x)), 0);

/** A factor moving her odds by less than 5 % is not called one of what moved her estimate. */
const NOTABLE_LOG_ODDS = Math.log(1.05);

/** How many started cycles the cumulative chance counts. */
export const CUMULATIVE_CYCLES = 3;

export type FactorContribution = {
  factor: IvfFactor;
  logOdds: number;
  source: IvfFactorSource;
};

export type IvfEstimate = {
  inputs: IvfInputs;
  oneCycle: IvfChance;
  threeCycles: IvfChance;
  band: AgeBand;
  extrapolated: boolean;
  /** Every factor's shift of her log-odds against the reference woman, largest first. */
  contributions: FactorContribution[];
  /** Which of her terms came from the literature (to say so). */
  literature: { amh: boolean; fsh: boolean; bmi: boolean };
};

export function inputsOf(input: IvfPredictionInput): IvfInputs {
  return {
    age: input.age,
    amh_level: input.amh_level,
    amh_unit: input.amh_unit,
    amh_ng_ml: Number(amhInNgPerMl(input.amh_level, input.amh_unit).toFixed(3)),
    fsh_level: input.fsh_level,
    bmi: input.bmi ?? null,
    causes: input.causes,
    previous_ivf_cycles: input.previous_ivf_cycles ?? null,
    previous_live_birth: input.previous_live_birth ?? null,
    egg_source: input.egg_source,
  };
}

const profileOf = (inputs: IvfInputs, extraCycles: number): RegisterProfile => ({
  age: inputs.age,
  eggs: inputs.egg_source,
  previousCycles: (inputs.previous_ivf_cycles ?? 0) + extraCycles,
  // Not said counts as no (register-design.ts).
  previousLiveBirth: inputs.previous_live_birth ?? false,
  causes: new Set(inputs.causes),
  // The answer is for a fresh cycle.
  frozen: false,
});

const chance = (eta: number, variance: number): IvfChance => {
  const half = Z95 * Math.sqrt(variance);
  return { probability: sigmoid(eta), low: sigmoid(eta - half), high: sigmoid(eta + half) };
};

/** Each factor's share of her log-odds against the reference woman (own eggs, 18–34, first cycle, no cause). */
function contributionsOf(
  model: IvfModelFile,
  inputs: IvfInputs,
  row: number[],
  terms: Record<'amh' | 'fsh' | 'bmi', LiteratureTerm>,
): FactorContribution[] {
  const byFactor = new Map<IvfFactor, number>();
  row.forEach((x, j) => {
    const factor = TERM_FACTORS[j];
    if (factor && x !== 0) byFactor.set(factor, (byFactor.get(factor) ?? 0) + x * model.coefficients[j]!);
  });
  if (inputs.egg_source === 'donor') {
    // Donor eggs replace her age curve: told as "age lowers it, donor eggs give most of it back".
    const own = designRow({ ...profileOf(inputs, 0), eggs: 'own' });
    const ownAge = own.reduce(
      (sum, x, j) => (TERM_FACTORS[j] === 'age' ? sum + x * model.coefficients[j]! : sum),
      0,
    );
    byFactor.set('age', ownAge);
    byFactor.set('egg_source', (byFactor.get('egg_source') ?? 0) - ownAge);
  }
  const fromRegister: FactorContribution[] = [...byFactor].map(([factor, logOdds]) => ({
    factor,
    logOdds,
    source: 'register',
  }));
  const fromLiterature: FactorContribution[] = (['amh', 'fsh', 'bmi'] as const).map((factor) => ({
    factor,
    logOdds: terms[factor].logOdds,
    source: 'literature',
  }));
  return [...fromRegister, ...fromLiterature]
    .filter((c) => Math.abs(c.logOdds) >= NOTABLE_LOG_ODDS)
    .sort((a, b) => Math.abs(b.logOdds) - Math.abs(a.logOdds));
}

export function estimate(model: IvfModelFile, input: IvfPredictionInput): IvfEstimate {
  const inputs = inputsOf(input);
  const terms = {
    amh: amhTerm(inputs.amh_ng_ml, inputs.age, inputs.egg_source),
    fsh: fshTerm(inputs.fsh_level, inputs.egg_source),
    bmi: bmiTerm(inputs.bmi, inputs.egg_source),
  };
  const shift = terms.amh.logOdds + terms.fsh.logOdds + terms.bmi.logOdds;
  const extraVariance =
    terms.amh.standardError ** 2 +
    terms.fsh.standardError ** 2 +
    terms.bmi.standardError ** 2 +
    (Math.max(0, inputs.age - IVF_REGISTER_AGE_MAX) * EXTRAPOLATION_SE_PER_YEAR) ** 2;

  // Cycle k of the three counts k more previous cycles; the chance that at least one ends in a live birth.
  const rows = Array.from({ length: CUMULATIVE_CYCLES }, (_, k) => designRow(profileOf(inputs, k)));
  const etas = rows.map((row) => dot(row, model.coefficients) + shift);
  const chances = etas.map(sigmoid);
  const first = chance(etas[0]!, quadratic(rows[0]!, model.covariance) + extraVariance);

  const none = chances.reduce((product, p) => product * (1 - p), 1);
  const cumulative = 1 - none;
  // Delta method: the gradient of the cumulative chance in the coefficients, through each cycle's chance.
  const gradient = rows[0]!.map((_, j) =>
    chances.reduce((sum, p, k) => sum + (none / (1 - p)) * p * (1 - p) * rows[k]![j]!, 0),
  );
  // The shared literature and extrapolation shift moves every cycle's log-odds together.
  const shiftGradient = chances.reduce((sum, p) => sum + none * p, 0);
  const cumulativeVariance = quadratic(gradient, model.covariance) + shiftGradient ** 2 * extraVariance;
  const logitSe = Math.sqrt(cumulativeVariance) / (cumulative * (1 - cumulative));
  const three = chance(logit(cumulative), logitSe ** 2);

  return {
    inputs,
    oneCycle: first,
    threeCycles: { ...three, probability: cumulative },
    band: ageBandOf(Math.min(inputs.age, IVF_REGISTER_AGE_MAX))!,
    extrapolated: inputs.age > IVF_REGISTER_AGE_MAX,
    contributions: contributionsOf(model, inputs, rows[0]!, terms),
    literature: {
      amh: terms.amh.logOdds !== 0,
      fsh: terms.fsh.logOdds !== 0,
      bmi: terms.bmi.logOdds !== 0,
    },
  };
}
