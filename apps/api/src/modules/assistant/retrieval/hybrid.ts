import type { RetrievedPassage } from '../passage';

/** One passage of a fused ranking: its full-text result when it had one, its vector similarity when it had one. */
export type FusedPassage = {
  id: number;
  /** Σ 1 / (k + rank) over the rankings that hold it; higher is better, comparable within one fusion only. */
  fusedScore: number;
  fullText: RetrievedPassage | null;
  similarity: number | null;
};

/**
 * Reciprocal rank fusion (Cormack, Clarke and Büttcher, 2009) of a full-text ranking and an embeddings
 * ranking, both best first: each contributes 1 / (k + rank) (ranks from 1), so a passage high in either, or
 * fairly high in both, comes first, without comparing the two kinds of score. Ties keep full-text order,
 * then the smaller id. A passage only the vectors found has no full-text result: load it by id.
 */
export function fuseRankings(
  fullText: readonly RetrievedPassage[],
  byVector: readonly { id: number; similarity: number }[],
  k = 60,
): FusedPassage[] {
  const fused = new Map<number, FusedPassage & { textRank: number }>();
  const entry = (id: number) => {
    let found = fused.get(id);
    if (!found) {
      found = { id, fusedScore: 0, fullText: null, similarity: null, textRank: Infinity };
      fused.set(id, found);
    }
    return found;
  };
  fullText.forEach((passage, index) => {
    const found = entry(passage.id);
    if (found.fullText) return; // a passage listed twice counts once, at its best rank
    found.fullText = passage;
    found.textRank = index;
    found.fusedScore += 1 / (k + index + 1);
  });
  const seen = new Set<number>();
  byVector.forEach(({ id, similarity }, index) => {
    if (seen.has(id)) return;
    seen.add(id);
    const found = entry(id);
    found.similarity = similarity;
    found.fusedScore += 1 / (k + index + 1);
  });
  return [...fused.values()]
    .sort((a, b) => b.fusedScore - a.fusedScore || a.textRank - b.textRank || a.id - b.id)
    .map(({ textRank: _textRank, ...passage }) => passage);
}
