import { z } from 'zod';
import { databaseId, optionalTrimmed, pageOf, pagingQuery } from './common';

/*
 * Doctor notes (spec 02 §7 treatments; issue 23; ADR 022): an expert or doctor writes a note for a patient of
 * hers (one with a consultation with her); the patient reads it. For 24 hours the author may correct or
 * delete it; after that it is changed only by an amendment, which keeps the original and every earlier
 * version, as a medical record must.
 */

export const DOCTOR_NOTES_PAGE_SIZE = 20;
export const DOCTOR_NOTE_TITLE_MAX = 120;
export const DOCTOR_NOTE_CONTENT_MAX = 5000;
export const DOCTOR_NOTE_REASON_MAX = 300;
/** How long after writing a note its author may still change it in place or delete it. */
export const DOCTOR_NOTE_EDIT_WINDOW_MS = 24 * 60 * 60_000;

export const DOCTOR_NOTE_MESSAGES = {
  patientRequired: 'Choose the patient the note is for',
  patientNotFound: 'Patient not found',
  titleRequired: 'Give the note a title',
  titleTooLong: `The title must be at most ${DOCTOR_NOTE_TITLE_MAX} characters`,
  contentRequired: 'Write the note',
  contentTooLong: `The note must be at most ${DOCTOR_NOTE_CONTENT_MAX.toLocaleString('en-GB')} characters`,
  reasonRequired: 'Say why the note is amended: after 24 hours the original is kept beside the amendment',
  reasonTooLong: `The reason must be at most ${DOCTOR_NOTE_REASON_MAX} characters`,
  noteNotFound: 'Note not found',
  notAuthor: 'Only the note’s author may change it',
  lockedDelete: 'A note older than 24 hours cannot be deleted; add an amendment instead',
  saved: 'Note saved',
  amended: 'Amendment added; the original is kept',
  deleted: 'Note deleted',
} as const;

const title = z
  .string({ error: DOCTOR_NOTE_MESSAGES.titleRequired })
  .trim()
  .min(1, DOCTOR_NOTE_MESSAGES.titleRequired)
  .max(DOCTOR_NOTE_TITLE_MAX, DOCTOR_NOTE_MESSAGES.titleTooLong);
const content = z
  .string({ error: DOCTOR_NOTE_MESSAGES.contentRequired })
  .trim()
  .min(1, DOCTOR_NOTE_MESSAGES.contentRequired)
  .max(DOCTOR_NOTE_CONTENT_MAX, DOCTOR_NOTE_MESSAGES.contentTooLong);

/** POST /api/treatment/doctor-notes/ (an expert or doctor). */
export const doctorNoteCreateSchema = z.object({
  patient_id: databaseId(DOCTOR_NOTE_MESSAGES.patientNotFound, { coerce: false }),
  title,
  content,
});
export type DoctorNoteCreate = z.input<typeof doctorNoteCreateSchema>;

/**
 * PUT /api/treatment/doctor-notes/{id}/ (its author): within 24 hours the note is corrected in place; after,
 * the new text becomes an amendment and `reason` is required.
 */
export const doctorNoteUpdateSchema = z.object({
  title,
  content,
  reason: optionalTrimmed(DOCTOR_NOTE_REASON_MAX, DOCTOR_NOTE_MESSAGES.reasonTooLong),
});
export type DoctorNoteUpdate = z.input<typeof doctorNoteUpdateSchema>;

export const noteAuthorSchema = z.object({
  id: z.number().int().nullable(),
  /** "Dr Jane Smith"; "Former professional" once her account is gone. */
  name: z.string(),
  role: z.string().nullable(),
});

export const doctorNoteAmendmentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  reason: z.string(),
  author: noteAuthorSchema,
  created_at: z.string(),
});
export type DoctorNoteAmendment = z.infer<typeof doctorNoteAmendmentSchema>;

export const doctorNoteSchema = z.object({
  id: z.number().int(),
  patient_id: z.number().int(),
  patient_name: z.string(),
  author: noteAuthorSchema,
  /** The note as it stands: the latest amendment's text, or the original. */
  title: z.string(),
  content: z.string(),
  /** The text first written (changed only within the 24 hours). */
  original_title: z.string(),
  original_content: z.string(),
  amendments: z.array(doctorNoteAmendmentSchema),
  /** Until this instant the author may correct it in place or delete it. */
  editable_until: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DoctorNote = z.infer<typeof doctorNoteSchema>;
export const doctorNotePageSchema = pageOf(doctorNoteSchema);
export type DoctorNotePage = z.infer<typeof doctorNotePageSchema>;

/** GET /api/treatment/doctor-notes/: a patient's own notes; a professional's own notes, for one patient if named. */
export const doctorNoteListQuery = pagingQuery(DOCTOR_NOTES_PAGE_SIZE).extend({
  patient_id: databaseId(DOCTOR_NOTE_MESSAGES.patientNotFound).optional(),
});
export type DoctorNoteListQuery = z.input<typeof doctorNoteListQuery>;

export const doctorNoteIdParam = z.object({ id: databaseId(DOCTOR_NOTE_MESSAGES.noteNotFound) });
