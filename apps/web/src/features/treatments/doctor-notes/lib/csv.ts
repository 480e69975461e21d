import { writeCsv, type DoctorNote } from '@fertilia/contracts';

export const NOTE_CSV_COLUMNS = [
  'written_at',
  'patient',
  'author',
  'author_role',
  'title',
  'content',
  'original_title',
  'original_content',
  'amendments',
] as const;

/** The notes as CSV, newest first; each amendment listed in its cell with its date and reason. */
export function doctorNotesCsv(notes: readonly DoctorNote[]): string {
  return writeCsv(
    notes.map((n) => [
      n.created_at,
      n.patient_name,
      n.author.name,
      n.author.role ?? '',
      n.title,
      n.content,
      n.original_title,
      n.original_content,
      n.amendments.map((a) => `${a.created_at} (${a.author.name}): ${a.reason}`).join('\n'),
    ]),
    NOTE_CSV_COLUMNS,
  );
}
