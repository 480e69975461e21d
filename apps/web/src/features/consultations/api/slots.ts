import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consultationsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { consultationKeys } from './keys';

/** Whole days in `time_zone`, both ends included. */
export type SlotRange = { date_from: string; date_to: string; time_zone: string };

/** The signed-in expert's own slots in the range, in start order (booked ones included). */
export const getMySlots = (range: SlotRange, signal?: AbortSignal) =>
  call(consultationsApi.slots, { query: range }, { signal });

export const mySlotsQueryOptions = (range: SlotRange) =>
  queryOptions({
    queryKey: consultationKeys.slots(range),
    queryFn: ({ signal }) => getMySlots(range, signal),
    // Moving between weeks keeps the last week on screen until the next arrives.
    placeholderData: keepPreviousData,
  });

export const useMySlots = (range: SlotRange) => useQuery(mySlotsQueryOptions(range));
