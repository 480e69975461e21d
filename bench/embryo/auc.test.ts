import { describe, expect, it } from 'vitest';
import { auc, median } from './auc';

describe('AUC', () => {
  it('is 1 when every good case scores above every poor one, 0 when below, 0.5 for all ties', () => {
    expect(
      auc([
        { score: 0.9, good: true },
        { score: 0.8, good: true },
        { score: 0.1, good: false },
      ]),
    ).toBe(1);
    expect(
      auc([
        { score: 0.1, good: true },
        { score: 0.8, good: false },
      ]),
    ).toBe(0);
    expect(
      auc([
        { score: 0.3, good: true },
        { score: 0.3, good: false },
      ]),
    ).toBe(0.5);
  });

  it('counts pairs: one of four pairs out of order gives 0.75', () => {
    const scored = [
      { score: 0.9, good: true },
      { score: 0.4, good: true },
      { score: 0.5, good: false },
      { score: 0.1, good: false },
    ];
    expect(auc(scored)).toBe(0.75);
  });

  it('needs both classes', () => {
    expect(() => auc([{ score: 1, good: true }])).toThrow();
  });

  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });
});
