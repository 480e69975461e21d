import { useMutation } from '@tanstack/react-query';
import { consultationsApi, type ExpertProfileUpdate } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

/** Her public professional profile; the answer is her whole profile, for the session to keep. */
export const updateExpertProfile = (body: ExpertProfileUpdate) =>
  call(consultationsApi.expertProfile, { body });

export const useUpdateExpertProfile = () => useMutation({ mutationFn: updateExpertProfile });
