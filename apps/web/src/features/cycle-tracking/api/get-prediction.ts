import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CYCLE_PREDICTION_RETRIES,
  CYCLE_PREDICTION_STALE_MS,
  cycleTrackingApi,
  isInsufficientCycleDataError,
  type CyclePrediction,
} from '@fertilia/contracts';
import { ApiError, call } from '@/lib/api-client';
import { localIsoDate } from '../lib/dates';
import { cycleKeys } from './keys';

/**
 * The prediction, or null while there is not enough data yet. Spec 02 §8: that answer (its text contains
 * "required for cycle predictions") yields nothing — no error, no toast — and is never retried.
 */
export async function getPrediction(today: string, signal?: AbortSignal): Promise<CyclePrediction | null> {
  try {
    // Her own calendar day, so the cycle day and phase change at her midnight, not the server's.
    return await call(cycleTrackingApi.predict, { query: { today } }, { signal });
  } catch (error) {
    if (error instanceof ApiError && isInsufficientCycleDataError(error.message)) return null;
    throw error;
  }
}

/** Spec 02 §9: up to 3 retries, but a client error (4xx) will not change by asking again. */
export function retryPrediction(failureCount: number, error: Error): boolean {
  if (isInsufficientCycleDataError(error.message)) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < CYCLE_PREDICTION_RETRIES;
}

export const predictionQueryOptions = (today: string = localIsoDate()) =>
  queryOptions({
    queryKey: cycleKeys.prediction(today),
    queryFn: ({ signal }) => getPrediction(today, signal),
    staleTime: CYCLE_PREDICTION_STALE_MS,
    retry: retryPrediction,
  });

export const usePrediction = () => useQuery(predictionQueryOptions());
