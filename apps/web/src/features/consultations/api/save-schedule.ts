import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consultationsApi, type ExpertScheduleUpdate } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useLastingCallbacks } from '@/lib/mutations';
import { consultationKeys } from './keys';

export const saveSchedule = (body: ExpertScheduleUpdate) => call(consultationsApi.saveSchedule, { body });

/** The answer is the saved schedule; her free slots were rebuilt from it, so the slot lists are stale. */
export const useSaveSchedule = () => {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationFn: saveSchedule,
      onSuccess: async (saved) => {
        queryClient.setQueryData(consultationKeys.schedule(), saved);
        await queryClient.invalidateQueries({ queryKey: ['consultations', 'slots'] });
      },
    }),
  );
};
