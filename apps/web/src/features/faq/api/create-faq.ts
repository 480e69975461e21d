import { useMutation, useQueryClient } from '@tanstack/react-query';
import { faqApi, type FaqInput } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const createFaq = (body: FaqInput) => call(faqApi.create, { body });

export function useCreateFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFaq,
    // Every FAQ list (public and admin) and the category counts may change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['faq'] }),
  });
}
