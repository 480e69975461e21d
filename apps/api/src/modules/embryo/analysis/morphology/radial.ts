import type { OpenCv } from './opencv';
import type { Mat, Scope } from './mats';

/*
 * Radial and angular profiles around the embryo's centre, through OpenCV's polar warp: a row per degree, a
 * column per working pixel of radius. Averaged over the angles it gives how a map changes with the distance
 * from the centre (the embryo's edge, the zona's edges); averaged over a band of radii it gives how a map
 * changes around the rim (the trophectoderm's cells).
 */

export const ANGLES = 360;
/** REDUCE_AVG, which the package's type declarations leave out. */
const REDUCE_AVG = 1;

export function polar(cv: OpenCv, s: Scope, map: Mat, cx: number, cy: number, maxRadius: number): Mat {
  const out = s.mat();
  const radii = Math.max(8, Math.round(maxRadius));
  cv.warpPolar(
    map,
    out,
    new cv.Size(radii, ANGLES),
    new cv.Point(cx, cy),
    maxRadius,
    cv.INTER_LINEAR + cv.WARP_FILL_OUTLIERS,
  );
  return out;
}

/** The mean over all angles at each radius (index = working pixels × radii / maxRadius). */
export function radialProfile(cv: OpenCv, s: Scope, polarMap: Mat): Float32Array {
  const profile = s.mat();
  cv.reduce(polarMap, profile, 0, REDUCE_AVG, cv.CV_32F);
  return Float32Array.from(profile.data32F as Float32Array);
}

/** The mean over a band of radii [from, to) at each degree, as a 1×360 float Mat. */
export function angularBand(cv: OpenCv, s: Scope, polarMap: Mat, from: number, to: number): Mat {
  const start = Math.max(0, Math.min(polarMap.cols - 1, Math.round(from)));
  const end = Math.max(start + 1, Math.min(polarMap.cols, Math.round(to)));
  const band = s.mat(polarMap.colRange(start, end));
  const profile = s.mat();
  cv.reduce(band, profile, 1, REDUCE_AVG, cv.CV_32F);
  return profile; // 360×1
}

export const meanOfRange = (values: Float32Array, from: number, to: number): number => {
  const slice = values.subarray(Math.max(0, Math.round(from)), Math.min(values.length, Math.round(to)));
  return slice.length ? slice.reduce((a, b) => a + b, 0) / slice.length : 0;
};
