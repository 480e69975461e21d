import type { RetrievedPassage } from '../passage';

/**
 * The least score (search.ts: the rarity-weighted share of the question the passage holds, plus a little
 * rank) of the best passage for the assistant to answer from. Calibrated on bench/assistant (see
 * bench/assistant/results.md): the lowest value that still declines the questions our content does not cover
 * while answering nearly all that it does.
 */
export const STRONG_ENOUGH_SCORE = 0.6;

/** Whether the best passage found answers enough of the question to answer from; false means decline. */
export const isStrongEnough = (passages: readonly RetrievedPassage[]): boolean =>
  (passages[0]?.score ?? 0) >= STRONG_ENOUGH_SCORE;
