import fs from 'node:fs';
import { readCsv } from '@fertilia/contracts';
import type { AgeBand } from '../../apps/api/src/modules/ivf/model/register-design';
import type { RegisterCycle } from './register';

/*
 * The US CDC IVF Success Estimator's published logistic formulas (bench/data/cdc_ivf_success_estimator_formulas.csv),
 * to compare with on the same register cycles. They predict the chance of a live birth per EGG RETRIEVAL
 * (counting later frozen transfers of its embryos), not per started cycle, and need exact age and BMI, which
 * the register lacks: age is taken at the band's midpoint and BMI as 25. They score fresh first cycles with
 * the patient's own eggs only (formulas 1–3 when a cause is known, 4–6 when none is).
 */

type Formula = Record<string, number>;

export function readCdcFormulas(file: string): { reasonKnown: Formula; reasonUnknown: Formula } {
  const [header, ...rows] = readCsv(fs.readFileSync(file, 'utf8'));
  const names = header!.cells;
  const formulas = rows.map(({ cells }) =>
    Object.fromEntries(names.map((name, i) => [name, cells[i] ?? ''])),
  );
  const pick = (reasonKnown: 'TRUE' | 'FALSE') => {
    const row = formulas.find(
      (f) =>
        f.param_using_own_eggs === 'TRUE' &&
        f.param_attempted_ivf_previously === 'FALSE' &&
        f.param_is_reason_for_infertility_known === reasonKnown,
    );
    if (!row) throw new Error(`no CDC formula for own eggs, first IVF, reason known ${reasonKnown}`);
    return Object.fromEntries(
      Object.entries(row)
        .filter(([name]) => name.startsWith('formula_'))
        .map(([name, value]) => [name, Number(value)]),
    );
  };
  return { reasonKnown: pick('TRUE'), reasonUnknown: pick('FALSE') };
}

export const CDC_ASSUMED_BMI = 25;
/** The register gives age bands; the CDC formulas take an age: each band's midpoint. */
export const CDC_BAND_AGES: Record<AgeBand, number> = {
  '18-34': 26,
  '35-37': 36,
  '38-39': 38.5,
  '40-42': 41,
  '43-44': 43.5,
  '45-50': 47.5,
};

/** The cycles the CDC formulas can score: own eggs, a fresh cycle, no previous IVF. */
export const cdcCanScore = (cycle: RegisterCycle): boolean =>
  cycle.eggs === 'own' && !cycle.frozen && cycle.previousCycles === 0;

const level = (count: number | null) => (count === null || count === 0 ? '0' : count === 1 ? '1' : '2+');

/** The CDC's chance for a register cycle, as its estimator computes it. */
export function cdcChance(formulas: ReturnType<typeof readCdcFormulas>, cycle: RegisterCycle): number {
  const known = cycle.causes.size > 0;
  const f = known ? formulas.reasonKnown : formulas.reasonUnknown;
  const term = (name: string) => f[name] ?? 0;
  const flag = (name: string, on: boolean) => term(`formula_${name}_${on ? 'true' : 'false'}_value`);
  const age = CDC_BAND_AGES[cycle.band];
  const bmi = CDC_ASSUMED_BMI;
  const score =
    term('formula_intercept') +
    term('formula_age_linear_coefficient') * age +
    term('formula_age_power_coefficient') * age ** term('formula_age_power_factor') +
    term('formula_bmi_linear_coefficient') * bmi +
    term('formula_bmi_power_coefficient') * bmi ** term('formula_bmi_power_factor') +
    flag('tubal_factor', cycle.causes.has('tubal')) +
    flag('male_factor_infertility', cycle.causes.has('male_factor')) +
    flag('endometriosis', cycle.causes.has('endometriosis')) +
    flag('ovulatory_disorder', cycle.causes.has('ovulatory')) +
    // The register records neither diminished ovarian reserve nor a uterine or other cause.
    flag('diminished_ovarian_reserve', false) +
    flag('uterine_factor', false) +
    flag('other_reason', false) +
    flag('unexplained_infertility', cycle.causes.has('unexplained')) +
    term(`formula_prior_pregnancies_${level(cycle.previousPregnancies)}_value`) +
    term(`formula_prior_live_births_${level(cycle.previousLiveBirths)}_value`);
  return 1 / (1 + Math.exp(-score));
}
