import { queryOptions, useQuery } from '@tanstack/react-query';
import { verificationApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const myVerificationKey = ['verification', 'mine'] as const;

export const getMyVerification = () => call(verificationApi.mine);

export const myVerificationQueryOptions = () =>
  queryOptions({ queryKey: myVerificationKey, queryFn: getMyVerification });

/** The signed-in professional's status and latest licence submission. */
export const useMyVerification = () => useQuery(myVerificationQueryOptions());
