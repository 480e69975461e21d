import { consultationsApi, type NotesInput } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';
import { consultationKeys } from './keys';

export const createNotes = ({ appointmentId, body }: { appointmentId: number; body: NotesInput }) =>
  call(consultationsApi.createNotes, { params: { id: appointmentId }, body });

/** A new note changes the visit's has_notes, wherever the visit is shown. */
export const useCreateNotes = () => useInvalidatingMutation(createNotes, consultationKeys.all);
