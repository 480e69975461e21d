import {
  scaleOfStage,
  stageOfDay,
  type GardnerParts,
  type GardnerQuality,
  type GradingScale,
} from '@fertilia/contracts';
import type {
  BlastocystMeasures,
  CleavageMeasures,
  Morphology,
  MorulaMeasures,
} from './morphology/measurements';

/*
 * The measurements turned into a grade on the day's named scale, with cut points read from the published
 * definitions rather than fitted to any picture (bench/embryo reports how they agree with embryologists).
 * `margin` (0–1) is how clear-cut the decision was: near a cut point it is low, and so is the confidence.
 *
 * Gardner expansion (Gardner & Schoolcraft 1999): 1 cavity under half the embryo, 2 half or more, 3 filling it,
 * 4 expanded with a thinning zona, 5 hatching, 6 hatched (not given from one picture: see expansionOf). A picture shows the cavity's projection, which the
 * inner cell mass overlaps and the trophectoderm rims, so a blastocoel filling the embryo covers about half its
 * area, and one of half its volume about a quarter: those are the cut points of the area share.
 */

export const EXPANSION_CUTS = { half: 0.25, full: 0.5 } as const;
/** The smooth region is fluid only if at most half as textured as the cells around it. */
export const FLUID_CONTRAST = 0.5;
/** A zona no thicker than this share of the embryo's radius is thinned (a resting one is about a tenth). */
export const THIN_ZONA = 0.03;
/** Inner cell mass: share of the embryo's area and solidity for "many, tightly packed" and "several". */
export const ICM_CUTS = { manyArea: 0.1, tight: 0.8, severalArea: 0.04 } as const;
/** Trophectoderm: cells counted around the rim and the cellular share of the rim. */
export const TE_CUTS = { many: 14, cohesive: 0.85, few: 7, loose: 0.6 } as const;
/** Istanbul: fragmentation under 10 % good, 10–25 % fair, over 25 % poor; cells this uneven are poor. */
export const FRAGMENTATION_CUTS = { good: 10, fair: 25 } as const;
export const UNEVEN = 0.75;
export const VERY_UNEVEN = 0.6;
/** Morula: compaction of virtually all (1), most (2), or less (3) of the embryo. */
export const COMPACTION_CUTS = { full: 0.85, most: 0.6 } as const;

/** The cut points in one object, so bench/embryo can report what other cut points would give. */
export const DEFAULT_CUTS = {
  expansion: EXPANSION_CUTS,
  fluidContrast: FLUID_CONTRAST,
  thinZona: THIN_ZONA,
} as const;
export type GradingCuts = {
  expansion: { half: number; full: number };
  fluidContrast: number;
  thinZona: number;
};

/** The blastocoel's share of the embryo: none when the smooth region is not clearly fluid. */
export const blastocoelShare = (b: BlastocystMeasures, cuts: GradingCuts = DEFAULT_CUTS): number =>
  b.cavityContrast <= cuts.fluidContrast ? b.cavityFraction : 0;

export type Grading = {
  scale: GradingScale | null;
  gardner: GardnerParts | null;
  istanbul: 1 | 2 | 3 | null;
  grade: string | null;
  margin: number;
};

/** How far a value sits from the nearest cut point, relative to the cut, 0 at a cut and 1 far from any. */
const distance = (value: number, cuts: number[]): number =>
  Math.min(1, ...cuts.map((cut) => Math.abs(value - cut) / Math.max(1e-6, cut) / 0.5));

export function gradeMorphology(
  morphology: Morphology,
  day: number,
  cuts: GradingCuts = DEFAULT_CUTS,
): Grading {
  const scale = scaleOfStage(stageOfDay(day));
  const none: Grading = { scale, gardner: null, istanbul: null, grade: null, margin: 0 };
  if (!morphology.embryo || !scale) return none;
  if (scale === 'gardner' && morphology.blastocyst)
    return gradeGardner(morphology.blastocyst, morphology, cuts);
  if (scale === 'istanbul_cleavage' && morphology.cleavage) return gradeCleavage(morphology.cleavage);
  if (scale === 'istanbul_morula' && morphology.morula) return gradeMorula(morphology.morula);
  return none;
}

