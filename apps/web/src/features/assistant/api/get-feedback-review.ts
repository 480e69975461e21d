import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, assistantApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { assistantKeys } from './keys';

export const getFeedbackReview = (rating: 1 | -1, skip: number, signal?: AbortSignal) =>
  call(assistantApi.reviewFeedback, { query: { rating, skip, limit: DEFAULT_PAGE_SIZE } }, { signal });

/** Staff's list of rated answers, newest first; paging keeps the page on screen until the next arrives. */
export const feedbackReviewQueryOptions = (rating: 1 | -1, skip: number) =>
  queryOptions({
    queryKey: assistantKeys.review(rating, skip),
    queryFn: ({ signal }) => getFeedbackReview(rating, skip, signal),
    placeholderData: keepPreviousData,
  });

export const useFeedbackReview = (rating: 1 | -1, skip: number) =>
  useQuery(feedbackReviewQueryOptions(rating, skip));
