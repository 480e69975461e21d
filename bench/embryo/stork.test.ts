import { describe, expect, it } from 'vitest';
import { parseGardner, parseStorkName } from './stork';

describe('STORK names and Gardner labels', () => {
  it('reads label, embryo, focal plane and grade from a file name', () => {
    expect(parseStorkName('good_23765483_-15_3AA.jpg')).toEqual({
      file: 'good_23765483_-15_3AA.jpg',
      good: true,
      embryo: '23765483',
      plane: -15,
      grade: { expansion: 3, icm: 'A', te: 'A', text: '3AA' },
    });
    expect(parseStorkName('poor_41019399_45_1B-B-.jpg')).toMatchObject({ good: false, plane: 45 });
  });

  it('treats A- as A and B- as B', () => {
    expect(parseGardner('3AA-')).toMatchObject({ expansion: 3, icm: 'A', te: 'A' });
    expect(parseGardner('1B-B-')).toMatchObject({ expansion: 1, icm: 'B', te: 'B' });
    expect(parseGardner('2BB-')).toMatchObject({ expansion: 2, icm: 'B', te: 'B' });
  });

  it('refuses what is not a grade or not a STORK name', () => {
    expect(() => parseGardner('7AA')).toThrow();
    expect(() => parseGardner('3AD')).toThrow();
    expect(() => parseStorkName('embryo.jpg')).toThrow();
  });
});
