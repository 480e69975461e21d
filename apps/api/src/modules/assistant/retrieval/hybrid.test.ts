import { describe, expect, it } from 'vitest';
import type { RetrievedPassage } from '../passage';
import { fuseRankings } from './hybrid';

const passage = (id: number): RetrievedPassage => ({
  id,
  sourceKind: 'knowledge',
  sourceKey: 'a',
  sourceTitle: 'A',
  sectionTitle: null,
  url: '/knowledge-hub/a',
  body: 'b',
  score: 0.5,
});

describe('fuseRankings', () => {
  it('sums 1 / (k + rank) over both rankings', () => {
    const fused = fuseRankings(
      [passage(1), passage(2), passage(3)],
      [
        { id: 3, similarity: 0.9 },
        { id: 4, similarity: 0.8 },
      ],
    );
    // 2 and 4 tie at 1 / 62: full-text rank breaks the tie.
    expect(fused.map((f) => f.id)).toEqual([3, 1, 2, 4]);
    expect(fused[0]).toMatchObject({ fusedScore: 1 / 63 + 1 / 61, similarity: 0.9, fullText: passage(3) });
    expect(fused.find((f) => f.id === 4)).toEqual({
      id: 4,
      fusedScore: 1 / 62,
      fullText: null,
      similarity: 0.8,
    });
    expect(fused.find((f) => f.id === 2)).toMatchObject({ fusedScore: 1 / 62, similarity: null });
  });

  it('breaks ties by full-text rank, then id, and lets k decide how much the top ranks dominate', () => {
    // 2 is second in full text and first by vector; 1 is first in full text only.
    const text = [passage(1), passage(2)];
    const vectors = [{ id: 2, similarity: 0.7 }];
    expect(fuseRankings(text, vectors).map((f) => f.id)).toEqual([2, 1]);
    expect(fuseRankings([passage(5), passage(6)], []).map((f) => f.id)).toEqual([5, 6]);
    expect(
      fuseRankings(
        [],
        [
          { id: 8, similarity: 0.2 },
          { id: 7, similarity: 0.1 },
        ],
      ).map((f) => f.id),
    ).toEqual([8, 7]);
    const smallK = fuseRankings([passage(1), passage(2)], [{ id: 2, similarity: 1 }], 1);
    expect(smallK[0]).toMatchObject({ id: 2, fusedScore: 1 / 3 + 1 / 2 });
  });

  it('counts a passage listed twice in one ranking once, at its best rank', () => {
    const fused = fuseRankings(
      [passage(1), passage(1)],
      [
        { id: 1, similarity: 0.3 },
        { id: 1, similarity: 0.2 },
      ],
    );
    expect(fused).toEqual([{ id: 1, fusedScore: 2 / 61, fullText: passage(1), similarity: 0.3 }]);
  });
});
