/**
 * Fits the IVF model on the UK register's 2017 cycles, validates it on the 2018 cycles, compares it with the
 * US CDC estimator's formulas on the cycles those can score, and writes:
 *   apps/api/src/modules/ivf/model/ivf-model.json   the coefficients the API loads (versioned)
 *   bench/ivf/results.md, bench/ivf/calibration.svg  the figures and the calibration chart
 * Run: `npx tsx bench/ivf/fit.ts`. With `--check` (CI) it writes the results but not the model, and fails when
 * the fit differs from the committed model or a band's calibration misses by more than two points.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IvfModelCard } from '@fertilia/contracts';
import { AGE_BANDS, TERM_NAMES, designRow } from '../../apps/api/src/modules/ivf/model/register-design';
import { ivfModelFileSchema, type IvfModelFile } from '../../apps/api/src/modules/ivf/model/model-file';
import { calibrationChart } from './calibration-chart';
import { cdcCanScore, cdcChance, readCdcFormulas } from './cdc-formulas';
import { fitLogistic } from './logistic-fit';
import { auc, brier, calibrationBy, calibrationByDecile, type CalibrationRow, type Scored } from './metrics';
import { EXCLUSIONS, readRegister, type Exclusion, type RegisterCycle } from './register';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..', '..');
const REGISTER = path.join(root, 'bench/data/hfea_anonymised_register_2017_2018.csv.gz');
const CDC = path.join(root, 'bench/data/cdc_ivf_success_estimator_formulas.csv');
const MODEL = path.join(root, 'apps/api/src/modules/ivf/model/ivf-model.json');
/** The acceptance bar of issue 20: per age band, predicted within this of observed on 2018 own-egg cycles. */
const BAND_TOLERANCE = 0.02;
const check = process.argv.includes('--check');

const register = readRegister(REGISTER);
const fitCycles = register.cycles.filter((c) => c.year === 2017);
const validationCycles = register.cycles.filter((c) => c.year === 2018);

const fit = fitLogistic(
  fitCycles.map(designRow),
  fitCycles.map((c) => c.liveBirth),
);
const chanceOf = (cycle: RegisterCycle) =>
  1 / (1 + Math.exp(-designRow(cycle).reduce((sum, x, j) => sum + x * fit.coefficients[j]!, 0)));

type ScoredCycle = RegisterCycle & Scored;
const scored: ScoredCycle[] = validationCycles.map((c) => ({
  ...c,
  predicted: chanceOf(c),
  outcome: c.liveBirth,
}));
const own = scored.filter((c) => c.eggs === 'own');
const donor = scored.filter((c) => c.eggs === 'donor');
const observedOnly = (cycles: RegisterCycle[]) =>
  cycles.map((c) => ({ ...c, predicted: 0, outcome: c.liveBirth }));
const byBand = (cycles: ScoredCycle[]) => calibrationBy(cycles, (c) => c.band, AGE_BANDS);

const ownByBand = byBand(own);
const observed2017 = new Map(
  calibrationBy(observedOnly(fitCycles.filter((c) => c.eggs === 'own')), (c) => c.band, AGE_BANDS).map(
    (row) => [row.label, row.observed],
  ),
);
const deciles = calibrationByDecile(scored);

const cdcFormulas = readCdcFormulas(CDC);
const cdcCycles = scored.filter(cdcCanScore);
const cdcScored = cdcCycles.map((c) => ({ ...c, predicted: cdcChance(cdcFormulas, c) }));

/** The register's observed live-birth rate per started cycle, by egg source and band, both years. */
const bandRates = Object.fromEntries(
  (['own', 'donor'] as const).map((eggs) => [
    eggs,
    Object.fromEntries(
      calibrationBy(
        observedOnly(register.cycles.filter((c) => c.eggs === eggs)),
        (c) => c.band,
        AGE_BANDS,
      ).map((row) => [row.label, { rate: row.observed, cycles: row.cycles }]),
    ),
  ]),
) as IvfModelFile['band_rates'];

const point = (row: CalibrationRow) => ({ ...row, label: row.label.replace('-', '–') });
const card: Omit<IvfModelCard, 'version'> = {
  fitted_on: { year: 2017, cycles: fitCycles.length },
  validated_on: { year: 2018, cycles: validationCycles.length },
  brier: brier(scored),
  auc: auc(scored),
  by_age_band: ownByBand.map(point),
  by_decile: deciles.map((row) => ({ ...row, label: `Decile ${row.label}` })),
  cdc_comparison: { cycles: cdcCycles.length, brier_ours: brier(cdcCycles), brier_cdc: brier(cdcScored) },
};

