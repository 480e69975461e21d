import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  LAB_RESULTS_PAGE_SIZE,
  treatmentApi,
  type LabResult,
  type LabResultInput,
} from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';

/** Query keys of the lab results tab; every write invalidates `labKeys.all`. */
export const labKeys = {
  all: ['treatments', 'lab-results'] as const,
  list: (patientId: number | null) => ['treatments', 'lab-results', patientId ?? 'mine'] as const,
};

const listPage = (patientId: number | null, skip: number, signal?: AbortSignal) =>
  call(
    treatmentApi.listLabResults,
    {
      query: {
        skip,
        limit: LAB_RESULTS_PAGE_SIZE,
        ...(patientId === null ? {} : { patient_id: patientId }),
      },
    },
    { signal },
  );

/**
 * Every result, page by page until the total is reached, newest sample first: the list, the trend chart and
 * the CSV export all read the whole record (a patient has tens of results, not thousands).
 */
export async function getAllLabResults(patientId: number | null, signal?: AbortSignal): Promise<LabResult[]> {
  const results: LabResult[] = [];
  for (let skip = 0; ; skip += LAB_RESULTS_PAGE_SIZE) {
    const page = await listPage(patientId, skip, signal);
    results.push(...page.items);
    if (page.items.length < LAB_RESULTS_PAGE_SIZE || results.length >= page.total) break;
  }
  return results;
}

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
