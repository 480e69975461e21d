import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const validateResetToken = (token: string) => call(authApi.validateResetToken, { body: { token } });

/** A 400 means the link is dead; retrying would only delay telling the user so. */
export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-token', token],
    queryFn: () => validateResetToken(token),
    retry: false,
    staleTime: Infinity,
  });

export const useResetTokenCheck = (token: string | null) =>
  useQuery({ ...resetTokenQueryOptions(token ?? ''), enabled: Boolean(token) });
