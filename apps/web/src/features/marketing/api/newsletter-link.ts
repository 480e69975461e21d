import { useMutation } from '@tanstack/react-query';
import { marketingApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

/** Confirms or unsubscribes with the token of a newsletter mail's link. */
export const useNewsletterLink = (action: NewsletterLinkAction) =>
  useMutation({
    mutationFn: (token: string) => call(marketingApi[action], { body: { token } }),
  });