export function expansionOf(
  b: BlastocystMeasures,
  zona: Morphology['zona'],
  cuts: GradingCuts = DEFAULT_CUTS,
): number {
  const share = blastocoelShare(b, cuts);
  if (share < cuts.expansion.half) return 1;
  if (share < cuts.expansion.full) return 2;
  // No zona edge found is far more often a zona this picture does not show clearly than a hatched embryo
  // (6): without the zona, 4–6 cannot be told apart, so the grade stays at the full blastocyst.
  if (!zona) return 3;
  if (b.outsideZona) return 5;
  return zona.relativeThickness <= cuts.thinZona ? 4 : 3;
}

export function icmQuality(icm: BlastocystMeasures['icm']): GardnerQuality {
  if (!icm) return 'C';
  if (icm.areaFraction >= ICM_CUTS.manyArea && icm.solidity >= ICM_CUTS.tight) return 'A';
  return icm.areaFraction >= ICM_CUTS.severalArea ? 'B' : 'C';
}

export function teQuality(te: BlastocystMeasures['te']): GardnerQuality {
  if (te.cellCount >= TE_CUTS.many && te.continuity >= TE_CUTS.cohesive) return 'A';
  return te.cellCount >= TE_CUTS.few && te.continuity >= TE_CUTS.loose ? 'B' : 'C';
}

function gradeGardner(b: BlastocystMeasures, morphology: Morphology, cuts: GradingCuts): Grading {
  const expansion = expansionOf(b, morphology.zona, cuts);
  // Before the blastocoel fills the embryo, the inner cell mass and trophectoderm cannot be told apart.
  const gradable = expansion >= 3;
  const icm = gradable ? icmQuality(b.icm) : null;
  const te = gradable ? teQuality(b.te) : null;
  const margin = Math.min(
    distance(blastocoelShare(b, cuts), [cuts.expansion.half, cuts.expansion.full]),
    distance(b.cavityContrast, [cuts.fluidContrast]),
  );
  return {
    scale: 'gardner',
    gardner: { expansion, icm, te },
    istanbul: null,
    grade: `${expansion}${icm ?? ''}${te ?? ''}`,
    margin,
  };
}

function gradeCleavage(c: CleavageMeasures): Grading {
  if (c.cellAreas.length === 0)
    return { scale: 'istanbul_cleavage', gardner: null, istanbul: null, grade: null, margin: 0 };
  const f = c.fragmentationPercent;
  let grade: 1 | 2 | 3 = f < FRAGMENTATION_CUTS.good ? 1 : f <= FRAGMENTATION_CUTS.fair ? 2 : 3;
  if (c.symmetry < VERY_UNEVEN) grade = 3;
  else if (c.symmetry < UNEVEN && grade === 1) grade = 2;
  if ((c.multinucleatedCells ?? 0) > 0 && grade === 1) grade = 2;
  const margin = Math.min(
    distance(f + 1, [FRAGMENTATION_CUTS.good, FRAGMENTATION_CUTS.fair]),
    distance(c.symmetry, [UNEVEN, VERY_UNEVEN]),
  );
  return { scale: 'istanbul_cleavage', gardner: null, istanbul: grade, grade: String(grade), margin };
}

function gradeMorula(m: MorulaMeasures): Grading {
  const grade: 1 | 2 | 3 =
    m.compaction >= COMPACTION_CUTS.full ? 1 : m.compaction >= COMPACTION_CUTS.most ? 2 : 3;
  return {
    scale: 'istanbul_morula',
    gardner: null,
    istanbul: grade,
    grade: String(grade),
    margin: distance(m.compaction, [COMPACTION_CUTS.full, COMPACTION_CUTS.most]),
  };
}
