import { consultationsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';
import { consultationKeys } from './keys';

/** PUT .../appointments/:id/reschedule: the answer is the new appointment on the new slot. */
export const rescheduleAppointment = ({ id, ...body }: { id: number; new_slot_id: number; reason: string }) =>
  call(consultationsApi.reschedule, { params: { id }, body });

export const useRescheduleAppointment = () =>
  useInvalidatingMutation(rescheduleAppointment, consultationKeys.all);
