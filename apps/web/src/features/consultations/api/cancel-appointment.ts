import { consultationsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';
import { consultationKeys } from './keys';

/** POST .../appointments/:id/cancel with the reason. */
export const cancelAppointment = ({ id, reason }: { id: number; reason: string }) =>
  call(consultationsApi.cancel, { params: { id }, body: { reason } });

export const useCancelAppointment = () => useInvalidatingMutation(cancelAppointment, consultationKeys.all);
