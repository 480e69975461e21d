import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Faq, FaqInput } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

export const createFaq = (body: FaqInput): Promise<Faq> => api.post<Faq>('/api/faq/', { body });

export function useCreateFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFaq,
    // Every FAQ list (public and admin) and the category counts may change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['faq'] }),
  });
}
