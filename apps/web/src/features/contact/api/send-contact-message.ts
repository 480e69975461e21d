import { useMutation } from '@tanstack/react-query';
import type { ContactFormRequest, MessageResponse } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

export const sendContactMessage = (body: ContactFormRequest): Promise<MessageResponse> =>
  api.post<MessageResponse>('/api/contact/', { body, skipAuth: true });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
