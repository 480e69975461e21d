import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EmbryoAssessment } from '@fertilia/contracts';
import { belongsTo, instant, serialId, timestamps } from './columns';
import { optionalUserRef, userRef } from './user-columns';
import { users } from './users';

/**
 * A picture of an embryo (spec 02 §3; ADR 021), stored privately through the storage adapter (area `embryo`).
 * `uploaded_by_id` uploaded it; `patient_id` is whose embryo it is (herself when a patient uploads; a patient
 * of hers, or nobody named, when a professional does). Deleting either account deletes the picture.
 * `status` is spec 02's: uploaded, then analyzing, then analyzed (or failed).
 */
export const embryoImages = pgTable(
  'embryo_images',
  {
    id: serialId(),
    uploadedById: userRef('uploaded_by_id'),
    patientId: integer('patient_id').references(() => users.id, { onDelete: 'cascade' }),
    embryoLabel: text('embryo_label'),
    storageName: text('storage_name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    status: text('status').notNull().default('uploaded'),
    ...timestamps(),
  },
  (t) => [
    index('embryo_images_uploaded_by_idx').on(t.uploadedById, t.createdAt.desc(), t.id.desc()),
    index('embryo_images_patient_idx').on(t.patientId, t.createdAt.desc(), t.id.desc()),
    check('embryo_images_status_ck', sql`${t.status} in ('uploaded', 'analyzing', 'analyzed', 'failed')`),
  ],
);
export type EmbryoImageRow = typeof embryoImages.$inferSelect;

/**
 * The analysis of one picture: the inputs it was started with, its progress while the job runs, and what it
 * found, kept as computed with the method's version. `grade` is the standing grade: ours until an expert or
 * doctor reviews it, hers after (`ai_grade` keeps ours; both versions are also in the audit log).
 */
export const embryoAnalyses = pgTable(
  'embryo_analyses',
  {
    id: serialId(),
    imageId: belongsTo('image_id', () => embryoImages.id),
    requestedById: userRef('requested_by_id'),
    patientAge: integer('patient_age').notNull(),
    dayOfDevelopment: integer('day_of_development').notNull(),
    developmentStage: text('development_stage').notNull(),
    progress: integer('progress').notNull().default(0),
    progressLabel: text('progress_label').notNull().default('Waiting to start'),
    method: text('method'),
    aiGrade: text('ai_grade'),
    grade: text('grade'),
    fragmentationPercentage: real('fragmentation_percentage'),
    symmetryScore: real('symmetry_score'),
    multinucleationDetected: boolean('multinucleation_detected'),
    implantationPotentialScore: real('implantation_potential_score'),
    aiConfidenceScore: real('ai_confidence_score'),
    detailedAssessment: jsonb('detailed_assessment').$type<EmbryoAssessment>(),
    error: text('error'),
    reviewComment: text('review_comment'),
    reviewedById: optionalUserRef('reviewed_by_id'),
    reviewedAt: instant('reviewed_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('embryo_analyses_image_uq').on(t.imageId),
    index('embryo_analyses_requested_by_idx').on(t.requestedById, t.createdAt.desc(), t.id.desc()),
    check('embryo_analyses_age_ck', sql`${t.patientAge} between 18 and 65`),
    check('embryo_analyses_day_ck', sql`${t.dayOfDevelopment} between 1 and 7`),
    check('embryo_analyses_progress_ck', sql`${t.progress} between 0 and 100`),
  ],
);
export type EmbryoAnalysisRow = typeof embryoAnalyses.$inferSelect;
