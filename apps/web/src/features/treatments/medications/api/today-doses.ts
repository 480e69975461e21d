import { queryOptions, useQuery } from '@tanstack/react-query';
import { treatmentApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { medicationKeys } from './keys';

/** A dose still to come turns missed once its time has passed; the list is asked again each minute. */
const TODAY_REFRESH_MS = 60_000;

export const todayDosesQueryOptions = (patientId: number | null) =>
  queryOptions({
    queryKey: medicationKeys.today(patientId),
    queryFn: ({ signal }) =>
      call(treatmentApi.todayDoses, { query: patientId ? { patient_id: patientId } : {} }, { signal }),
    refetchInterval: TODAY_REFRESH_MS,
  });

export const useTodayDoses = (patientId: number | null) => useQuery(todayDosesQueryOptions(patientId));
