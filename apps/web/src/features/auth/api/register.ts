import { useMutation } from '@tanstack/react-query';
import { ZodError } from 'zod';
import { MESSAGES, authApi, type RegisterRequest, type TokenPairResponse } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

/** Spec 01 §5: optional fields travel only when given, and a reply without an access token is a failure. */
export async function register(input: RegisterRequest): Promise<TokenPairResponse> {
  const body = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as RegisterRequest;
  try {
    return await call(authApi.register, { body });
  } catch (error) {
    // The answer is checked against the token pair schema: one that is not a token pair signs nobody in.
    if (error instanceof ZodError) throw new Error(MESSAGES.registrationNoToken);
    throw error;
  }
}

export const useRegister = () => useMutation({ mutationFn: register });
