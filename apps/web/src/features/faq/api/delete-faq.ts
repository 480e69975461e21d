import { faqApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';

/** Spec 02 §8: a delete answer without a message counts as a failure, which the response schema enforces. */
export const deleteFaq = (faqId: number) => call(faqApi.remove, { params: { id: faqId } });

export const useDeleteFaq = () => useInvalidatingMutation(deleteFaq, ['faq']);
