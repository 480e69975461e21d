import type { OpenCv } from './opencv';
import { circlePoints, clamp01, contourPoints, withMats } from './mats';
import type { Morphology, Point } from './measurements';
import { stageOfDay } from '@fertilia/contracts';
import { measureBlastocyst } from './blastocyst';
import { measureCleavage } from './cleavage';
import { findEmbryo } from './find-embryo';
import { measureMorula } from './morula';
import { preparePicture } from './picture';
import { focusAndContrast } from './quality';
import { zonaAndFit } from './zona';

/*
 * One picture, measured: find the embryo and its zona, then what its stage is judged on, then the picture's
 * quality. Runs in the worker thread (synchronous, heavy); `step` reports where it is.
 */

export type GreyPicture = { pixels: Uint8Array; width: number; height: number };
export type StepListener = (progress: number, label: string) => void;

export function measureMorphology(
  cv: OpenCv,
  picture: GreyPicture,
  day: number,
  step: StepListener,
): Morphology {
  return withMats(cv, (s) => {
    const working = preparePicture(cv, s, picture.pixels, picture.width, picture.height);
    const { scale } = working;
    step(25, 'Finding the embryo');
    const embryo = findEmbryo(cv, s, working);
    const { focus, contrast } = focusAndContrast(cv, s, working, embryo?.mask ?? null);
    const base: Morphology = {
      width: picture.width,
      height: picture.height,
      embryo: null,
      zona: null,
      blastocyst: null,
      cleavage: null,
      morula: null,
      quality: { focus, contrast, outline_fit: 0 },
    };
    if (!embryo) return base;

    const centre: Point = [embryo.cx / scale, embryo.cy / scale];
    const { zona, outlineFit } = zonaAndFit(cv, s, working, embryo);
    const result: Morphology = {
      ...base,
      embryo: { centre, radius: embryo.r / scale, outline: contourPoints(embryo.contour, scale) },
      zona: zona
        ? {
            outerRadius: zona.outerRadius / scale,
            relativeThickness: zona.relativeThickness,
            outline: circlePoints(centre, zona.outerRadius / scale),
          }
        : null,
      // An embryo is round: an outline that is not (a square, a smear) fits an embryo poorly however sharp.
      quality: {
        focus,
        contrast,
        outline_fit: clamp01(outlineFit * clamp01((embryo.roundness - 0.5) / 0.4)),
      },
    };

    const stage = stageOfDay(day);
    if (stage === 'blastocyst') {
      step(45, 'Measuring the blastocoel');
      const blastocyst = measureBlastocyst(cv, s, working, embryo);
      // Hatching: part of the embryo reaches clearly (a tenth of the zona's radius) beyond the zona's outer edge.
      const reach = Math.max(
        ...blastocyst.te.outline.map(([x, y]) => Math.hypot(x - centre[0], y - centre[1])),
      );
      result.blastocyst = {
        ...blastocyst,
        outsideZona: !!result.zona && reach > result.zona.outerRadius * 1.1,
      };
      step(65, 'Grading the inner cell mass and trophectoderm');
    } else if (stage === 'cleavage') {
      step(45, 'Counting the cells');
      result.cleavage = measureCleavage(cv, s, working, embryo, focus);
      step(65, 'Measuring the fragments');
    } else if (stage === 'morula') {
      step(45, 'Measuring the compaction');
      result.morula = measureMorula(cv, s, working, embryo);
    }
    step(75, 'Checking the picture’s quality');
    return result;
  });
}
