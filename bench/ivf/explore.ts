import path from 'node:path';
import { readRegister } from './register';
import { fitLogistic } from './logistic-fit';
import { designRow, TERM_NAMES, AGE_BANDS } from '../../apps/api/src/modules/ivf/model/register-design';
import { brier, auc, calibrationBy, calibrationByDecile } from './metrics';
import { readCdcFormulas, cdcCanScore, cdcChance } from './cdc-formulas';
let t = Date.now();
const reg = readRegister(path.join(import.meta.dirname, '../data/hfea_anonymised_register_2017_2018.csv.gz'));
console.log('read', Date.now() - t, reg.rows, reg.excluded, reg.cycles.length);
const fit17 = reg.cycles.filter((c) => c.year === 2017);
const val18 = reg.cycles.filter((c) => c.year === 2018);
t = Date.now();
const fit = fitLogistic(
  fit17.map(designRow),
  fit17.map((c) => c.liveBirth),
);
console.log('fit', Date.now() - t, fit.iterations);
TERM_NAMES.forEach((n, i) =>
  console.log(n.padEnd(32), fit.coefficients[i]!.toFixed(3), Math.sqrt(fit.covariance[i]![i]!).toFixed(3)),
);
const sig = (z: number) => 1 / (1 + Math.exp(-z));
const scored = val18.map((c) => ({
  ...c,
  predicted: sig(designRow(c).reduce((s, v, j) => s + v * fit.coefficients[j]!, 0)),
  outcome: c.liveBirth,
}));
console.log('brier', brier(scored), 'auc', auc(scored));
const own = scored.filter((s) => s.eggs === 'own');
console.table(calibrationBy(own, (s) => s.band, AGE_BANDS));
console.table(
  calibrationBy(
    scored.filter((s) => s.eggs === 'donor'),
    (s) => s.band,
    AGE_BANDS,
  ),
);
console.table(calibrationByDecile(scored));
const obs17 = calibrationBy(
  fit17.filter((c) => c.eggs === 'own').map((c) => ({ ...c, predicted: 0, outcome: c.liveBirth })),
  (s) => s.band,
  AGE_BANDS,
);
console.table(obs17);
const cdc = readCdcFormulas(path.join(import.meta.dirname, '../data/cdc_ivf_success_estimator_formulas.csv'));
const cs = scored.filter(cdcCanScore);
console.log(
  'cdc rows',
  cs.length,
  'ours',
  brier(cs),
  'cdc',
  brier(cs.map((s) => ({ predicted: cdcChance(cdc, s), outcome: s.outcome }))),
  'auc cdc',
  auc(cs.map((s) => ({ predicted: cdcChance(cdc, s), outcome: s.outcome }))),
  auc(cs),
);
console.table(
  calibrationBy(
    cs.map((s) => ({ ...s, predicted: cdcChance(cdc, s) })),
    (s) => s.band,
    AGE_BANDS,
  ),
);
