import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readGrey } from '../../apps/api/src/modules/embryo/analysis/analyser';
import { METHOD } from '../../apps/api/src/modules/embryo/analysis/assessment';
import { MorphologyThread } from '../../apps/api/src/modules/embryo/analysis/morphology-thread';
import { DAY, figures, leaveOneEmbryoOut, perEmbryo, predict, type Measured } from './evaluate';
import { checkBars, writeReport } from './report';
import { listStorkImages } from './stork';

/*
 * `npx tsx bench/embryo/eval.ts [--check]`: measures the 49 STORK pictures with the analyser's own steps (the
 * picture read by sharp, measured in the same worker thread, graded by the same code: what
 * EmbryoAnalyser.analyse does, minus the progress), then reports agreement and AUC to results.md. With
 * --check it exits 1 when a figure falls below its bar (CI).
 */

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const images = listStorkImages(here('./images'));
const thread = new MorphologyThread();
const started = Date.now();
const measured: Measured[] = [];
try {
  for (const image of images) {
    const picture = await readGrey(readFileSync(here(`./images/${image.file}`)));
    measured.push({ image, morphology: await thread.measure(picture, DAY, () => {}) });
  }
} finally {
  await thread.close();
}
const seconds = (Date.now() - started) / 1000;

const published = measured.map((m) => predict(m));
const loeo = leaveOneEmbryoOut(measured);
const report = {
  method: METHOD,
  seconds,
  measured,
  published: {
    perImage: published,
    image: figures(published),
    embryo: figures(perEmbryo(published)),
    embryoMedianAuc: figures(perEmbryo(published, 'median')).auc,
  },
  loeo: {
    perImage: loeo.predictions,
    cuts: loeo.cuts,
    image: figures(loeo.predictions),
    embryo: figures(perEmbryo(loeo.predictions)),
    embryoMedianAuc: figures(perEmbryo(loeo.predictions, 'median')).auc,
  },
};
writeReport(here('./results.md'), report);
console.log(`${images.length} images in ${seconds.toFixed(1)} s; results in bench/embryo/results.md`);
for (const [name, f] of Object.entries({
  'published cut points, per image': report.published.image,
  'published cut points, per embryo': report.published.embryo,
  'leave-one-embryo-out, per image': report.loeo.image,
  'leave-one-embryo-out, per embryo': report.loeo.embryo,
})) {
  console.log(
    `${name}: expansion exact ${pct(f.expansionExact)}, within one ${pct(f.expansionWithinOne)}, AUC ${f.auc.toFixed(2)}`,
  );
}
console.log(
  `per embryo, median estimate of the planes: AUC ${report.published.embryoMedianAuc.toFixed(2)} (published), ${report.loeo.embryoMedianAuc.toFixed(2)} (LOEO)`,
);
if (process.argv.includes('--check')) {
  const failures = checkBars(report);
  for (const failure of failures) console.error(`below the bar: ${failure}`);
  process.exit(failures.length ? 1 : 0);
}

function pct(v: number) {
  return `${Math.round(v * 100)} %`;
}
