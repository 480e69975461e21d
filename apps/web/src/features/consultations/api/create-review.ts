import { consultationsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';
import { consultationKeys } from './keys';

/** POST .../appointments/:id/review: rate a completed visit 1–5, once. */
export const createReview = ({ id, rating, comment }: { id: number; rating: number; comment?: string }) =>
  call(consultationsApi.createReview, {
    params: { id },
    body: { rating, comment: comment ?? null, appointment_id: id },
  });

export const useCreateReview = () => useInvalidatingMutation(createReview, consultationKeys.all);
