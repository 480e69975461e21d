import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, consultationsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { embryoKeys } from './keys';

/**
 * The patients an expert or doctor may upload for: those who have or had an appointment with her (the API
 * refuses anyone else), the largest page the API serves.
 */
export const myPatientsQueryOptions = () =>
  queryOptions({
    queryKey: embryoKeys.patients(),
    queryFn: ({ signal }) =>
      call(consultationsApi.patients, { query: { skip: 0, limit: MAX_PAGE_SIZE } }, { signal }),
  });

export const useMyPatients = (enabled: boolean) => useQuery({ ...myPatientsQueryOptions(), enabled });
