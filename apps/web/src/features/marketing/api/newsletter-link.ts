import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

/** Confirms or unsubscribes with the token of a newsletter mail's link. */
export const useNewsletterLink = (action: NewsletterLinkAction) =>
  useMutation({
    mutationFn: (token: string) =>
      api.post<MessageResponse>(`/api/marketing/newsletter/${action}`, { body: { token }, skipAuth: true }),
  });
