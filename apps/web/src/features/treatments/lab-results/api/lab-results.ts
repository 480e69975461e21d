import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  LAB_RESULTS_PAGE_SIZE,
  treatmentApi,
  type LabResult,
  type LabResultInput,
} from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { allPages, pageQuery } from '@/features/treatments/lib/all-pages';
import { useInvalidatingMutation } from '@/lib/mutations';

/** Query keys of the lab results tab; every write invalidates `labKeys.all`. */
export const labKeys = {
  all: ['treatments', 'lab-results'] as const,
  list: (patientId: number | null) => ['treatments', 'lab-results', patientId ?? 'mine'] as const,
};

/** Every result, newest sample first: the list, the trend chart and the CSV export read the whole record. */
export const getAllLabResults = (patientId: number | null, signal?: AbortSignal): Promise<LabResult[]> =>
  allPages(LAB_RESULTS_PAGE_SIZE, (skip) =>
    call(
      treatmentApi.listLabResults,
      { query: pageQuery(patientId, skip, LAB_RESULTS_PAGE_SIZE) },
      { signal },
    ),
  );

export const labResultsQueryOptions = (patientId: number | null) =>
  queryOptions({
    queryKey: labKeys.list(patientId),
    queryFn: ({ signal }) => getAllLabResults(patientId, signal),
  });

export const useLabResults = (patientId: number | null) => useQuery(labResultsQueryOptions(patientId));

export type SaveLabResult = { id: number | null; body: LabResultInput };

/** Adds the result, or replaces it by id. */
export const saveLabResult = ({ id, body }: SaveLabResult) =>
  id === null
    ? call(treatmentApi.createLabResult, { body })
    : call(treatmentApi.updateLabResult, { params: { id }, body });

export const useSaveLabResult = () => useInvalidatingMutation(saveLabResult, labKeys.all);

export const deleteLabResult = (id: number) => call(treatmentApi.deleteLabResult, { params: { id } });

export const useDeleteLabResult = () => useInvalidatingMutation(deleteLabResult, labKeys.all);
