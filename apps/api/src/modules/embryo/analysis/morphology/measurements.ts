/*
 * What the worker thread measures on one picture, as plain numbers and polygons (structured-clone safe), before
 * any grade is named. Grading (grading.ts) and the words (assessment.ts) happen on the main thread, so they can
 * be read and tested without OpenCV. Lengths are in the stored picture's pixels, fractions 0–1.
 */

export type Point = [number, number];

/** Focus, contrast and outline fit, each 0–1 (imageQualitySchema). */
export type QualityMeasures = { focus: number; contrast: number; outline_fit: number };

export type EmbryoFound = {
  centre: Point;
  /** The radius of a circle of the embryo's area. */
  radius: number;
  outline: Point[];
};

export type ZonaFound = {
  /** The zona's outer edge, from the strongest edge outside the embryo. */
  outerRadius: number;
  /** From the embryo's edge to the zona's outer edge, as a fraction of the embryo's radius. */
  relativeThickness: number;
  outline: Point[];
};

export type BlastocystMeasures = {
  /** The smooth, low-texture cavity's share of the embryo's area. */
  cavityFraction: number;
  /** The smoother texture class's mean over the textured one's: near 1, the "cavity" is only more cells. */
  cavityContrast: number;
  cavityOutline: Point[] | null;
  /** The dense textured cluster: its share of the embryo's area and its solidity (area / convex hull). */
  icm: { areaFraction: number; solidity: number; outline: Point[] } | null;
  /** Trophectoderm cells counted along the rim, and the share of the rim that is cellular. */
  te: { cellCount: number; continuity: number; outline: Point[] };
  /** Part of the embryo lies outside the zona (hatching). */
  outsideZona: boolean;
};

export type CleavageMeasures = {
  cellAreas: number[];
  cellOutlines: Point[][];
  fragmentOutlines: Point[][];
  /** Fragments' share of the embryo's area, percent. */
  fragmentationPercent: number;
  /** 1 − the coefficient of variation of the cells' diameters, 0–1. */
  symmetry: number;
  /** Cells with two or more nucleus-like spots; null when the focus is too poor to look. */
  multinucleatedCells: number | null;
};

export type MorulaMeasures = {
  /** The largest compact mass's share of everything cellular inside the zona, times its solidity. */
  compaction: number;
  outline: Point[];
};

export type Morphology = {
  width: number;
  height: number;
  embryo: EmbryoFound | null;
  zona: ZonaFound | null;
  blastocyst: BlastocystMeasures | null;
  cleavage: CleavageMeasures | null;
  morula: MorulaMeasures | null;
  quality: QualityMeasures;
};
