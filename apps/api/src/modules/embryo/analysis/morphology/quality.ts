import type { OpenCv } from './opencv';
import type { Mat, Scope } from './mats';
import { clamp01 } from './mats';
import { odd, type Picture } from './picture';

/*
 * Focus and contrast, 0–1. Focus: the standard deviation of the Laplacian (the usual "variance of the
 * Laplacian" sharpness measure) over the embryo and its surroundings, saturating: FOCUS_SCALE is the spread
 * of a sharp microscope picture at the working size. Contrast: the grey levels' RMS spread there.
 */

const FOCUS_SCALE = 10;
const CONTRAST_SCALE = 40;

export function focusAndContrast(
  cv: OpenCv,
  s: Scope,
  picture: Picture,
  region: Mat | null,
): { focus: number; contrast: number } {
  const around = region ? s.mat() : null;
  if (region && around) {
    const kernel = s.mat(
      cv.getStructuringElement(
        cv.MORPH_ELLIPSE,
        new cv.Size(odd(picture.grey.cols * 0.05), odd(picture.grey.cols * 0.05)),
      ),
    );
    cv.dilate(region, around, kernel);
  }
  const mask = around ?? s.mat();
  const laplacian = s.mat();
  cv.Laplacian(picture.grey, laplacian, cv.CV_32F, 1);
  const mean = s.mat();
  const deviation = s.mat();
  cv.meanStdDev(laplacian, mean, deviation, mask);
  const sharpness = (deviation.data64F as Float64Array)[0] ?? 0;
  cv.meanStdDev(picture.grey, mean, deviation, mask);
  const spread = (deviation.data64F as Float64Array)[0] ?? 0;
  return {
    focus: clamp01(1 - Math.exp(-sharpness / FOCUS_SCALE)),
    contrast: clamp01(spread / CONTRAST_SCALE),
  };
}
