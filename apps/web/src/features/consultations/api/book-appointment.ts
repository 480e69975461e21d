import { consultationsApi, type BookAppointment } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';
import { consultationKeys } from './keys';

/** POST .../appointments/: book a free slot (409 when someone took it meanwhile). */
export const bookAppointment = (body: BookAppointment) => call(consultationsApi.book, { body });

export const useBookAppointment = () => useInvalidatingMutation(bookAppointment, consultationKeys.all);
