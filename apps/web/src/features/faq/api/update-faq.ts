import { useMutation, useQueryClient } from '@tanstack/react-query';
import { faqApi, type FaqUpdate } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const updateFaq = ({ faqId, body }: { faqId: number; body: FaqUpdate }) =>
  call(faqApi.update, { params: { id: faqId }, body });

export function useUpdateFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFaq,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['faq'] }),
  });
}
