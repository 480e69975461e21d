import { queryOptions, useQuery } from '@tanstack/react-query';
import { slotOffersApi } from '@fertilia/contracts';
import { call, hasStatus } from '@/lib/api-client';
import { slotWatchKeys } from './slot-watches';

/** GET .../slot-offers/:id: a freed time offered to me, and whether it can still be taken. */
export const getSlotOffer = (id: number, signal?: AbortSignal) =>
  call(slotOffersApi.offer, { params: { id } }, { signal });

// Whether it is still free changes by the minute: always asked again when the page is opened. Not hers
// (404) is final; anything else is tried once more.
export const slotOfferQueryOptions = (id: number) =>
  queryOptions({
    queryKey: slotWatchKeys.offer(id),
    queryFn: ({ signal }) => getSlotOffer(id, signal),
    staleTime: 0,
    retry: (failures: number, error: Error) => failures < 1 && !hasStatus(error, 404),
  });

export const useSlotOffer = (id: number) => useQuery(slotOfferQueryOptions(id));
