import type { OpenCv } from './opencv';
import { contourPoints, type Scope } from './mats';
import type { CleavageMeasures } from './measurements';
import type { EmbryoRegion } from './find-embryo';
import { meanOf, odd, percentile, type Picture } from './picture';
import { morph, regionsOf } from './regions';

/*
 * A cleavage-stage embryo (Istanbul consensus): the blastomeres are the regions inside the zona that the
 * membranes' edges (Canny) separate. A region at least a fifth of the embryo across is a cell; a smaller one a
 * fragment (the consensus calls anucleate pieces under about 40–45 µm fragments, a third of an embryo of about
 * 120 µm at most; a fifth keeps small blastomeres of a day-3 embryo cells). Ring-shaped regions (the space
 * between the cells and the zona) are neither.
 */

const CELL_DIAMETER = 0.2;
const FRAGMENT_DIAMETER = 0.03;
const MIN_SOLIDITY = 0.7;
/** Below this focus, nuclei cannot be told from granules: multinucleation is not looked for. */
export const MULTINUCLEATION_FOCUS = 0.6;

export function measureCleavage(
  cv: OpenCv,
  s: Scope,
  picture: Picture,
  embryo: EmbryoRegion,
  focus: number,
): CleavageMeasures {
  const { grey, gradient, scale } = picture;
  const smooth = s.mat();
  cv.GaussianBlur(grey, smooth, new cv.Size(5, 5), 0);
  const strong = percentile(
    cv,
    s,
    gradient,
    embryo.mask,
    0.85,
    (cv.minMaxLoc(gradient, embryo.mask) as { maxVal: number }).maxVal,
  );
  const edges = s.mat();
  cv.Canny(smooth, edges, strong * 0.4, strong, 3, true);
  const walls = morph(cv, s, edges, cv.MORPH_DILATE, 3);
  const open = s.mat();
  cv.bitwise_not(walls, open);
  const inside = s.mat();
  cv.bitwise_and(open, embryo.mask, inside);

  const diameter = 2 * embryo.r;
  const cells = [];
  const fragments = [];
  for (const region of regionsOf(cv, s, inside)) {
    if (region.solidity < MIN_SOLIDITY) continue;
    const relative = region.diameter / diameter;
    if (relative >= CELL_DIAMETER) cells.push(region);
    else if (relative >= FRAGMENT_DIAMETER) fragments.push(region);
  }
  const cellArea = cells.reduce((sum, c) => sum + c.area, 0);
  const fragmentArea = fragments.reduce((sum, f) => sum + f.area, 0);
  const total = cellArea + fragmentArea;
  const diameters = cells.map((c) => c.diameter);
  const meanDiameter = diameters.reduce((a, b) => a + b, 0) / Math.max(1, diameters.length);
  const spread = Math.sqrt(
    diameters.reduce((sum, d) => sum + (d - meanDiameter) ** 2, 0) / Math.max(1, diameters.length),
  );

  let multinucleatedCells: number | null = null;
  if (focus >= MULTINUCLEATION_FOCUS && cells.length > 0) {
    multinucleatedCells = cells.filter(
      (cell) => nucleusLikeSpots(cv, s, smooth, cell.contour, cell.area) >= 2,
    ).length;
  }

  return {
    cellAreas: cells.map((c) => c.area / (scale * scale)),
    cellOutlines: cells.map((c) => contourPoints(c.contour, scale)),
    fragmentOutlines: fragments.map((f) => contourPoints(f.contour, scale)),
    fragmentationPercent: total > 0 ? (100 * fragmentArea) / total : 0,
    symmetry: cells.length > 0 ? Math.max(0, Math.min(1, 1 - spread / Math.max(1e-6, meanDiameter))) : 0,
    multinucleatedCells,
  };
}

/** Round spots inside a cell clearly darker than the cell (nuclei show so in Hoffman and DIC pictures). */
function nucleusLikeSpots(
  cv: OpenCv,
  s: Scope,
  smooth: ReturnType<Scope['mat']>,
  contour: ReturnType<Scope['mat']>,
  area: number,
): number {
  const cellMask = s.mat(cv.Mat.zeros(smooth.rows, smooth.cols, cv.CV_8UC1));
  const one = s.vector();
  one.push_back(contour);
  cv.drawContours(cellMask, one, 0, new cv.Scalar(255), -1);
  const core = morph(cv, s, cellMask, cv.MORPH_ERODE, odd(Math.sqrt(area) * 0.15));
  const mean = s.mat();
  const deviation = s.mat();
  cv.meanStdDev(smooth, mean, deviation, core);
  const level = (mean.data64F as Float64Array)[0]! - 2 * (deviation.data64F as Float64Array)[0]!;
  if (meanOf(cv, smooth, core) <= 0) return 0;
  const dark = s.mat();
  cv.threshold(smooth, dark, level, 255, cv.THRESH_BINARY_INV);
  const spots = s.mat();
  cv.bitwise_and(dark, core, spots);
  return regionsOf(cv, s, spots).filter(
    (spot) => spot.area >= area * 0.01 && spot.area <= area * 0.15 && spot.solidity >= 0.8,
  ).length;
}
