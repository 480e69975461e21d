import { queryOptions, useQuery } from '@tanstack/react-query';
import { consultationsApi, type Review } from '@fertilia/contracts';
import { call, hasStatus } from '@/lib/api-client';
import { consultationKeys } from './keys';

/** GET .../appointments/:id/review; spec 02 §8: a 404 (no review yet) is silent, so it reads as null. */
export async function getReview(id: number, signal?: AbortSignal): Promise<Review | null> {
  try {
    return await call(consultationsApi.review, { params: { id } }, { signal });
  } catch (error) {
    if (hasStatus(error, 404)) return null;
    throw error;
  }
}

export const reviewQueryOptions = (id: number) =>
  queryOptions({ queryKey: consultationKeys.review(id), queryFn: ({ signal }) => getReview(id, signal) });

export const useReview = (id: number, enabled = true) => useQuery({ ...reviewQueryOptions(id), enabled });
