import { queryOptions, useQuery } from '@tanstack/react-query';
import { consultationsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { appointmentCaching, consultationKeys } from './keys';

/** GET .../appointments/:id: one of mine. */
export const getAppointment = (id: number, signal?: AbortSignal) =>
  call(consultationsApi.appointment, { params: { id } }, { signal });

export const appointmentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: consultationKeys.appointment(id),
    queryFn: ({ signal }) => getAppointment(id, signal),
    ...appointmentCaching,
  });

export const useAppointment = (id: number) => useQuery(appointmentQueryOptions(id));
