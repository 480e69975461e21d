import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consultationsApi, type NotesInput } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { consultationKeys } from './keys';

export const createNotes = ({ appointmentId, body }: { appointmentId: number; body: NotesInput }) =>
  call(consultationsApi.createNotes, { params: { id: appointmentId }, body });

/** A new note changes the visit's has_notes, wherever the visit is shown. */
export const useCreateNotes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNotes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultationKeys.all }),
  });
};
