import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEDICATIONS_PAGE_SIZE, treatmentApi, type Medication } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { medicationKeys } from './keys';

/**
 * Every medication of the patient, page after page (a treatment holds a few dozen at most), current ones
 * first as the API orders them. The list and the CSV export read the same whole list.
 */
export async function fetchAllMedications(patientId: number | null, signal?: AbortSignal) {
  const all: Medication[] = [];
  for (let skip = 0; ; skip += MEDICATIONS_PAGE_SIZE) {
    const page = await call(
      treatmentApi.listMedications,
      { query: { skip, limit: MEDICATIONS_PAGE_SIZE, ...(patientId ? { patient_id: patientId } : {}) } },
      { signal },
    );
    all.push(...page.items);
    if (page.items.length === 0 || all.length >= page.total) return all;
  }
}

export const medicationsQueryOptions = (patientId: number | null) =>
  queryOptions({
    queryKey: medicationKeys.list(patientId),
    queryFn: ({ signal }) => fetchAllMedications(patientId, signal),
  });

export const useMedications = (patientId: number | null) => useQuery(medicationsQueryOptions(patientId));
