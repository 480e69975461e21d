import type { MessageResponse, WaitlistJoinRequest } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

export const joinWaitlist = (body: WaitlistJoinRequest): Promise<MessageResponse> =>
  api.post<MessageResponse>('/api/marketing/waitlist/', { body, skipAuth: true });
