import { marketingApi, type NewsletterSubscribeRequest } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

/** Plain calls, no query hooks: the landing forms that use them must stay small. */
export const subscribeNewsletter = (body: NewsletterSubscribeRequest) =>
  call(marketingApi.subscribe, { body });
