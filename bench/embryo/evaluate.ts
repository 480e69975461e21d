import { confidenceOf } from '../../apps/api/src/modules/embryo/analysis/confidence';
import type { GardnerParts } from '@fertilia/contracts';
import {
  DEFAULT_CUTS,
  gradeMorphology,
  type GradingCuts,
} from '../../apps/api/src/modules/embryo/analysis/grading';
import { implantationPotential } from '../../apps/api/src/modules/embryo/analysis/implantation/implantation-potential';
import type { Morphology } from '../../apps/api/src/modules/embryo/analysis/morphology/measurements';
import { auc, median } from './auc';
import type { StorkImage } from './stork';

/*
 * Agreement with the embryologists and the AUC of the implantation estimate, per image and per embryo. Per
 * embryo, the grade and the estimate are read on its best-focused plane (the highest focus measure of the 7),
 * as an embryologist grades the sharpest view; the AUC of the median estimate over the 7 planes is reported
 * beside it.
 */

export const DAY = 5;
export const AGE = 34;

export type Measured = { image: StorkImage; morphology: Morphology };
export type Prediction = {
  image: StorkImage;
  gardner: GardnerParts | null;
  score: number;
  focus: number;
  confidence: number;
};

export function predict(measured: Measured, cuts: GradingCuts = DEFAULT_CUTS): Prediction {
  const grading = gradeMorphology(measured.morphology, DAY, cuts);
  const estimate = implantationPotential({
    scale: grading.scale,
    gardner: grading.gardner,
    istanbulGrade: null,
    patientAge: AGE,
  });
  // No estimate (no embryo found) ranks below every estimate.
  return {
    image: measured.image,
    gardner: grading.gardner,
    score: estimate.score ?? 0,
    focus: measured.morphology.quality.focus,
    confidence: confidenceOf(
      measured.morphology.quality,
      grading.margin,
      measured.morphology.embryo !== null,
    ),
  };
}

export type Figures = {
  cases: number;
  expansionExact: number;
  expansionWithinOne: number;
  /** Of the cases where we graded the part (expansion ≥ 3). */
  icmAgree: { agree: number; graded: number };
  teAgree: { agree: number; graded: number };
  auc: number;
};

export function figures(predictions: readonly Prediction[]): Figures {
  const share = (test: (p: Prediction) => boolean) => predictions.filter(test).length / predictions.length;
  const agreeOn = (part: 'icm' | 'te') => {
    const graded = predictions.filter((p) => p.gardner?.[part]);
    return {
      agree: graded.filter((p) => p.gardner![part] === p.image.grade[part]).length,
      graded: graded.length,
    };
  };
  return {
    cases: predictions.length,
    expansionExact: share((p) => p.gardner?.expansion === p.image.grade.expansion),
    expansionWithinOne: share(
      (p) => !!p.gardner && Math.abs(p.gardner.expansion - p.image.grade.expansion) <= 1,
    ),
    icmAgree: agreeOn('icm'),
    teAgree: agreeOn('te'),
    auc: auc(predictions.map((p) => ({ score: p.score, good: p.image.good }))),
  };
}

/** One prediction per embryo: its best-focused plane's, or (median) with the median score of its planes. */
export function perEmbryo(
  predictions: readonly Prediction[],
  how: 'sharpest' | 'median' = 'sharpest',
): Prediction[] {
  const embryos = new Map<string, Prediction[]>();
  for (const p of predictions) embryos.set(p.image.embryo, [...(embryos.get(p.image.embryo) ?? []), p]);
  return [...embryos.values()].map((planes) => {
    const sharpest = planes.reduce((best, p) => (p.focus > best.focus ? p : best));
    return how === 'sharpest' ? sharpest : { ...sharpest, score: median(planes.map((p) => p.score)) };
  });
}

/**
 * Leave one embryo out: the blastocoel's cut points are chosen on the other six embryos' images (the "full"
 * share and the fluid contrast that give the most exact expansions, "half" at half of "full"), then the
 * held-out embryo is graded with them.
 */
export function leaveOneEmbryoOut(measured: readonly Measured[]): {
  predictions: Prediction[];
  cuts: Map<string, Tuned>;
} {
  const embryos = [...new Set(measured.map((m) => m.image.embryo))];
  const chosen = new Map<string, Tuned>();
  const predictions: Prediction[] = [];
  for (const held of embryos) {
    const training = measured.filter((m) => m.image.embryo !== held);
    const tuned = tuneCuts(training);
    chosen.set(held, tuned);
    const cuts = tunedCuts(tuned);
    predictions.push(...measured.filter((m) => m.image.embryo === held).map((m) => predict(m, cuts)));
  }
  return { predictions, cuts: chosen };
}

export type Tuned = { full: number; fluidContrast: number };
export const tunedCuts = (t: Tuned): GradingCuts => ({
  ...DEFAULT_CUTS,
  expansion: { half: t.full / 2, full: t.full },
  fluidContrast: t.fluidContrast,
});

/** The cut points giving the most exact expansions (then within one) on the training images, on a grid. */
export function tuneCuts(training: readonly Measured[]): Tuned {
  let best: { tuned: Tuned; score: number } = {
    tuned: { full: DEFAULT_CUTS.expansion.full, fluidContrast: DEFAULT_CUTS.fluidContrast },
    score: -1,
  };
  for (let full = 0.1; full <= 0.7 + 1e-9; full += 0.02) {
    for (let contrast = 0.3; contrast <= 0.6 + 1e-9; contrast += 0.02) {
      const tuned = { full: Math.round(full * 100) / 100, fluidContrast: Math.round(contrast * 100) / 100 };
      const f = figures(training.map((m) => predict(m, tunedCuts(tuned))));
      const score = f.expansionExact + f.expansionWithinOne / 100;
      if (score > best.score + 1e-12) best = { tuned, score };
    }
  }
  return best.tuned;
}
