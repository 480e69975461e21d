import { consultationsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';
import { consultationKeys } from './keys';

/** POST .../appointments/:id/complete: the expert marks a visit that has started as completed. */
export const completeAppointment = (id: number) => call(consultationsApi.complete, { params: { id } });

export const useCompleteAppointment = () =>
  useInvalidatingMutation(completeAppointment, consultationKeys.all);
