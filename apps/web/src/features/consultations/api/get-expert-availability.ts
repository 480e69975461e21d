import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consultationsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { appointmentCaching, consultationKeys } from './keys';

export interface AvailabilityRange {
  expertId: number;
  /** Calendar days, both included, read in `zone` (the viewer's). */
  from: string;
  to: string;
  zone: string;
}

/** GET .../experts/:id/availability: her free slots in the range, in start order. */
export const getExpertAvailability = (
  { expertId, from, to, zone }: AvailabilityRange,
  signal?: AbortSignal,
) =>
  call(
    consultationsApi.expertAvailability,
    { params: { id: expertId }, query: { date_from: from, date_to: to, time_zone: zone } },
    { signal },
  );

export const expertAvailabilityQueryOptions = (range: AvailabilityRange) =>
  queryOptions({
    queryKey: consultationKeys.availability(range.expertId, range.from, range.to, range.zone),
    queryFn: ({ signal }) => getExpertAvailability(range, signal),
    // Free times change with every booking: as fresh as the appointments they become (spec 02 §9).
    ...appointmentCaching,
    placeholderData: keepPreviousData,
  });

export const useExpertAvailability = (range: AvailabilityRange) =>
  useQuery(expertAvailabilityQueryOptions(range));
