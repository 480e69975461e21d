import {
  EGG_SOURCE_LABELS,
  IVF_CAUSE_LABELS,
  chanceInPercent,
  type IvfChance,
  type IvfFactorEffect,
  type IvfInputs,
} from '@fertilia/contracts';

/** The interval said in words, for screen readers and for anyone who does not read the bar. */
export const chanceInWords = ({ probability, low, high }: IvfChance): string =>
  `${chanceInPercent(probability)}, likely between ${chanceInPercent(low)} and ${chanceInPercent(high)}`;

/** Where a factor's size comes from, as the result card names it. */
export const FACTOR_SOURCE_WORDS: Record<IvfFactorEffect['source'], string> = {
  register: 'from the UK register',
  literature: 'from published studies',
};

/** "Raises your chance (odds × 1.40)": the odds ratio with two decimals, since 1.05 and 1.4 differ. */
export const factorEffectWords = (factor: IvfFactorEffect): string =>
  `${factor.direction === 'raises' ? 'Raises' : 'Lowers'} your chance (odds × ${factor.odds_ratio.toFixed(2)})`;

/** A previous live birth: yes, no, or not said (null). */
export const liveBirthWords = (value: boolean | null): string =>
  value === null ? 'Not said' : value ? 'Yes' : 'No';

const amount = (value: number) => String(Math.round(value * 100) / 100);

/** Her inputs as she entered them, each a label and its value (what was left out says "Not said"). */
export function inputRows(inputs: IvfInputs): { label: string; value: string }[] {
  const amh =
    inputs.amh_unit === 'pmol/L'
      ? `${amount(inputs.amh_level)} pmol/L (${amount(inputs.amh_ng_ml)} ng/mL)`
      : `${amount(inputs.amh_level)} ng/mL`;
  return [
    { label: 'Age', value: String(inputs.age) },
    { label: 'AMH', value: amh },
    { label: 'FSH', value: `${amount(inputs.fsh_level)} IU/L` },
    { label: 'BMI', value: inputs.bmi === null ? 'Not said' : amount(inputs.bmi) },
    {
      label: 'Previous IVF cycles',
      value: inputs.previous_ivf_cycles === null ? 'Not said' : String(inputs.previous_ivf_cycles),
    },
    { label: 'Previous live birth', value: liveBirthWords(inputs.previous_live_birth) },
    { label: 'Eggs', value: EGG_SOURCE_LABELS[inputs.egg_source] },
    {
      label: 'Causes of infertility',
      value:
        inputs.causes.length === 0 ? 'None given' : inputs.causes.map((c) => IVF_CAUSE_LABELS[c]).join(', '),
    },
  ];
}