// The version names the data and the fitted numbers, so a refit that changes them is a new version.
const round = (x: number) => Number(x.toPrecision(12));
const coefficients = fit.coefficients.map(round);
const covariance = fit.covariance.map((row) => row.map(round));
// Hashed at 8 significant digits, far above floating-point noise, so the same data always gives the same version.
const digest = createHash('sha256')
  .update(JSON.stringify({ TERM_NAMES, coefficients: fit.coefficients.map((x) => x.toPrecision(8)) }))
  .digest('hex')
  .slice(0, 8);
const model: IvfModelFile = ivfModelFileSchema.parse({
  version: `hfea-2017.${digest}`,
  source: 'HFEA anonymised register, IVF cycles started for treatment in 2017 (bench/ivf/results.md)',
  terms: TERM_NAMES,
  coefficients,
  covariance,
  band_rates: bandRates,
  card: { version: `hfea-2017.${digest}`, ...card },
});

// ---- the report -------------------------------------------------------------------------------------------
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const pp = (x: number) => {
  const points = Math.abs(x * 100).toFixed(1);
  return points === '0.0' ? '0.0' : `${x > 0 ? '+' : '−'}${points}`;
};
const n = (x: number) => x.toLocaleString('en-GB');
const bandLabel = (band: string) => band.replace('-', '–');
const missedBands = ownByBand.filter((row) => Math.abs(row.predicted - row.observed) > BAND_TOLERANCE);

