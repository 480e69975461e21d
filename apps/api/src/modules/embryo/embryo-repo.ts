import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  appointments,
  embryoAnalyses,
  embryoImages,
  users,
  type EmbryoAnalysisRow,
  type EmbryoImageRow,
} from '../../db/schema';

/*
 * Embryo pictures and their analyses (ADR 021). Every read goes through `readableBy`: the uploader, the
 * patient the picture belongs to, and an expert or doctor she has or had an appointment with — nobody else,
 * so a list or a lookup can never reach another patient's embryos.
 */

const uploader = alias(users, 'uploader');
const patient = alias(users, 'patient');
const requester = alias(users, 'requester');
const reviewer = alias(users, 'reviewer');

type PersonTable = typeof uploader | typeof patient | typeof requester | typeof reviewer;
const personColumns = <T extends PersonTable>(
  who: T,
): { id: T['id']; firstName: T['firstName']; lastName: T['lastName']; username: T['username'] } => ({
  id: who.id,
  firstName: who.firstName,
  lastName: who.lastName,
  username: who.username,
});
export type EmbryoPerson = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  username: string;
};

export type EmbryoImageView = { image: EmbryoImageRow; uploader: EmbryoPerson; patient: EmbryoPerson | null };
export type EmbryoAnalysisView = EmbryoImageView & {
  analysis: EmbryoAnalysisRow;
  requester: EmbryoPerson;
  reviewer: EmbryoPerson | null;
};

/** Patients who have or had an appointment with this expert or doctor (any status, as the patients list). */
const patientsOf = (professionalId: number) =>
  sql`(select ${appointments.patientId} from ${appointments} where ${appointments.expertId} = ${professionalId})`;

/** Who may read a picture and its analysis; `professional` adds her patients' pictures. */
export function readableBy(viewerId: number, { professional }: { professional: boolean }): SQL {
  return or(
    eq(embryoImages.uploadedById, viewerId),
    eq(embryoImages.patientId, viewerId),
    professional ? sql`${embryoImages.patientId} in ${patientsOf(viewerId)}` : undefined,
  )!;
}

