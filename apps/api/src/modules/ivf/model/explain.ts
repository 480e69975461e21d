import {
  IVF_CAUSE_LABELS,
  IVF_REGISTER_AGE_MAX,
  chanceInPercent,
  type IvfFactorEffect,
  type IvfInputs,
} from '@fertilia/contracts';
import { AMH_EFFECT } from './literature';
import type { FactorContribution, IvfEstimate } from './predict';
import { CUMULATIVE_CYCLES } from './predict';

/*
 * The answer in words a patient understands (issue 20): her chance as "in 100 cycles", the interval, the
 * comparison with women of her age, the three factors that moved it most, and what is not from our data.
 */

/** How many factors an answer names. */
export const FACTORS_SHOWN = 3;

const cycles = (n: number) => `${n} previous IVF cycle${n === 1 ? '' : 's'}`;

function labelOf(factor: FactorContribution['factor'], inputs: IvfInputs): string {
  switch (factor) {
    case 'age':
      return `Age ${inputs.age}`;
    case 'egg_source':
      return inputs.egg_source === 'donor' ? 'Donor eggs' : 'Her own eggs';
    case 'previous_cycles':
      return inputs.previous_ivf_cycles ? cycles(inputs.previous_ivf_cycles) : 'First IVF cycle';
    case 'previous_live_birth':
      return 'A live birth from earlier treatment';
    case 'amh':
      return `AMH ${inputs.amh_ng_ml} ng/mL${inputs.amh_ng_ml < AMH_EFFECT.lowBelowNgPerMl ? ' (low)' : ''}`;
    case 'fsh':
      return `FSH ${inputs.fsh_level} IU/L`;
    case 'bmi':
      return `BMI ${inputs.bmi}`;
    default:
      return IVF_CAUSE_LABELS[factor];
  }
}

export function factorsOf(estimate: IvfEstimate): IvfFactorEffect[] {
  return estimate.contributions.slice(0, FACTORS_SHOWN).map((c) => ({
    factor: c.factor,
    label: labelOf(c.factor, estimate.inputs),
    direction: c.logOdds > 0 ? 'raises' : 'lowers',
    odds_ratio: Number(Math.exp(c.logOdds).toFixed(3)),
    source: c.source,
  }));
}

const inHundred = (p: number) => Math.round(p * 100);
/** "about 23", or "fewer than 1" where rounding would say 0. */
const aboutInHundred = (p: number) => (p < 0.005 ? 'fewer than 1' : `about ${inHundred(p)}`);
/** A label inside a sentence: "Age 38" becomes "age 38", an acronym ("AMH", "BMI") stays as it is. */
const inSentence = (label: string) =>
  /^[A-Z]{2}/.test(label) ? label : `${label.charAt(0).toLowerCase()}${label.slice(1)}`;

export function explanationOf(estimate: IvfEstimate, bandRate: number, bandLabel: string): string {
  const { inputs, oneCycle, threeCycles } = estimate;
  const who = `a woman of ${inputs.age} using ${inputs.egg_source === 'donor' ? 'donor eggs' : 'her own eggs'}`;
  const moved = factorsOf(estimate)
    .map((f) => `${inSentence(f.label)} ${f.direction === 'raises' ? 'raises' : 'lowers'} it`)
    .join(', ');
  const comparison =
    oneCycle.probability > bandRate + 0.01
      ? 'above'
      : oneCycle.probability < bandRate - 0.01
        ? 'below'
        : 'close to';
  return [
    `For ${who}, ${aboutInHundred(oneCycle.probability)} in 100 started IVF cycles like hers end in a live birth`,
    oneCycle.high < 0.005
      ? '(most likely fewer than 1 in 100).'
      : `(most likely between ${inHundred(oneCycle.low)} and ${inHundred(oneCycle.high)} in 100).`,
    `Over ${CUMULATIVE_CYCLES} cycles, the chance that at least one does is ${threeCycles.probability < 0.005 ? '' : 'about '}${chanceInPercent(threeCycles.probability)}.`,
    `That is ${comparison} the ${chanceInPercent(bandRate)} seen per cycle for women aged ${bandLabel} in the UK register.`,
    moved ? `What moved her estimate most: ${moved}.` : '',
    'This is an average for women like her, not a promise: her clinic knows things this model cannot.',
  ]
    .filter(Boolean)
    .join(' ');
}

export function notesOf(estimate: IvfEstimate): string[] {
  const notes = [
    'Fitted on 2017 cycles of the UK fertility register (HFEA) and checked on its 2018 cycles; the chance is for one fresh started cycle.',
  ];
  const { amh, fsh, bmi } = estimate.literature;
  const fromStudies = [amh && 'AMH', fsh && 'FSH', bmi && 'BMI'].filter(Boolean);
  if (fromStudies.length > 0)
    notes.push(
      `The register does not record ${fromStudies.join(' or ')}: ${fromStudies.length === 1 ? 'its' : 'their'} effect comes from published studies, not from our fit.`,
    );
  if (estimate.inputs.egg_source === 'donor')
    notes.push(
      'With donor eggs, her AMH and FSH do not change the estimate: the donor’s ovaries make the eggs.',
    );
  if (estimate.extrapolated)
    notes.push(
      `The register covers ages up to ${IVF_REGISTER_AGE_MAX}: at ${estimate.inputs.age} this is an extrapolation of the trend, with a wide interval.`,
    );
  if (estimate.inputs.previous_live_birth === null)
    notes.push('No answer on a live birth from earlier treatment was counted as none.');
  return notes;
}
