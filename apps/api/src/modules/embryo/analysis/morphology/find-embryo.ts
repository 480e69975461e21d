import type { OpenCv } from './opencv';
import type { Mat, Scope } from './mats';
import { maxOf, odd, toByte, type Picture } from './picture';
import { morph } from './regions';

/*
 * The embryo is the textured disc in the middle of smooth culture medium. The texture map is split in two by
 * Otsu's threshold, gaps between cells are closed and thin lines (the well's rim, ripples of the dish) opened
 * away; of the regions left, the embryo is the roundest, fullest one that does not touch the picture's edge
 * (the dish's ripples do). Its outer contour, filled, covers the blastocoel too.
 */

export type EmbryoRegion = {
  /** The filled embryo, 255 inside (working size). */
  mask: Mat;
  contour: Mat;
  cx: number;
  cy: number;
  /** The radius of a circle of the embryo's area (working pixels). */
  r: number;
  area: number;
  /** Its area over that of its enclosing circle: about 0.9 or more for an embryo, 0.64 for a square. */
  roundness: number;
};

const MIN_RADIUS = 0.1;
const MIN_FULLNESS = 0.45;

export function findEmbryo(cv: OpenCv, s: Scope, picture: Picture): EmbryoRegion | null {
  const { texture, grey } = picture;
  const top = maxOf(cv, texture);
  if (top < 1) return null; // a flat picture: nothing is there
  const bytes = toByte(cv, s, texture, top);
  const textured = s.mat();
  cv.threshold(bytes, textured, 0, 255, cv.THRESH_BINARY + cv.THRESH_OTSU);

  const side = Math.min(grey.cols, grey.rows);
  const closeKernel = s.mat(
    cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(odd(side * 0.04), odd(side * 0.04))),
  );
  const openKernel = s.mat(
    cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(odd(side * 0.03), odd(side * 0.03))),
  );
  const closed = s.mat();
  cv.morphologyEx(textured, closed, cv.MORPH_CLOSE, closeKernel);
  const opened = s.mat();
  cv.morphologyEx(closed, opened, cv.MORPH_OPEN, openKernel);

  // The embryo often touches the dish's rim or ripples in the texture map. Thin bridges are cut by eroding
  // more and more until a candidate stands free of the picture's edge; it is then grown back within the map.
  let best: { contour: Mat; score: number } | null = null;
  for (const cut of [0, 0.02, 0.04, 0.06]) {
    const eroded = cut ? morph(cv, s, opened, cv.MORPH_ERODE, odd(side * cut)) : opened;
    best = bestCandidate(cv, s, eroded, side);
    if (best && cut) best = regrow(cv, s, best.contour, opened, odd(side * cut), side);
    if (best) break;
  }
  if (!best) return null;

  const contour = best.contour;
  const hull = s.mat();
  cv.convexHull(contour, hull, false, true);
  const mask = s.mat(cv.Mat.zeros(grey.rows, grey.cols, cv.CV_8UC1));
  const filled = s.vector();
  filled.push_back(hull);
  cv.drawContours(mask, filled, 0, new cv.Scalar(255), -1);
  const area = cv.countNonZero(mask);
  const moments = cv.moments(mask, true);
  const enclosing = cv.minEnclosingCircle(hull);
  return {
    mask,
    contour: hull,
    cx: moments.m10 / moments.m00,
    cy: moments.m01 / moments.m00,
    r: Math.sqrt(area / Math.PI),
    area,
    roundness: area / (Math.PI * enclosing.radius ** 2),
  };
}

/** The roundest, fullest region clear of the picture's edge; fullness is its convex hull's share of its circle. */
function bestCandidate(
  cv: OpenCv,
  s: Scope,
  mask: Mat,
  side: number,
): { contour: Mat; score: number } | null {
  const contours = s.vector();
  const hierarchy = s.mat();
  cv.findContours(mask, contours, hierarchy, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_NONE);
  let best: { contour: Mat; score: number } | null = null;
  const margin = 2;
  for (let i = 0; i < contours.size(); i++) {
    const contour = s.mat(contours.get(i));
    const box = cv.boundingRect(contour);
    const touchesEdge =
      box.x <= margin ||
      box.y <= margin ||
      box.x + box.width >= mask.cols - margin ||
      box.y + box.height >= mask.rows - margin;
    const enclosing = cv.minEnclosingCircle(contour);
    if (touchesEdge || enclosing.radius < side * MIN_RADIUS) continue;
    const hull = s.mat();
    cv.convexHull(contour, hull, false, true);
    const area = cv.contourArea(hull);
    const fullness = area / (Math.PI * enclosing.radius ** 2);
    if (fullness < MIN_FULLNESS) continue;
    // Larger and rounder is likelier the embryo than a speck of debris.
    const score = Math.sqrt(area) * fullness;
    if (!best || score > best.score) best = { contour, score };
  }
  return best;
}

/** A region found after erosion, grown back by the same amount but only where the texture map had it. */
function regrow(
  cv: OpenCv,
  s: Scope,
  contour: Mat,
  map: Mat,
  size: number,
  side: number,
): { contour: Mat; score: number } | null {
  const seed = s.mat(cv.Mat.zeros(map.rows, map.cols, cv.CV_8UC1));
  const one = s.vector();
  one.push_back(contour);
  cv.drawContours(seed, one, 0, new cv.Scalar(255), -1);
  const grown = morph(cv, s, seed, cv.MORPH_DILATE, size);
  const within = s.mat();
  cv.bitwise_and(grown, map, within);
  return bestCandidate(cv, s, within, side);
}
