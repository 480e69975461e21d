/**
 * The trending "hot score": engagement decayed by age, in the manner of Hacker News.
 *   (reactions + 2 × comments + 1) / (age in hours + 2) ^ 1.5
 * A comment weighs twice a reaction (it costs more effort); +1 lets a fresh post with no engagement still
 * rank by age; +2 hours keeps a brand-new post from dividing by ~0; the 1.5 power lets a day-old post need
 * about 10× the engagement of an hour-old one. The feed ranks in SQL (post-repo.ts builds it from these
 * numbers); this function is the same formula for the tests that hold the SQL to it.
 */
export const HOT_SCORE = {
  commentWeight: 2,
  baseEngagement: 1,
  ageOffsetHours: 2,
  gravity: 1.5,
} as const;

export type HotScoreInput = { reactions: number; comments: number; ageHours: number };

/** A post dated in the future (clock skew) counts as brand new. */
export const hotScore = ({ reactions, comments, ageHours }: HotScoreInput): number =>
  (reactions + HOT_SCORE.commentWeight * comments + HOT_SCORE.baseEngagement) /
  Math.pow(Math.max(ageHours, 0) + HOT_SCORE.ageOffsetHours, HOT_SCORE.gravity);
