import type { OpenCv } from './opencv';
import type { Mat, Scope } from './mats';

/** The outer contours of a binary mask, each with its area and solidity (area over its convex hull's). */
export type Region = { contour: Mat; area: number; solidity: number; diameter: number };

export function regionsOf(cv: OpenCv, s: Scope, binary: Mat): Region[] {
  const contours = s.vector();
  const hierarchy = s.mat();
  // Two levels: outer boundaries and their holes, so a ring's area is the ring, not the disc it encloses.
  cv.findContours(binary, contours, hierarchy, cv.RETR_CCOMP, cv.CHAIN_APPROX_SIMPLE);
  const links = hierarchy.data32S as Int32Array; // per contour: next, previous, first child, parent
  const regions: Region[] = [];
  for (let i = 0; i < contours.size(); i++) {
    if (links[4 * i + 3] !== -1) continue; // a hole, counted with its region
    const contour = s.mat(contours.get(i));
    let area = cv.contourArea(contour);
    for (let child = links[4 * i + 2]!; child !== -1; child = links[4 * child]!) {
      const hole = contours.get(child);
      area -= cv.contourArea(hole);
      hole.delete();
    }
    if (area < 4) continue;
    const hull = s.mat();
    cv.convexHull(contour, hull, false, true);
    const hullArea = cv.contourArea(hull);
    regions.push({
      contour,
      area,
      solidity: hullArea > 0 ? area / hullArea : 0,
      diameter: 2 * Math.sqrt(area / Math.PI),
    });
  }
  return regions.sort((a, b) => b.area - a.area);
}

/** Pixels of a float map below (or above) a level, as a 0/255 byte mask restricted to `within`. */
export function levelMask(cv: OpenCv, s: Scope, map: Mat, level: number, below: boolean, within: Mat): Mat {
  const raw = s.mat();
  cv.threshold(map, raw, level, 255, below ? cv.THRESH_BINARY_INV : cv.THRESH_BINARY);
  const bytes = s.mat();
  raw.convertTo(bytes, cv.CV_8U);
  const out = s.mat();
  cv.bitwise_and(bytes, within, out);
  return out;
}

export function morph(cv: OpenCv, s: Scope, mask: Mat, operation: number, size: number): Mat {
  const kernel = s.mat(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(size, size)));
  const out = s.mat();
  cv.morphologyEx(mask, out, operation, kernel);
  return out;
}
