import { consultationsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';
import { consultationKeys } from './keys';

/** PATCH .../appointments/:id: the patient changes what she wrote for the expert. */
export const updateAppointment = ({ id, notes }: { id: number; notes: string | null }) =>
  call(consultationsApi.updateAppointment, { params: { id }, body: { notes } });

export const useUpdateAppointment = () => useInvalidatingMutation(updateAppointment, consultationKeys.all);
