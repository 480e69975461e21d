import { useMutation, useQueryClient } from '@tanstack/react-query';
import { faqApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

/** Spec 02 §8: a delete answer without a message counts as a failure, which the response schema enforces. */
export const deleteFaq = (faqId: number) => call(faqApi.remove, { params: { id: faqId } });

export function useDeleteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFaq,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['faq'] }),
  });
}
