import { embryoApi, type EmbryoReview } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';
import { embryoKeys } from './keys';

/** PUT /api/embryo/analyses/:id/: an expert's or doctor's grade and why; ours stays as ai_grade. */
export const reviewAnalysis = ({ id, review }: { id: number; review: EmbryoReview }) =>
  call(embryoApi.review, { params: { id }, body: review });

export const useReviewAnalysis = () => useInvalidatingMutation(reviewAnalysis, embryoKeys.analyses());
