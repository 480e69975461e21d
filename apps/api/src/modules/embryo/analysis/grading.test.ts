import { describe, expect, it } from 'vitest';
import type { BlastocystMeasures, Morphology } from './morphology/measurements';
import { expansionOf, gradeMorphology, icmQuality, teQuality } from './grading';

const blastocyst = (over: Partial<BlastocystMeasures> = {}): BlastocystMeasures => ({
  cavityFraction: 0.6,
  cavityContrast: 0.3,
  cavityOutline: null,
  icm: { areaFraction: 0.15, solidity: 0.9, outline: [] },
  te: { cellCount: 18, continuity: 0.95, outline: [] },
  outsideZona: false,
  ...over,
});
const zona = { outerRadius: 110, relativeThickness: 0.1, outline: [] };
const morphology = (over: Partial<Morphology>): Morphology => ({
  width: 400,
  height: 400,
  embryo: { centre: [200, 200], radius: 100, outline: [] },
  zona,
  blastocyst: null,
  cleavage: null,
  morula: null,
  quality: { focus: 0.9, contrast: 0.9, outline_fit: 0.9 },
  ...over,
});

describe('Gardner expansion from the measurements', () => {
  it('rises with the blastocoel’s share: 1 under a quarter, 2 under a half, then 3', () => {
    expect(expansionOf(blastocyst({ cavityFraction: 0.1 }), zona)).toBe(1);
    expect(expansionOf(blastocyst({ cavityFraction: 0.3 }), zona)).toBe(2);
    expect(expansionOf(blastocyst({ cavityFraction: 0.6 }), zona)).toBe(3);
  });

  it('reads a smooth region as cells, not fluid, when it is nearly as textured as the cells', () => {
    expect(expansionOf(blastocyst({ cavityFraction: 0.6, cavityContrast: 0.8 }), zona)).toBe(1);
  });

  it('tells expanded (thin zona) and hatching apart, and never calls a missing zona edge hatched', () => {
    expect(expansionOf(blastocyst(), { ...zona, relativeThickness: 0.02 })).toBe(4);
    expect(expansionOf(blastocyst({ outsideZona: true }), zona)).toBe(5);
    expect(expansionOf(blastocyst(), null)).toBe(3);
  });
});

describe('inner cell mass and trophectoderm', () => {
  it('grades the inner cell mass by its size and compactness', () => {
    expect(icmQuality({ areaFraction: 0.15, solidity: 0.9, outline: [] })).toBe('A');
    expect(icmQuality({ areaFraction: 0.15, solidity: 0.6, outline: [] })).toBe('B');
    expect(icmQuality({ areaFraction: 0.02, solidity: 0.9, outline: [] })).toBe('C');
    expect(icmQuality(null)).toBe('C');
  });

  it('grades the trophectoderm by its cells and their continuity', () => {
    expect(teQuality({ cellCount: 18, continuity: 0.95, outline: [] })).toBe('A');
    expect(teQuality({ cellCount: 9, continuity: 0.7, outline: [] })).toBe('B');
    expect(teQuality({ cellCount: 4, continuity: 0.4, outline: [] })).toBe('C');
  });

  it('leaves them ungraded before the blastocoel fills the embryo', () => {
    const early = gradeMorphology(morphology({ blastocyst: blastocyst({ cavityFraction: 0.3 }) }), 5);
    expect(early.gardner).toEqual({ expansion: 2, icm: null, te: null });
    expect(early.grade).toBe('2');
    const full = gradeMorphology(morphology({ blastocyst: blastocyst() }), 5);
    expect(full.grade).toBe('3AA');
  });
});

describe('Istanbul grades', () => {
  const cleavage = (fragmentationPercent: number, symmetry = 0.95) => ({
    cellAreas: [1, 1, 1, 1],
    cellOutlines: [],
    fragmentOutlines: [],
    fragmentationPercent,
    symmetry,
    multinucleatedCells: 0,
  });
  it('grades fragmentation under 10 % 1, 10–25 % 2, over 25 % 3, and very uneven cells 3', () => {
    const grade = (f: number, s?: number) =>
      gradeMorphology(morphology({ cleavage: cleavage(f, s) }), 3).istanbul;
    expect(grade(5)).toBe(1);
    expect(grade(15)).toBe(2);
    expect(grade(30)).toBe(3);
    expect(grade(5, 0.5)).toBe(3);
    expect(grade(5, 0.7)).toBe(2);
  });

  it('grades a morula by its compaction, and gives a zygote no grade', () => {
    const morula = (compaction: number) =>
      gradeMorphology(morphology({ morula: { compaction, outline: [] } }), 4).istanbul;
    expect([morula(0.9), morula(0.7), morula(0.3)]).toEqual([1, 2, 3]);
    const zygote = gradeMorphology(morphology({}), 1);
    expect(zygote).toMatchObject({ scale: null, grade: null });
  });

  it('gives no grade when no embryo was found', () => {
    expect(gradeMorphology(morphology({ embryo: null, blastocyst: blastocyst() }), 5).grade).toBeNull();
  });
});
