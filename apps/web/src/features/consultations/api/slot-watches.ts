import { queryOptions, useQuery } from '@tanstack/react-query';
import { slotOffersApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { appointmentCaching } from './keys';

/** Under `consultations`, so every appointment change (a move ends a tied watch) refreshes them too. */
export const slotWatchKeys = {
  watches: ['consultations', 'slot-watches'] as const,
  offer: (id: number) => ['consultations', 'slot-offer', id] as const,
};

/** GET .../slot-watches: my open requests to hear of an earlier time. */
export const getSlotWatches = (signal?: AbortSignal) => call(slotOffersApi.watches, {}, { signal });

export const slotWatchesQueryOptions = () =>
  queryOptions({
    queryKey: slotWatchKeys.watches,
    queryFn: ({ signal }) => getSlotWatches(signal),
    staleTime: appointmentCaching.staleTime,
    gcTime: appointmentCaching.gcTime,
    // A side note of the page: a failure is not retried, so an appointment change never waits on it.
    retry: false,
  });

export const useSlotWatches = (enabled = true) => useQuery({ ...slotWatchesQueryOptions(), enabled });
