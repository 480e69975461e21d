import type { RetrievedPassage } from '../passage';

/**
 * The least score (search.ts: the rarity-weighted share of the question the passage holds, plus a little
 * rank) of the best passage for the assistant to answer from. Calibrated on bench/assistant (results.md has
 * the table): at 0.60, 88.5 % of the in-scope questions are answered with their passage and 90 % of the
 * off-topic ones declined; 0.55 answers 92 % but declines only 85 %, 0.65 answers 83 % and declines no more.
 * Declining wrongly costs a patient a sourced answer; answering wrongly cites a passage that does not answer
 * her, which the rule of trust weighs more, so the threshold sits where declines stop improving.
 * A question scores below it when the passage lacks the one unusual thing it asks about ("acupuncture").
 */
export const STRONG_ENOUGH_SCORE = 0.6;

/** Whether the best passage found answers enough of the question to answer from; false means decline. */
export const isStrongEnough = (passages: readonly RetrievedPassage[]): boolean =>
  (passages[0]?.score ?? 0) >= STRONG_ENOUGH_SCORE;
