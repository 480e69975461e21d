import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DOCTOR_NOTES_PAGE_SIZE,
  treatmentApi,
  type DoctorNote,
  type DoctorNoteCreate,
  type DoctorNoteUpdate,
} from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';

/** Query keys of the notes tab; every write invalidates `noteKeys.all`. */
export const noteKeys = {
  all: ['treatments', 'doctor-notes'] as const,
  list: (patientId: number | null) => ['treatments', 'doctor-notes', patientId ?? 'mine'] as const,
};

const listPage = (patientId: number | null, skip: number, signal?: AbortSignal) =>
  call(
    treatmentApi.listDoctorNotes,
    {
      query: {
        skip,
        limit: DOCTOR_NOTES_PAGE_SIZE,
        ...(patientId === null ? {} : { patient_id: patientId }),
      },
    },
    { signal },
  );

/** Every note, newest first, page by page until the total is reached (shown whole and exported whole). */
export async function getAllDoctorNotes(
  patientId: number | null,
  signal?: AbortSignal,
): Promise<DoctorNote[]> {
  const notes: DoctorNote[] = [];
  for (let skip = 0; ; skip += DOCTOR_NOTES_PAGE_SIZE) {
    const page = await listPage(patientId, skip, signal);
    notes.push(...page.items);
    if (page.items.length < DOCTOR_NOTES_PAGE_SIZE || notes.length >= page.total) break;
  }
  return notes;
}

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
