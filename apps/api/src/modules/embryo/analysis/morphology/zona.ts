import type { OpenCv } from './opencv';
import type { Scope } from './mats';
import type { EmbryoRegion } from './find-embryo';
import type { Picture } from './picture';
import { meanOfRange, polar, radialProfile } from './radial';

/*
 * The zona pellucida is a smooth band around the embryo bounded by two edges; its outer edge is the strongest
 * ring of gradient just outside the embryo. How far it lies beyond the embryo tells a blastocyst that is
 * still inside its thick shell (3) from one that has grown and thinned it (4), and the absence of any ring
 * around a full blastocyst suggests it has left the zona (6). The same profile gives the outline's fit: how
 * much stronger the edges are at the outline than around it.
 */

export type ZonaAndFit = {
  zona: { outerRadius: number; relativeThickness: number } | null;
  /** 0–1: the edge strength at the outline against the mean over the whole profile. */
  outlineFit: number;
};

const SEARCH_FROM = 1.04;
const SEARCH_TO = 1.45;
/** The zona's edge must stand this much above the medium's gradient just outside it. */
const ZONA_PROMINENCE = 1.3;

export function zonaAndFit(cv: OpenCv, s: Scope, picture: Picture, embryo: EmbryoRegion): ZonaAndFit {
  const reach = 1.6 * embryo.r;
  const profile = radialProfile(cv, s, polar(cv, s, picture.gradient, embryo.cx, embryo.cy, reach));
  const perPixel = profile.length / reach;
  const at = (radius: number): number => radius * perPixel;

  const overall = meanOfRange(profile, at(0.2 * embryo.r), profile.length);
  let edge = 0;
  for (let i = Math.round(at(0.9 * embryo.r)); i < Math.min(profile.length, at(1.1 * embryo.r)); i++) {
    edge = Math.max(edge, profile[i]!);
  }
  const outlineFit = overall > 0 ? Math.min(1, Math.max(0, (edge / overall - 1) / 1.5)) : 0;

  let peak = -1;
  for (
    let i = Math.round(at(SEARCH_FROM * embryo.r));
    i < Math.min(profile.length, at(SEARCH_TO * embryo.r));
    i++
  ) {
    if (peak < 0 || profile[i]! > profile[peak]!) peak = i;
  }
  if (peak < 0) return { zona: null, outlineFit };
  const beyond = meanOfRange(profile, peak + at(0.08 * embryo.r), peak + at(0.2 * embryo.r));
  const outerRadius = peak / perPixel;
  const marked = beyond > 0 ? profile[peak]! / beyond >= ZONA_PROMINENCE : profile[peak]! > 0;
  return {
    zona: marked ? { outerRadius, relativeThickness: (outerRadius - embryo.r) / embryo.r } : null,
    outlineFit,
  };
}
