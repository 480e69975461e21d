import { consultationsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';
import { consultationKeys } from './keys';

export type AppointmentAnswer =
  { id: number; accepted: true } | { id: number; accepted: false; reason: string };

/** PUT .../appointments/:id/accept: the expert accepts, or declines with a reason. */
export const answerAppointment = ({ id, ...body }: AppointmentAnswer) =>
  call(consultationsApi.accept, { params: { id }, body });

export const useAnswerAppointment = () => useInvalidatingMutation(answerAppointment, consultationKeys.all);
