import { EMBRYO_LOW_CONFIDENCE } from '@fertilia/contracts';
import type { QualityMeasures } from './morphology/measurements';

/*
 * How sure the analysis is: a weighted geometric mean of focus, contrast, outline fit and how clear-cut the
 * grade was, so that any one poor factor pulls it down (a sharp picture of the wrong thing is not trusted).
 */

const WEIGHTS = { focus: 0.4, contrast: 0.15, outline_fit: 0.3, margin: 0.15 } as const;

export function confidenceOf(quality: QualityMeasures, margin: number, found: boolean): number {
  if (!found) return 0;
  const floor = (v: number) => Math.max(0.01, v);
  const value =
    floor(quality.focus) ** WEIGHTS.focus *
    floor(quality.contrast) ** WEIGHTS.contrast *
    floor(quality.outline_fit) ** WEIGHTS.outline_fit *
    floor(0.5 + margin / 2) ** WEIGHTS.margin;
  return Math.round(value * 100) / 100;
}

/** What to do about a poor picture, from its weakest point; null when the confidence is not low. */
export function confidenceNote(quality: QualityMeasures, confidence: number, found: boolean): string | null {
  if (!found)
    return 'No embryo could be found in this picture, so nothing here can be relied on. Retake it with the embryo in focus and centred, on a plain background.';
  if (confidence >= EMBRYO_LOW_CONFIDENCE) return null;
  const advice =
    quality.focus < 0.5
      ? 'The picture is out of focus: retake it with the embryo’s outline sharp.'
      : quality.contrast < 0.4
        ? 'The picture has little contrast: retake it with better lighting.'
        : 'The embryo’s outline could not be followed well: retake it with the embryo centred and nothing overlapping it.';
  return `Low confidence (${Math.round(confidence * 100)} %): this result should not be relied on. ${advice} An embryologist should grade this embryo.`;
}
