import { DOCTOR_NOTE_EDIT_WINDOW_MS, realName, type DoctorNote } from '@fertilia/contracts';
import type { NotePerson, NoteView } from './notes-repo';

/** Shown for an author whose account is gone: the note stays the patient's record. */
export const FORMER_PROFESSIONAL = 'Former professional';

export const personName = (p: Pick<NotePerson, 'firstName' | 'lastName' | 'username'>): string =>
  realName({ first_name: p.firstName, last_name: p.lastName }) || p.username;

const authorOf = (author: NotePerson | null) =>
  author
    ? { id: author.id, name: personName(author), role: author.role }
    : { id: null, name: FORMER_PROFESSIONAL, role: null };

export const editableUntil = (createdAt: Date): Date =>
  new Date(createdAt.getTime() + DOCTOR_NOTE_EDIT_WINDOW_MS);

/** The note as it stands (its latest amendment), with the original and every amendment kept. */
export function toDoctorNote({ note, author, patient, amendments }: NoteView): DoctorNote {
  const latest = amendments.at(-1)?.amendment;
  return {
    id: note.id,
    patient_id: note.patientId,
    patient_name: personName(patient),
    author: authorOf(author),
    title: latest?.title ?? note.title,
    content: latest?.content ?? note.content,
    original_title: note.title,
    original_content: note.content,
    amendments: amendments.map(({ amendment, author: by }) => ({
      id: amendment.id,
      title: amendment.title,
      content: amendment.content,
      reason: amendment.reason,
      author: authorOf(by),
      created_at: amendment.createdAt.toISOString(),
    })),
    editable_until: editableUntil(note.createdAt).toISOString(),
    created_at: note.createdAt.toISOString(),
    updated_at: note.updatedAt.toISOString(),
  };
}
