import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import {
  doctorNoteAmendments,
  doctorNotes,
  users,
  type DoctorNoteAmendmentRow,
  type DoctorNoteRow,
} from '../../../db/schema';

/** The author or patient as a note shows them. */
export type NotePerson = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  username: string;
  role: string;
};
export type AmendmentView = { amendment: DoctorNoteAmendmentRow; author: NotePerson | null };
export type NoteView = {
  note: DoctorNoteRow;
  author: NotePerson | null;
  patient: NotePerson;
  amendments: AmendmentView[];
};

/** Drizzle types an aliased table by its alias name, so the person's columns are picked per alias. */
const person = (table: ReturnType<typeof alias<typeof users, string>>) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  username: table.username,
  role: table.role,
});

export type NoteColumns = Pick<DoctorNoteRow, 'patientId' | 'authorId' | 'title' | 'content'> & {
  createdAt: Date;
};

export const insertNote = async (db: DbOrTx, values: NoteColumns): Promise<DoctorNoteRow> =>
  (
    await db
      .insert(doctorNotes)
      .values({ ...values, updatedAt: values.createdAt })
      .returning()
  )[0]!;

export const findNote = async (db: DbOrTx, id: number): Promise<DoctorNoteRow | undefined> =>
  (await db.select().from(doctorNotes).where(eq(doctorNotes.id, id)).limit(1))[0];

/** The note locked for a change: two corrections at once apply one after the other. */
export const lockNote = async (db: DbOrTx, id: number): Promise<DoctorNoteRow | undefined> =>
  (await db.select().from(doctorNotes).where(eq(doctorNotes.id, id)).for('update').limit(1))[0];

export const correctNote = async (
  db: DbOrTx,
  id: number,
  change: Pick<DoctorNoteRow, 'title' | 'content' | 'updatedAt'>,
): Promise<void> => {
  await db.update(doctorNotes).set(change).where(eq(doctorNotes.id, id));
};

export const insertAmendment = async (
  db: DbOrTx,
  values: Pick<DoctorNoteAmendmentRow, 'noteId' | 'authorId' | 'title' | 'content' | 'reason' | 'createdAt'>,
): Promise<void> => {
  await db.insert(doctorNoteAmendments).values(values);
  await db.update(doctorNotes).set({ updatedAt: values.createdAt }).where(eq(doctorNotes.id, values.noteId));
};

export const countNotesAbout = async (db: DbOrTx, patientId: number): Promise<number> =>
  (await db.select({ n: count() }).from(doctorNotes).where(eq(doctorNotes.patientId, patientId)))[0]?.n ?? 0;

export const deleteNote = async (db: DbOrTx, id: number): Promise<void> => {
  await db.delete(doctorNotes).where(eq(doctorNotes.id, id));
};

/** Notes about a patient, or by an author (for one patient if named): newest first, with their amendments. */
export async function notePage(
  db: DbOrTx,
  filter: { patientId?: number; authorId?: number },
  { skip, limit }: { skip: number; limit: number },
): Promise<{ items: NoteView[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.patientId !== undefined) conditions.push(eq(doctorNotes.patientId, filter.patientId));
  if (filter.authorId !== undefined) conditions.push(eq(doctorNotes.authorId, filter.authorId));
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    noteQuery(db)
      .where(where)
      .orderBy(desc(doctorNotes.createdAt), desc(doctorNotes.id))
      .offset(skip)
      .limit(limit),
    db.select({ n: count() }).from(doctorNotes).where(where),
  ]);
  return { items: await withAmendments(db, rows), total: totalRow?.n ?? 0 };
}

export async function findNoteView(db: DbOrTx, id: number): Promise<NoteView | undefined> {
  const rows = await noteQuery(db).where(eq(doctorNotes.id, id)).limit(1);
  return (await withAmendments(db, rows))[0];
}

const authors = alias(users, 'author');
const patients = alias(users, 'patient');

function noteQuery(db: DbOrTx) {
  return db
    .select({ note: doctorNotes, author: person(authors), patient: person(patients) })
    .from(doctorNotes)
    .leftJoin(authors, eq(authors.id, doctorNotes.authorId))
    .innerJoin(patients, eq(patients.id, doctorNotes.patientId))
    .$dynamic();
}

type NoteRowView = { note: DoctorNoteRow; author: NotePerson | null; patient: NotePerson };

/** One query for the amendments of a whole page, oldest first under each note. */
async function withAmendments(db: DbOrTx, rows: NoteRowView[]): Promise<NoteView[]> {
  if (rows.length === 0) return [];
  const amendmentAuthors = alias(users, 'amendment_author');
  const found = await db
    .select({ amendment: doctorNoteAmendments, author: person(amendmentAuthors) })
    .from(doctorNoteAmendments)
    .leftJoin(amendmentAuthors, eq(amendmentAuthors.id, doctorNoteAmendments.authorId))
    .where(
      inArray(
        doctorNoteAmendments.noteId,
        rows.map((r) => r.note.id),
      ),
    )
    .orderBy(asc(doctorNoteAmendments.createdAt), asc(doctorNoteAmendments.id));
  return rows.map((row) => ({
    ...row,
    amendments: found.filter((a) => a.amendment.noteId === row.note.id),
  }));
}
