import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEDICATIONS_PAGE_SIZE, treatmentApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { allPages, pageQuery } from '@/features/treatments/lib/all-pages';
import { medicationKeys } from './keys';

/**
 * Every medication of the patient, page after page (a treatment holds a few dozen at most), current ones
 * first as the API orders them. The list and the CSV export read the same whole list.
 */
export const fetchAllMedications = (patientId: number | null, signal?: AbortSignal) =>
  allPages(MEDICATIONS_PAGE_SIZE, (skip) =>
    call(
      treatmentApi.listMedications,
      { query: pageQuery(patientId, skip, MEDICATIONS_PAGE_SIZE) },
      { signal },
    ),
  );

export const medicationsQueryOptions = (patientId: number | null) =>
  queryOptions({
    queryKey: medicationKeys.list(patientId),
    queryFn: ({ signal }) => fetchAllMedications(patientId, signal),
  });

export const useMedications = (patientId: number | null) => useQuery(medicationsQueryOptions(patientId));
