import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponse, type MessageResponse } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

/** Spec 02 §8: a delete answer without a message counts as a failure, which the schema enforces. */
export const deleteFaq = (faqId: number): Promise<MessageResponse> =>
  api.delete<MessageResponse>(`/api/faq/${faqId}/`, { schema: messageResponse });

export function useDeleteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFaq,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['faq'] }),
  });
}
