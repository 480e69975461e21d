import { queryOptions, useQuery } from '@tanstack/react-query';
import { visitPaymentsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const visitPaymentKeys = {
  all: ['visit-payments'] as const,
  one: (appointmentId: number) => ['visit-payments', appointmentId] as const,
};

/** One appointment's payment (ADR 016); 404 for a visit that is not hers, or free. */
export const getVisitPayment = (appointmentId: number, signal?: AbortSignal) =>
  call(visitPaymentsApi.appointmentPayment, { params: { id: appointmentId } }, { signal });

export const visitPaymentQueryOptions = (appointmentId: number) =>
  queryOptions({
    queryKey: visitPaymentKeys.one(appointmentId),
    queryFn: ({ signal }) => getVisitPayment(appointmentId, signal),
  });

/** Not fetched without an appointment id: the page shows its not-found state instead. */
export const useVisitPayment = (appointmentId: number | null) =>
  useQuery({ ...visitPaymentQueryOptions(appointmentId ?? 0), enabled: appointmentId !== null });