export async function insertImage(
  db: DbOrTx,
  values: {
    uploadedById: number;
    patientId: number | null;
    embryoLabel: string | null;
    storageName: string;
    width: number;
    height: number;
    now: Date;
  },
): Promise<EmbryoImageRow> {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(embryoImages)
    .values({ ...rest, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function findImageView(db: DbOrTx, id: number): Promise<EmbryoImageView | undefined> {
  const [row] = await db
    .select({ image: embryoImages, uploader: personColumns(uploader), patient: personColumns(patient) })
    .from(embryoImages)
    .innerJoin(uploader, eq(uploader.id, embryoImages.uploadedById))
    .leftJoin(patient, eq(patient.id, embryoImages.patientId))
    .where(eq(embryoImages.id, id))
    .limit(1);
  return row;
}

export const setImageStatus = (db: DbOrTx, id: number, status: EmbryoImageRow['status'], now: Date) =>
  db.update(embryoImages).set({ status, updatedAt: now }).where(eq(embryoImages.id, id));

/** Deletes the picture, and with it its analysis (the foreign key cascades). */
export const deleteImage = (db: DbOrTx, id: number) => db.delete(embryoImages).where(eq(embryoImages.id, id));

/** Pictures uploaded before `before` that were never analysed: the upload was abandoned. */
export async function abandonedImages(db: DbOrTx, before: Date, limit: number): Promise<EmbryoImageRow[]> {
  return db
    .select({ image: embryoImages })
    .from(embryoImages)
    .leftJoin(embryoAnalyses, eq(embryoAnalyses.imageId, embryoImages.id))
    .where(
      and(
        sql`${embryoAnalyses.id} is null`,
        sql`${embryoImages.createdAt} < ${before.toISOString()}::timestamptz`,
      ),
    )
    .limit(limit)
    .then((rows) => rows.map((r) => r.image));
}

const analysisViews = (db: DbOrTx) =>
  db
    .select({
      analysis: embryoAnalyses,
      image: embryoImages,
      uploader: personColumns(uploader),
      patient: personColumns(patient),
      requester: personColumns(requester),
      reviewer: personColumns(reviewer),
    })
    .from(embryoAnalyses)
    .innerJoin(embryoImages, eq(embryoImages.id, embryoAnalyses.imageId))
    .innerJoin(uploader, eq(uploader.id, embryoImages.uploadedById))
    .leftJoin(patient, eq(patient.id, embryoImages.patientId))
    .innerJoin(requester, eq(requester.id, embryoAnalyses.requestedById))
    .leftJoin(reviewer, eq(reviewer.id, embryoAnalyses.reviewedById))
    .$dynamic();

export async function findAnalysisView(db: DbOrTx, id: number): Promise<EmbryoAnalysisView | undefined> {
  const [row] = await analysisViews(db).where(eq(embryoAnalyses.id, id)).limit(1);
  return row;
}

export async function findAnalysisOfImage(
  db: DbOrTx,
  imageId: number,
): Promise<EmbryoAnalysisRow | undefined> {
  const [row] = await db.select().from(embryoAnalyses).where(eq(embryoAnalyses.imageId, imageId)).limit(1);
  return row;
}

/** A page of what the viewer may read, newest first; `patientId` narrows it to one patient. */
export async function analysisPage(
  db: DbOrTx,
  where: SQL,
  page: { skip: number; limit: number; patientId?: number },
): Promise<{ rows: EmbryoAnalysisView[]; total: number }> {
  const filter = and(
    where,
    page.patientId === undefined ? undefined : eq(embryoImages.patientId, page.patientId),
  );
  const [rows, totals] = await Promise.all([
    analysisViews(db)
      .where(filter)
      .orderBy(desc(embryoAnalyses.createdAt), desc(embryoAnalyses.id))
      .offset(page.skip)
      .limit(page.limit),
    db
      .select({ n: count() })
      .from(embryoAnalyses)
      .innerJoin(embryoImages, eq(embryoImages.id, embryoAnalyses.imageId))
      .where(filter),
  ]);
  return { rows, total: totals[0]!.n };
}

/** Whether the viewer may read this picture (and its analysis). */
export async function isReadable(
  db: DbOrTx,
  imageId: number,
  viewerId: number,
  options: { professional: boolean },
): Promise<boolean> {
  const [row] = await db
    .select({ id: embryoImages.id })
    .from(embryoImages)
    .where(and(eq(embryoImages.id, imageId), readableBy(viewerId, options)))
    .limit(1);
  return Boolean(row);
}

export async function insertAnalysis(
  db: DbOrTx,
  values: {
    imageId: number;
    requestedById: number;
    patientAge: number;
    dayOfDevelopment: number;
    developmentStage: string;
    progressLabel: string;
    now: Date;
  },
): Promise<EmbryoAnalysisRow> {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(embryoAnalyses)
    .values({ ...rest, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export type AnalysisChanges = Partial<
  Omit<EmbryoAnalysisRow, 'id' | 'imageId' | 'requestedById' | 'createdAt' | 'updatedAt'>
>;

export async function updateAnalysis(
  db: DbOrTx,
  id: number,
  changes: AnalysisChanges,
  now: Date,
): Promise<EmbryoAnalysisRow | undefined> {
  const [row] = await db
    .update(embryoAnalyses)
    .set({ ...changes, updatedAt: now })
    .where(eq(embryoAnalyses.id, id))
    .returning();
  return row;
}

/** Moves the progress forward only: a late, lower report never rewinds what the page shows. */
export const advanceProgress = (db: DbOrTx, id: number, progress: number, label: string, now: Date) =>
  db
    .update(embryoAnalyses)
    .set({ progress, progressLabel: label, updatedAt: now })
    .where(and(eq(embryoAnalyses.id, id), sql`${embryoAnalyses.progress} < ${progress}`));

/** The ids of whoever should hear of an analysis's progress: its uploader, its patient and who started it. */
export async function listenersOf(db: DbOrTx, imageId: number): Promise<number[]> {
  const [row] = await db
    .select({
      uploader: embryoImages.uploadedById,
      patient: embryoImages.patientId,
      requester: embryoAnalyses.requestedById,
    })
    .from(embryoImages)
    .leftJoin(embryoAnalyses, eq(embryoAnalyses.imageId, embryoImages.id))
    .where(eq(embryoImages.id, imageId))
    .limit(1);
  if (!row) return [];
  return [...new Set([row.uploader, row.patient, row.requester].filter((id): id is number => id !== null))];
}
