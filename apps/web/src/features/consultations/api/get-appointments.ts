import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consultationsApi, type AppointmentListQuery } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { appointmentCaching, consultationKeys } from './keys';

/** GET /api/consultations/appointments/: mine, as patient or expert, by scope and page. */
export const getAppointments = (filters: AppointmentListQuery, signal?: AbortSignal) =>
  call(consultationsApi.appointments, { query: filters }, { signal });

export const appointmentsQueryOptions = (filters: AppointmentListQuery) =>
  queryOptions({
    queryKey: consultationKeys.appointments(filters),
    queryFn: ({ signal }) => getAppointments(filters, signal),
    ...appointmentCaching,
    placeholderData: keepPreviousData,
  });

export const useAppointments = (filters: AppointmentListQuery) => useQuery(appointmentsQueryOptions(filters));

/**
 * The sidebar's Appointments badge (spec 01 §2): how many are upcoming (awaiting confirmation or confirmed),
 * read from the list's count with a one-item page. Undefined until known or when `enabled` is false.
 */
export function useUpcomingAppointmentCount(enabled: boolean): number | undefined {
  const { data } = useQuery({
    ...appointmentsQueryOptions({ scope: 'upcoming', skip: 0, limit: 1 }),
    placeholderData: undefined,
    enabled,
  });
  return enabled ? data?.count : undefined;
}
