import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consultationsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { appointmentCaching, consultationKeys } from './keys';

export type PatientFilters = { search?: string; skip: number; limit: number };

/** Patients who have or had an appointment with the signed-in expert. */
export const getPatients = (filters: PatientFilters, signal?: AbortSignal) =>
  call(consultationsApi.patients, { query: { ...filters, search: filters.search || undefined } }, { signal });

export const patientsQueryOptions = (filters: PatientFilters) =>
  queryOptions({
    queryKey: consultationKeys.patients(filters),
    queryFn: ({ signal }) => getPatients(filters, signal),
    ...appointmentCaching,
    placeholderData: keepPreviousData,
  });

export const usePatients = (filters: PatientFilters) => useQuery(patientsQueryOptions(filters));
