import { describe, expect, it } from 'vitest';
import type { RetrievedPassage } from '../passage';
import { isStrongEnough, STRONG_ENOUGH_SCORE } from './strength';

const scored = (...scores: number[]): RetrievedPassage[] =>
  scores.map((score, id) => ({
    id,
    sourceKind: 'faq',
    sourceKey: String(id),
    sourceTitle: 'q',
    sectionTitle: null,
    url: `/faq#faq-${id}`,
    body: 'a',
    score,
  }));

describe('isStrongEnough', () => {
  it('answers when the best passage reaches the threshold, and declines below it or with nothing found', () => {
    expect(isStrongEnough(scored(STRONG_ENOUGH_SCORE, 0.1))).toBe(true);
    expect(isStrongEnough(scored(STRONG_ENOUGH_SCORE - 0.001, STRONG_ENOUGH_SCORE - 0.002))).toBe(false);
    expect(isStrongEnough([])).toBe(false);
  });
});
