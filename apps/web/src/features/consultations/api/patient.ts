import { queryOptions, useQuery } from '@tanstack/react-query';
import { consultationsApi } from '@fertilia/contracts';
import { call, hasStatus } from '@/lib/api-client';
import { appointmentCaching, consultationKeys } from './keys';

/** One of her patients: the appointments with her and her notes on them (404 for anyone else). */
export const getPatient = (id: number, signal?: AbortSignal) =>
  call(consultationsApi.patient, { params: { id } }, { signal });

export const patientQueryOptions = (id: number) =>
  queryOptions({
    queryKey: consultationKeys.patient(id),
    queryFn: ({ signal }) => getPatient(id, signal),
    ...appointmentCaching,
    // Not found stays not found: asking again would only delay the page that says so.
    retry: (failures, error) => !hasStatus(error, 404) && failures < appointmentCaching.retry,
  });

export const usePatient = (id: number) => useQuery(patientQueryOptions(id));
