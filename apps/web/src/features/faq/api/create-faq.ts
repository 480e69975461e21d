import { faqApi, type FaqInput } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';

export const createFaq = (body: FaqInput) => call(faqApi.create, { body });

// Every FAQ list (public and admin) and the category counts may change.
export const useCreateFaq = () => useInvalidatingMutation(createFaq, ['faq']);
