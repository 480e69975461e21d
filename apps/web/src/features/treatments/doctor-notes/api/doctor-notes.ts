import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DOCTOR_NOTES_PAGE_SIZE,
  treatmentApi,
  type DoctorNote,
  type DoctorNoteCreate,
  type DoctorNoteUpdate,
} from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { allPages, pageQuery } from '@/features/treatments/lib/all-pages';
import { useInvalidatingMutation } from '@/lib/mutations';

/** Query keys of the notes tab; every write invalidates `noteKeys.all`. */
export const noteKeys = {
  all: ['treatments', 'doctor-notes'] as const,
  list: (patientId: number | null) => ['treatments', 'doctor-notes', patientId ?? 'mine'] as const,
};

/** Every note, newest first (shown whole and exported whole). */
export const getAllDoctorNotes = (patientId: number | null, signal?: AbortSignal): Promise<DoctorNote[]> =>
  allPages(DOCTOR_NOTES_PAGE_SIZE, (skip) =>
    call(
      treatmentApi.listDoctorNotes,
      { query: pageQuery(patientId, skip, DOCTOR_NOTES_PAGE_SIZE) },
      { signal },
    ),
  );

export const doctorNotesQueryOptions = (patientId: number | null) =>
  queryOptions({
    queryKey: noteKeys.list(patientId),
    queryFn: ({ signal }) => getAllDoctorNotes(patientId, signal),
  });

export const useDoctorNotes = (patientId: number | null) => useQuery(doctorNotesQueryOptions(patientId));

export const createDoctorNote = (body: DoctorNoteCreate) => call(treatmentApi.createDoctorNote, { body });
export const useCreateDoctorNote = () => useInvalidatingMutation(createDoctorNote, noteKeys.all);

export type UpdateDoctorNote = { id: number; body: DoctorNoteUpdate };
export const updateDoctorNote = ({ id, body }: UpdateDoctorNote) =>
  call(treatmentApi.updateDoctorNote, { params: { id }, body });
export const useUpdateDoctorNote = () => useInvalidatingMutation(updateDoctorNote, noteKeys.all);

export const deleteDoctorNote = (id: number) => call(treatmentApi.deleteDoctorNote, { params: { id } });
export const useDeleteDoctorNote = () => useInvalidatingMutation(deleteDoctorNote, noteKeys.all);
