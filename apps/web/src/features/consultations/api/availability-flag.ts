import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consultationsApi, type ExpertSchedule } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useLastingCallbacks } from '@/lib/mutations';
import { consultationKeys } from './keys';

export const setAvailabilityFlag = (isAvailable: boolean) =>
  call(consultationsApi.expertAvailabilityFlag, { body: { is_available: isAvailable } });

/** Takes or stops taking appointments; the cached schedule shows the new flag at once. */
export const useSetAvailabilityFlag = () => {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationFn: setAvailabilityFlag,
      onSuccess: ({ is_available }) =>
        queryClient.setQueryData<ExpertSchedule>(consultationKeys.schedule(), (schedule) =>
          schedule ? { ...schedule, is_available } : schedule,
        ),
    }),
  );
};
