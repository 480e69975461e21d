import { consultationsApi, type BookAppointment } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { idempotent } from '@/lib/idempotency';
import { useInvalidatingMutation } from '@/lib/mutations';
import { consultationKeys } from './keys';

/**
 * POST .../appointments/: book a free slot (409 when someone took it meanwhile, or her balance is short). A
 * paid visit moves money, so every attempt carries the booking's Idempotency-Key (ADR 016).
 */
export const bookAppointment = ({ key, ...body }: BookAppointment & { key: string }) =>
  call(consultationsApi.book, { body }, idempotent(key));

export const useBookAppointment = () => useInvalidatingMutation(bookAppointment, consultationKeys.all);
