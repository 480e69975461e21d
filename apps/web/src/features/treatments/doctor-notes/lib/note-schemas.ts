import { DOCTOR_NOTE_MESSAGES, doctorNoteUpdateSchema, type DoctorNote } from '@fertilia/contracts';

/** After the 24 hours a change is an amendment: the contract's update, with its reason required. */
export const amendmentSchema = doctorNoteUpdateSchema.refine((v) => v.reason.length > 0, {
  path: ['reason'],
  message: DOCTOR_NOTE_MESSAGES.reasonRequired,
});

/** Whether its author may still correct the note in place (or delete it) at `now`. */
export const isEditable = (note: DoctorNote, now: number): boolean => Date.parse(note.editable_until) > now;
