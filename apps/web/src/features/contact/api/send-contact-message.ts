import { useMutation } from '@tanstack/react-query';
import { contactApi, type ContactFormRequest } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const sendContactMessage = (body: ContactFormRequest) => call(contactApi.send, { body });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
