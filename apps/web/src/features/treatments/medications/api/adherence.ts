import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADHERENCE_DAYS_DEFAULT, treatmentApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { medicationKeys } from './keys';

export const adherenceQueryOptions = (patientId: number | null) =>
  queryOptions({
    queryKey: medicationKeys.adherence(patientId),
    queryFn: ({ signal }) =>
      call(
        treatmentApi.adherence,
        { query: { days: ADHERENCE_DAYS_DEFAULT, ...(patientId ? { patient_id: patientId } : {}) } },
        { signal },
      ),
  });

export const useAdherence = (patientId: number | null) => useQuery(adherenceQueryOptions(patientId));
