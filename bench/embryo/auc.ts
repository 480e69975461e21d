/** The AUC (Mann–Whitney): the chance that a good case scores above a poor one, ties counting half. */
export function auc(scored: readonly { score: number; good: boolean }[]): number {
  const good = scored.filter((s) => s.good).map((s) => s.score);
  const poor = scored.filter((s) => !s.good).map((s) => s.score);
  if (good.length === 0 || poor.length === 0) throw new Error('The AUC needs both good and poor cases');
  let wins = 0;
  for (const g of good) for (const p of poor) wins += g > p ? 1 : g === p ? 0.5 : 0;
  return wins / (good.length * poor.length);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
