import { faqApi, type FaqUpdate } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';

export const updateFaq = ({ faqId, body }: { faqId: number; body: FaqUpdate }) =>
  call(faqApi.update, { params: { id: faqId }, body });

export const useUpdateFaq = () => useInvalidatingMutation(updateFaq, ['faq']);
