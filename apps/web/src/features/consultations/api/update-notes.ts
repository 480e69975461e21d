import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consultationsApi, type NotesInput } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { consultationKeys } from './keys';

export const updateNotes = ({ appointmentId, body }: { appointmentId: number; body: NotesInput }) =>
  call(consultationsApi.updateNotes, { params: { id: appointmentId }, body });

export const useUpdateNotes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultationKeys.all }),
  });
};