const lines = [
  '# IVF success prediction — fitted on the UK register, validated on a year it never saw',
  '',
  `Run ${new Date().toISOString().slice(0, 10)} on ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, by`,
  `\`npx tsx bench/ivf/fit.ts\` (CI runs it with \`--check\` on the full data). Model **${model.version}**, written to`,
  '`apps/api/src/modules/ivf/model/ivf-model.json`; the method is in `docs/decisions/018-ivf-prediction-model.md`.',
  '',
  '## Which cycles count',
  '',
  `\`bench/data/hfea_anonymised_register_2017_2018.csv.gz\`: ${n(register.rows)} treatment cycles of the HFEA anonymised`,
  'register. The outcome is `Live birth occurrence` per started cycle: a cycle stopped before transfer counts as no',
  'live birth. Rules, applied in this order (`bench/ivf/register.ts`):',
  '',
  '| left out | cycles |',
  '|---|---:|',
  ...(Object.keys(EXCLUSIONS) as Exclusion[]).map(
    (key) => `| ${EXCLUSIONS[key]} | ${n(register.excluded[key])} |`,
  ),
  `| **kept** | **${n(register.cycles.length)}** |`,
  '',
  `Fitted on the ${n(fitCycles.length)} cycles of 2017; validated on the ${n(validationCycles.length)} cycles of 2018`,
  `(${n(own.length)} with the patient's own eggs, ${n(donor.length)} with donor eggs).`,
  '',
  '## The model',
  '',
  `Logistic regression by maximum likelihood (${fit.iterations} Newton steps, log-likelihood ${fit.logLikelihood.toFixed(1)}).`,
  'Reference: own eggs, age 18–34, first IVF cycle, no live birth from earlier treatment, no cause recorded, fresh.',
  '',
  '| term | coefficient | standard error | odds ratio |',
  '|---|---:|---:|---:|',
  ...TERM_NAMES.map(
    (name, j) =>
      `| ${name} | ${fit.coefficients[j]!.toFixed(3)} | ${Math.sqrt(fit.covariance[j]![j]!).toFixed(3)} | ${j === 0 ? '' : Math.exp(fit.coefficients[j]!).toFixed(2)} |`,
  ),
  '',
  '## Validation on 2018',
  '',
  `All ${n(scored.length)} cycles: **Brier score ${card.brier.toFixed(4)}**, **AUC ${card.auc.toFixed(3)}**. Own eggs: Brier`,
  `${brier(own).toFixed(4)}, AUC ${auc(own).toFixed(3)}. Donor eggs: Brier ${brier(donor).toFixed(4)}, AUC ${auc(donor).toFixed(3)}.`,
  '',
  '### By age band, own eggs (the acceptance bar: predicted within 2 points of observed)',
  '',
  '| age band | cycles 2018 | predicted | observed 2018 | difference (points) | observed 2017 | drift 2017→2018 (points) | within 2 points |',
  '|---|---:|---:|---:|---:|---:|---:|:---:|',
  ...ownByBand.map((row) => {
    const before = observed2017.get(row.label) ?? Number.NaN;
    return `| ${bandLabel(row.label)} | ${n(row.cycles)} | ${pct(row.predicted)} | ${pct(row.observed)} | ${pp(row.predicted - row.observed)} | ${pct(before)} | ${pp(row.observed - before)} | ${Math.abs(row.predicted - row.observed) <= BAND_TOLERANCE ? 'yes' : '**no**'} |`;
  }),
  '',
  '### By age band, donor eggs',
  '',
  '| age band | cycles 2018 | predicted | observed 2018 | difference (points) |',
  '|---|---:|---:|---:|---:|',
  ...byBand(donor).map(
    (row) =>
      `| ${bandLabel(row.label)} | ${n(row.cycles)} | ${pct(row.predicted)} | ${pct(row.observed)} | ${pp(row.predicted - row.observed)} |`,
  ),
  '',
  '### By decile of predicted chance (all 2018 cycles)',
  '',
  '![Calibration on 2018 cycles](calibration.svg)',
  '',
  '| decile | cycles | predicted | observed | difference (points) |',
  '|---|---:|---:|---:|---:|',
  ...deciles.map(
    (row) =>
      `| ${row.label} | ${n(row.cycles)} | ${pct(row.predicted)} | ${pct(row.observed)} | ${pp(row.predicted - row.observed)} |`,
  ),
  '',
  '## Against the US CDC IVF Success Estimator',
  '',
  'The CDC formulas (`bench/data/cdc_ivf_success_estimator_formulas.csv`) predict the chance of a live birth **per egg',
  "retrieval**, counting later frozen transfers of that retrieval's embryos, not per started cycle, and need exact age",
  'and BMI, which the register lacks. They are scored on the 2018 cycles they can take: own eggs, fresh, first IVF',
  "cycle, age at the band's midpoint (26, 36, 38.5, 41, 43.5, 47.5), BMI taken as 25, the register's causes (diminished",
  'ovarian reserve, uterine and other causes as absent), previous pregnancies and live births as recorded.',
  '',
  `| on ${n(cdcCycles.length)} fresh first own-egg cycles of 2018 | Brier score | AUC |`,
  '|---|---:|---:|',
  `| ours (per started cycle) | **${card.cdc_comparison.brier_ours.toFixed(4)}** | ${auc(cdcCycles).toFixed(3)} |`,
  `| CDC formulas (per retrieval) | ${card.cdc_comparison.brier_cdc.toFixed(4)} | ${auc(cdcScored).toFixed(3)} |`,
  '',
  '| age band | cycles | ours | CDC | observed |',
  '|---|---:|---:|---:|---:|',
  ...byBand(cdcCycles).map((row, i) => {
    const theirs = byBand(cdcScored)[i]!;
    return `| ${bandLabel(row.label)} | ${n(row.cycles)} | ${pct(row.predicted)} | ${pct(theirs.predicted)} | ${pct(row.observed)} |`;
  }),
  '',
  "Part of the CDC's higher figures is what they count (a retrieval's later frozen transfers too, and US practice);",
  'on the question a patient asks us, the chance of her next started cycle, our fit is the better calibrated.',
  '',
  '## Not from this fit',
  '',
  'AMH, FSH and BMI are not in the register. The API adjusts the fitted odds by published effect sizes (AMH and FSH',
  "with own eggs only; BMI from the CDC formulas' BMI terms), cited with their numbers in ADR 018; every answer says",
  "that this part comes from the literature. Above 50 (the register's oldest band is 45–50) the answer is an",
  'extrapolation and says so.',
  '',
];
fs.writeFileSync(path.join(here, 'results.md'), lines.join('\n'));
fs.writeFileSync(path.join(here, 'calibration.svg'), calibrationChart(deciles, byBand(own)));

let failed = false;
if (missedBands.length > 0) {
  console.error(`calibration misses 2 points in: ${missedBands.map((row) => row.label).join(', ')}`);
  failed = true;
}
if (check) {
  const committed = ivfModelFileSchema.parse(JSON.parse(fs.readFileSync(MODEL, 'utf8')));
  if (committed.version !== model.version) {
    console.error(
      `the fit gives ${model.version} but ivf-model.json holds ${committed.version}: refit and commit it`,
    );
    failed = true;
  }
} else {
  fs.writeFileSync(MODEL, `${JSON.stringify(model, null, 2)}\n`);
}
console.log(lines.join('\n'));
if (failed) process.exit(1);
