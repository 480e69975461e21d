import { describe, expect, it } from 'vitest';
import {
  EMBRYO_MESSAGES,
  GARDNER_QUALITIES,
  GRADING_SCALE_GUIDE,
  GRADING_SCALES,
  describeGrade,
} from './index';

describe('grading scale guide', () => {
  it('explains every scale with its source and every level of every part', () => {
    for (const scale of GRADING_SCALES) {
      const guide = GRADING_SCALE_GUIDE[scale];
      expect(guide.scale).toBe(scale);
      expect(guide.source).toMatch(/1999|Hum Reprod 2011;26\(6\):1270–83/);
      for (const part of guide.parts)
        for (const level of part.levels) expect(level.meaning.length).toBeGreaterThan(10);
    }
    const [expansion, icm, te] = GRADING_SCALE_GUIDE.gardner.parts;
    expect(expansion!.levels.map((l) => l.code)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(icm!.levels.map((l) => l.code)).toEqual([...GARDNER_QUALITIES]);
    expect(te!.levels.map((l) => l.code)).toEqual([...GARDNER_QUALITIES]);
    expect(GRADING_SCALE_GUIDE.istanbul_cleavage.parts[0]!.levels.map((l) => l.code)).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('keeps the Istanbul thresholds: under 10 %, 10–25 %, over 25 % fragments', () => {
    const [good, fair, poor] = GRADING_SCALE_GUIDE.istanbul_cleavage.parts[0]!.levels;
    expect(good!.meaning).toContain('Less than 10 %');
    expect(fair!.meaning).toContain('10–25 %');
    expect(poor!.meaning).toContain('More than 25 %');
  });
});

describe('describeGrade', () => {
  it('says a Gardner grade in one sentence: expansion, inner cell mass, trophectoderm', () => {
    expect(describeGrade('gardner', '4AB')).toBe(
      '4AB: an expanded blastocyst with a tightly packed inner cell mass of many cells and a loose trophectoderm of few cells.',
    );
    expect(describeGrade('gardner', '6cc')).toBe(
      '6CC: a hatched blastocyst with an inner cell mass of very few cells and a trophectoderm of very few, large cells.',
    );
  });

  it('says that an early blastocyst has no letters yet', () => {
    expect(describeGrade('gardner', '2')).toBe(
      '2: a blastocyst whose cavity fills half of the embryo or more; its inner cell mass and trophectoderm cannot be graded yet.',
    );
  });

  it('says an Istanbul grade with its criteria', () => {
    expect(describeGrade('istanbul_cleavage', '2')).toMatch(
      /^Grade 2: a fair cleavage-stage embryo: 10–25 % fragments/,
    );
    expect(describeGrade('istanbul_morula', '3')).toBe(
      'Grade 3: a poor morula, less than half of it compacted and two or three cells still separate.',
    );
  });

  it('answers a grade that is not on the scale with the scale’s format message', () => {
    expect(describeGrade('gardner', '7AA')).toBe(EMBRYO_MESSAGES.gradeGardner);
    expect(describeGrade('gardner', '4A')).toBe(EMBRYO_MESSAGES.gradeGardner);
    expect(describeGrade('istanbul_cleavage', '4AA')).toBe(EMBRYO_MESSAGES.gradeIstanbul);
    expect(describeGrade('istanbul_morula', '0')).toBe(EMBRYO_MESSAGES.gradeIstanbul);
  });
});
