import type { OpenCv } from './opencv';
import { contourPoints, type Scope } from './mats';
import type { BlastocystMeasures } from './measurements';
import type { EmbryoRegion } from './find-embryo';
import { odd, otsuUnder, percentile, type Picture } from './picture';
import { ANGLES, angularBand, polar } from './radial';
import { levelMask, morph, regionsOf } from './regions';

/*
 * A blastocyst (Gardner): the blastocoel is the smooth, low-texture cavity; the inner cell mass the dense
 * textured cluster on its wall (what stays after opening away the thin trophectoderm); the trophectoderm the
 * cellular rim, whose cells show as edges along it. Texture levels are relative to the embryo's own 90th
 * percentile, so focus and exposure shift them less.
 */

/** Texture above this share is dense cells. */
const DENSE_LEVEL = 0.55;
/** Of the rim, texture above this share counts as cellular. */
const RIM_LEVEL = 0.35;

export function measureBlastocyst(
  cv: OpenCv,
  s: Scope,
  picture: Picture,
  embryo: EmbryoRegion,
): BlastocystMeasures {
  const { texture, gradient, scale } = picture;
  const top = percentile(
    cv,
    s,
    texture,
    embryo.mask,
    0.999,
    (cv.minMaxLoc(texture, embryo.mask) as { maxVal: number }).maxVal,
  );
  const reference = percentile(cv, s, texture, embryo.mask, 0.9, top);

  // The cavity: the smoother of the two classes of texture inside the rim (Otsu), smoothed of the small gaps
  // between cells. Whether it is fluid at all (clearly smoother than the cells) is for grading to judge, from
  // the two classes' contrast: an embryo of cells only splits into two textures too.
  const inner = morph(cv, s, embryo.mask, cv.MORPH_ERODE, odd(embryo.r * 0.1));
  const split = otsuUnder(cv, s, texture, inner, top);
  const cavity = regionsOf(
    cv,
    s,
    morph(cv, s, levelMask(cv, s, texture, split.level, true, inner), cv.MORPH_OPEN, odd(embryo.r * 0.15)),
  )[0];
  const cavityContrast = split.highMean > 0 ? split.lowMean / split.highMean : 1;
  const cavityFraction = cavity ? cavity.area / embryo.area : 0;

  // The inner cell mass: dense texture that survives an opening wider than the trophectoderm is thick.
  const dense = morph(
    cv,
    s,
    levelMask(cv, s, texture, DENSE_LEVEL * reference, false, embryo.mask),
    cv.MORPH_OPEN,
    odd(embryo.r * 0.15),
  );
  const icmRegion = regionsOf(cv, s, dense)[0];
  const icm =
    icmRegion && icmRegion.area / embryo.area >= 0.02
      ? {
          areaFraction: icmRegion.area / embryo.area,
          solidity: icmRegion.solidity,
          outline: contourPoints(icmRegion.contour, scale),
        }
      : null;

  // The trophectoderm: along a rim band, how much is cellular and how many cell edges cross it.
  const reach = 1.05 * embryo.r;
  const polarTexture = polar(cv, s, texture, embryo.cx, embryo.cy, reach);
  const perPixel = polarTexture.cols / reach;
  const rimFrom = 0.8 * embryo.r * perPixel;
  const rimTo = 1.0 * embryo.r * perPixel;
  const rimTexture = angularBand(cv, s, polarTexture, rimFrom, rimTo);
  const cellular = s.mat();
  cv.threshold(rimTexture, cellular, RIM_LEVEL * reference, 1, cv.THRESH_BINARY);
  const continuity = cv.countNonZero(cellular) / ANGLES;

  const rimEdges = angularBand(cv, s, polar(cv, s, gradient, embryo.cx, embryo.cy, reach), rimFrom, rimTo);
  const smoothEdges = s.mat();
  cv.GaussianBlur(rimEdges, smoothEdges, new cv.Size(1, 7), 0, 0, cv.BORDER_REFLECT);
  const cellCount = countPeaks(cv, s, smoothEdges);

  return {
    cavityFraction,
    cavityContrast,
    cavityOutline: cavity ? contourPoints(cavity.contour, scale) : null,
    icm,
    te: { cellCount, continuity, outline: contourPoints(embryo.contour, scale) },
    outsideZona: false, // the caller, which knows the zona, decides
  };
}

/** Local maxima of a 360×1 profile that stand above its mean: dilation keeps a value only where it is the peak. */
function countPeaks(cv: OpenCv, s: Scope, profile: ReturnType<Scope['mat']>): number {
  const kernel = s.mat(cv.Mat.ones(9, 1, cv.CV_8U));
  const dilated = s.mat();
  cv.dilate(profile, dilated, kernel);
  const isPeak = s.mat();
  cv.compare(profile, dilated, isPeak, cv.CMP_GE);
  const mean = (cv.mean(profile) as number[])[0] ?? 0;
  const above = s.mat();
  const level = s.mat(new cv.Mat(profile.rows, profile.cols, profile.type(), new cv.Scalar(mean)));
  cv.compare(profile, level, above, cv.CMP_GT);
  const peaks = s.mat();
  cv.bitwise_and(isPeak, above, peaks);
  // A plateau of equal values is one peak: count runs, not pixels.
  const labels = s.mat();
  return cv.connectedComponents(peaks, labels) - 1;
}
