import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { ivfPredictions, users, type IvfPredictionResult } from '../../db/schema';
import type { IvfInputs } from '@fertilia/contracts';

const computer = alias(users, 'computed_by');
const patient = alias(users, 'patient');

const selection = {
  prediction: ivfPredictions,
  patient: {
    id: patient.id,
    firstName: patient.firstName,
    lastName: patient.lastName,
    username: patient.username,
  },
  computedBy: {
    id: computer.id,
    firstName: computer.firstName,
    lastName: computer.lastName,
    username: computer.username,
  },
};

export type IvfPerson = { id: number; firstName: string | null; lastName: string | null; username: string };

export type IvfPredictionView = {
  prediction: typeof ivfPredictions.$inferSelect;
  patient: IvfPerson;
  computedBy: IvfPerson | null;
};

const views = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(selection)
    .from(ivfPredictions)
    .innerJoin(patient, eq(patient.id, ivfPredictions.patientId))
    .leftJoin(computer, eq(computer.id, ivfPredictions.computedById))
    .where(where);

export async function insertPrediction(
  db: DbOrTx,
  values: {
    patientId: number;
    computedById: number | null;
    inputs: IvfInputs;
    modelVersion: string;
    result: IvfPredictionResult;
  },
): Promise<IvfPredictionView> {
  const [row] = await db
    .insert(ivfPredictions)
    .values({ ...values, age: values.inputs.age })
    .returning({ id: ivfPredictions.id });
  return (await findPrediction(db, row!.id))!;
}

export const findPrediction = async (db: DbOrTx, id: number): Promise<IvfPredictionView | undefined> =>
  (await views(db, eq(ivfPredictions.id, id)).limit(1))[0];

/** Who a list is about: her own predictions, or those a professional computed (for one patient, or all). */
export type PredictionScope = { patientId: number } | { computedById: number; patientId?: number };

const whereOf = (scope: PredictionScope) =>
  'computedById' in scope
    ? and(
        eq(ivfPredictions.computedById, scope.computedById),
        scope.patientId === undefined ? undefined : eq(ivfPredictions.patientId, scope.patientId),
      )
    : eq(ivfPredictions.patientId, scope.patientId);

export async function predictionPage(
  db: DbOrTx,
  scope: PredictionScope,
  page: { skip: number; limit: number },
): Promise<{ rows: IvfPredictionView[]; total: number }> {
  const where = whereOf(scope);
  const [rows, totals] = await Promise.all([
    views(db, where)
      .orderBy(desc(ivfPredictions.createdAt), desc(ivfPredictions.id))
      .offset(page.skip)
      .limit(page.limit),
    db.select({ n: count() }).from(ivfPredictions).where(where),
  ]);
  return { rows, total: totals[0]!.n };
}
