import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { IvfInputs, IvfPrediction } from '@fertilia/contracts';
import { createdAt, serialId } from './columns';
import { optionalUserRef, userRef } from './user-columns';

/** What the answer says beyond its inputs, stored as computed so a later model never rewrites it. */
export type IvfPredictionResult = Pick<
  IvfPrediction,
  'one_cycle' | 'three_cycles' | 'age_band' | 'extrapolated' | 'factors' | 'explanation' | 'notes'
>;

/**
 * An IVF success prediction (spec 02 §3; ADR 018), stored with the inputs and the model version that made it.
 * `patient_id` is whom it is about; `computed_by_id` the expert or doctor who made it for her (null when she
 * did it herself).
 */
export const ivfPredictions = pgTable(
  'ivf_predictions',
  {
    id: serialId(),
    publicId: uuid('public_id').notNull().defaultRandom(),
    patientId: userRef('patient_id'),
    computedById: optionalUserRef('computed_by_id'),
    inputs: jsonb('inputs').$type<IvfInputs>().notNull(),
    modelVersion: text('model_version').notNull(),
    result: jsonb('result').$type<IvfPredictionResult>().notNull(),
    age: integer('age').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ivf_predictions_public_id_uq').on(t.publicId),
    index('ivf_predictions_patient_idx').on(t.patientId, t.createdAt.desc(), t.id.desc()),
    index('ivf_predictions_computed_by_idx').on(t.computedById, t.createdAt.desc(), t.id.desc()),
    check('ivf_predictions_age_ck', sql`${t.age} between 18 and 65`),
  ],
);
export type IvfPredictionRow = typeof ivfPredictions.$inferSelect;
