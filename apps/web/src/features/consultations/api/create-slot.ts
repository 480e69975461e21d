import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consultationsApi, type SlotCreate } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useLastingCallbacks } from '@/lib/mutations';
import { consultationKeys } from './keys';

export const createSlot = (body: SlotCreate) => call(consultationsApi.createSlot, { body });

/** A new slot changes her slot lists and her count of free slots. */
export const useCreateSlot = () => {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationFn: createSlot,
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: ['consultations', 'slots'] }),
          queryClient.invalidateQueries({ queryKey: consultationKeys.schedule() }),
        ]),
    }),
  );
};
