import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Faq, FaqUpdate } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

export const updateFaq = ({ faqId, body }: { faqId: number; body: FaqUpdate }): Promise<Faq> =>
  api.put<Faq>(`/api/faq/${faqId}/`, { body });

export function useUpdateFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFaq,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['faq'] }),
  });
}
