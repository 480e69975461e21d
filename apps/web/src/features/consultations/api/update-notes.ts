import { consultationsApi, type NotesInput } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';
import { consultationKeys } from './keys';

export const updateNotes = ({ appointmentId, body }: { appointmentId: number; body: NotesInput }) =>
  call(consultationsApi.updateNotes, { params: { id: appointmentId }, body });

export const useUpdateNotes = () => useInvalidatingMutation(updateNotes, consultationKeys.all);
