import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ResetTokenCheck = { valid: true; email: string };

export const validateResetToken = (token: string): Promise<ResetTokenCheck> =>
  api.post<ResetTokenCheck>('/api/auth/reset-password/validate', { body: { token }, skipAuth: true });

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
