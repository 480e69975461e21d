import type {
  doctorNoteCreateSchema,
  doctorNoteListQuery,
  doctorNoteUpdateSchema,
} from '@fertilia/contracts';
import {
  DOCTOR_NOTE_MESSAGES as M,
  conflict,
  invalidField,
  notFound,
  type DoctorNote,
  type DoctorNotePage,
  type MessageResponse,
} from '@fertilia/contracts';
import type { z } from 'zod';
import { inTransaction, type MemberContext } from '../../../http/context';
import { recordAudit } from '../../audit/service';
import { isInCareOf, isProfessional } from '../access';
import { editableUntil, personName, toDoctorNote } from './dto';
import { noticeNote } from './note-notices';
import {
  correctNote,
  deleteNote,
  findNoteView,
  insertAmendment,
  insertNote,
  lockNote,
  notePage,
  type NoteView,
} from './notes-repo';
import type { DoctorNoteRow } from '../../../db/schema';

/*
 * Doctor notes (issue 23, ADR 022). An expert or doctor writes a note for a patient of hers (one with a
 * consultation with her that was agreed or took place, see ../access.ts); the patient reads every note about her, whoever
 * wrote it; the author reads and changes her own. For 24 hours the author corrects or deletes it in place;
 * after that a change is an amendment that keeps the original and every earlier version. Every write is
 * audited, and the patient is told (without the note's words).
 */

type Query = z.output<typeof doctorNoteListQuery>;
type Create = z.output<typeof doctorNoteCreateSchema>;
type Update = z.output<typeof doctorNoteUpdateSchema>;

const view = async (ctx: MemberContext, id: number): Promise<NoteView> => {
  const found = await findNoteView(ctx.db, id);
  if (!found) throw notFound(M.noteNotFound);
  return found;
};

/** A patient's own notes; a professional's own notes (for one patient of hers if named). */
export async function listNotes(ctx: MemberContext, query: Query): Promise<DoctorNotePage> {
  const paging = { skip: query.skip, limit: query.limit };
  let filter: { patientId?: number; authorId?: number };
  if (isProfessional(ctx)) {
    filter = { authorId: ctx.actor.id, patientId: query.patient_id };
  } else {
    if (query.patient_id !== undefined && query.patient_id !== ctx.actor.id)
      throw notFound(M.patientNotFound);
    filter = { patientId: ctx.actor.id };
  }
  const { items, total } = await notePage(ctx.db, filter, paging);
  return { items: items.map(toDoctorNote), total, ...paging };
}

export async function createNote(ctx: MemberContext, input: Create): Promise<DoctorNote> {
  if (!(await isInCareOf(ctx, input.patient_id))) throw notFound(M.patientNotFound);
  const id = await inTransaction(ctx, async (tx) => {
    const note = await insertNote(tx.db, {
      patientId: input.patient_id,
      authorId: ctx.actor.id,
      title: input.title,
      content: input.content,
      createdAt: ctx.clock.now(),
    });
    await recordAudit(tx, {
      action: 'treatment.note_written',
      targetUserId: input.patient_id,
      details: { note_id: note.id },
    });
    await noticeNote(tx, {
      patientId: input.patient_id,
      authorName: personName(ctx.actor.user),
      kind: 'written',
    });
    return note.id;
  });
  return toDoctorNote(await view(ctx, id));
}

/** Her own note, or 404 for anyone else's (a patient's notes are nobody else's business). */
function ownNote(ctx: MemberContext, note: DoctorNoteRow | undefined): DoctorNoteRow {
  if (!note || note.authorId !== ctx.actor.id) throw notFound(M.noteNotFound);
  return note;
}

const withinEditWindow = (ctx: MemberContext, note: DoctorNoteRow) =>
  ctx.clock.now().getTime() < editableUntil(note.createdAt).getTime();

export async function updateNote(ctx: MemberContext, id: number, input: Update): Promise<DoctorNote> {
  await inTransaction(ctx, async (tx) => {
    const note = ownNote(tx, await lockNote(tx.db, id));
    const now = ctx.clock.now();
    if (withinEditWindow(ctx, note)) {
      await correctNote(tx.db, id, { title: input.title, content: input.content, updatedAt: now });
      await recordAudit(tx, {
        action: 'treatment.note_corrected',
        targetUserId: note.patientId,
        details: { note_id: id },
      });
      return;
    }
    if (input.reason === '') throw invalidField('body', 'reason', M.reasonRequired);
    await insertAmendment(tx.db, {
      noteId: id,
      authorId: ctx.actor.id,
      title: input.title,
      content: input.content,
      reason: input.reason,
      createdAt: now,
    });
    await recordAudit(tx, {
      action: 'treatment.note_amended',
      targetUserId: note.patientId,
      details: { note_id: id },
    });
    await noticeNote(tx, {
      patientId: note.patientId,
      authorName: personName(ctx.actor.user),
      kind: 'amended',
    });
  });
  return toDoctorNote(await view(ctx, id));
}

export async function removeNote(ctx: MemberContext, id: number): Promise<MessageResponse> {
  await inTransaction(ctx, async (tx) => {
    const note = ownNote(tx, await lockNote(tx.db, id));
    if (!withinEditWindow(ctx, note)) throw conflict(M.lockedDelete);
    await deleteNote(tx.db, id);
    await recordAudit(tx, {
      action: 'treatment.note_deleted',
      targetUserId: note.patientId,
      details: { note_id: id },
    });
  });
  return { message: M.deleted };
}
