import type { MessageResponse, NewsletterSubscribeRequest } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

/** Plain calls, no query hooks: the landing forms that use them must stay small. */
export const subscribeNewsletter = (body: NewsletterSubscribeRequest): Promise<MessageResponse> =>
  api.post<MessageResponse>('/api/marketing/newsletter/subscribe/', { body, skipAuth: true });
