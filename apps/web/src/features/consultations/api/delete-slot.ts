import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consultationsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useLastingCallbacks } from '@/lib/mutations';
import { consultationKeys } from './keys';

/** Spec 02 §8: a delete answer without a message counts as a failure, which the schema enforces. */
export const deleteSlot = (id: number) => call(consultationsApi.deleteSlot, { params: { id } });

export const useDeleteSlot = () => {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationFn: deleteSlot,
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: ['consultations', 'slots'] }),
          queryClient.invalidateQueries({ queryKey: consultationKeys.schedule() }),
        ]),
    }),
  );
};
