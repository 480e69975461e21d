import type { OpenCv } from './opencv';
import { contourPoints, type Scope } from './mats';
import type { MorulaMeasures } from './measurements';
import type { EmbryoRegion } from './find-embryo';
import { odd, percentile, type Picture } from './picture';
import { levelMask, morph, regionsOf } from './regions';

/*
 * A morula (Istanbul consensus, day 4): compaction is how much of everything cellular inside the zona has
 * merged into one mass with a smooth outline. Cells or fragments left out of the mass lower it, and so does a
 * ragged outline (its solidity).
 */

const CELLULAR_LEVEL = 0.35;

export function measureMorula(cv: OpenCv, s: Scope, picture: Picture, embryo: EmbryoRegion): MorulaMeasures {
  const { texture, scale } = picture;
  const top = (cv.minMaxLoc(texture, embryo.mask) as { maxVal: number }).maxVal;
  const reference = percentile(cv, s, texture, embryo.mask, 0.9, top);
  const region = morph(cv, s, embryo.mask, cv.MORPH_DILATE, odd(embryo.r * 0.3));
  const cellular = morph(
    cv,
    s,
    levelMask(cv, s, texture, CELLULAR_LEVEL * reference, false, region),
    cv.MORPH_CLOSE,
    odd(embryo.r * 0.08),
  );
  const parts = regionsOf(cv, s, cellular);
  const mass = parts[0];
  if (!mass) return { compaction: 0, outline: contourPoints(embryo.contour, scale) };
  const total = parts.reduce((sum, p) => sum + p.area, 0);
  return { compaction: (mass.area / total) * mass.solidity, outline: contourPoints(mass.contour, scale) };
}
