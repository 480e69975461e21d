import { useMutation } from '@tanstack/react-query';
import { MESSAGES, type RegisterRequest, type TokenPairResponse } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

/** Spec 01 §5: optional fields travel only when given, and a reply without an access token is a failure. */
export async function register(input: RegisterRequest): Promise<TokenPairResponse> {
  const body = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
  const reply = await api.post<Partial<TokenPairResponse> | null>('/api/auth/', { body, skipAuth: true });
  if (!reply?.access_token) throw new Error(MESSAGES.registrationNoToken);
  return reply as TokenPairResponse;
}

export const useRegister = () => useMutation({ mutationFn: register });
