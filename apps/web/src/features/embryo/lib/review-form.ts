import { EMBRYO_MESSAGES, embryoReviewSchema, isGradeOnScale, type GradingScale } from '@fertilia/contracts';

/** What a grade on this scale looks like, in the contract's words. */
export const gradeMessage = (scale: GradingScale) =>
  scale === 'gardner' ? EMBRYO_MESSAGES.gradeGardner : EMBRYO_MESSAGES.gradeIstanbul;

/**
 * The contract's review rules plus the one the API checks against the analysis: the grade must be on its
 * scale (Gardner such as 4AA, Istanbul 1–3), so a wrong grade is named before anything is sent.
 */
export const reviewFormSchema = (scale: GradingScale) =>
  embryoReviewSchema.refine((review) => isGradeOnScale(scale, review.grade), {
    path: ['grade'],
    message: gradeMessage(scale),
  });
