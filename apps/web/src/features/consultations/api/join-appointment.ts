import { consultationsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';
import { consultationKeys } from './keys';

/** POST .../appointments/:id/join: records that I joined (the video link comes with a later issue). */
export const joinAppointment = (id: number) => call(consultationsApi.join, { params: { id } });

export const useJoinAppointment = () => useInvalidatingMutation(joinAppointment, consultationKeys.all);
