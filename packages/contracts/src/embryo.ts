import { z } from 'zod';
import { databaseId, pageOf, pagingQuery } from './common';
import { CONSULTATION_MESSAGES } from './consultation-rules';

/*
 * Embryo image analysis (spec 02 §3, §7; issue 22; ADR 021). An expert, a doctor or a patient uploads a
 * picture of an embryo; the analysis measures what embryologists look at, names a grade on the scale for the
 * day (Gardner for blastocysts, the Istanbul consensus for cleavage-stage embryos and morulae), says how sure
 * it is from the picture's quality, and estimates the chance of implantation from the grade and her age. An
 * expert or doctor confirms or corrects the grade. It supports the embryologist and never replaces her.
 * Spec 02: JPEG or PNG under 10MB, age 18–65, day 1–7, 20 a page, and 'Authentication required' without a
 * token.
 */

/** "Under 10MB": a file of exactly 10 MiB is refused. */
export const EMBRYO_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const EMBRYO_PAGE_SIZE = 20;
export const EMBRYO_AGE_MIN = 18;
export const EMBRYO_AGE_MAX = 65;
export const EMBRYO_DAY_MIN = 1;
export const EMBRYO_DAY_MAX = 7;
export const EMBRYO_LABEL_MAX = 50;
export const EMBRYO_REVIEW_COMMENT_MAX = 1000;
/** The stored picture fits this square (the analysis reads it at this size too); never enlarged. */
export const EMBRYO_IMAGE_BOUNDS = 1024;
/** Below this confidence the result says plainly that the picture is too poor to rely on. */
export const EMBRYO_LOW_CONFIDENCE = 0.5;

/** Spec 02 status: uploaded, then analyzing, then analyzed; failed when the picture could not be read. */
export const EMBRYO_IMAGE_STATUSES = ['uploaded', 'analyzing', 'analyzed', 'failed'] as const;
export type EmbryoImageStatus = (typeof EMBRYO_IMAGE_STATUSES)[number];

export const DEVELOPMENT_STAGES = ['zygote', 'cleavage', 'morula', 'blastocyst'] as const;
export type DevelopmentStage = (typeof DEVELOPMENT_STAGES)[number];
export const DEVELOPMENT_STAGE_LABELS: Record<DevelopmentStage, string> = {
  zygote: 'Zygote (day 1)',
  cleavage: 'Cleavage stage (day 2–3)',
  morula: 'Morula (day 4)',
  blastocyst: 'Blastocyst (day 5–7)',
};
/** Which stage a day of development is, as embryologists count them (day 0 is the egg collection). */
export const stageOfDay = (day: number): DevelopmentStage =>
  day <= 1 ? 'zygote' : day <= 3 ? 'cleavage' : day === 4 ? 'morula' : 'blastocyst';

/**
 * The named scales: Gardner and Schoolcraft's for blastocysts (expansion 1–6, inner cell mass and
 * trophectoderm A–C), the Istanbul consensus (ESHRE/ALPHA 2011) grades 1–3 for cleavage-stage embryos and for
 * morulae. A zygote is not graded from one picture: pronuclei need the embryologist's eye or time-lapse.
 */
export const GRADING_SCALES = ['gardner', 'istanbul_cleavage', 'istanbul_morula'] as const;
export type GradingScale = (typeof GRADING_SCALES)[number];
export const scaleOfStage = (stage: DevelopmentStage): GradingScale | null =>
  stage === 'blastocyst'
    ? 'gardner'
    : stage === 'cleavage'
      ? 'istanbul_cleavage'
      : stage === 'morula'
        ? 'istanbul_morula'
        : null;
export const GRADING_SCALE_LABELS: Record<GradingScale, string> = {
  gardner: 'Gardner blastocyst grade',
  istanbul_cleavage: 'Istanbul consensus, cleavage stage',
  istanbul_morula: 'Istanbul consensus, morula',
};
export const GARDNER_QUALITIES = ['A', 'B', 'C'] as const;
export type GardnerQuality = (typeof GARDNER_QUALITIES)[number];
/** "4AB": expansion 1–6, then inner cell mass and trophectoderm; 1 and 2 may stand alone (not yet gradable). */
const GARDNER_GRADE = /^(?:[1-6][ABC]{2}|[12])$/;
const ISTANBUL_GRADE = /^[123]$/;
export const isGradeOnScale = (scale: GradingScale, grade: string): boolean =>
  (scale === 'gardner' ? GARDNER_GRADE : ISTANBUL_GRADE).test(grade);

export const EMBRYO_MESSAGES = {
  fileRequired: 'Choose a JPEG or PNG image of the embryo',
  fileType: 'The file must be a JPEG or PNG image',
  fileTooLarge: 'The image must be under 10MB',
  imageId: 'Image ID must be a positive whole number',
  analysisId: 'Invalid analysis ID',
  patientId: 'Invalid patient ID',
  age: `Patient age must be between ${EMBRYO_AGE_MIN} and ${EMBRYO_AGE_MAX}`,
  day: `Day of development must be between ${EMBRYO_DAY_MIN} and ${EMBRYO_DAY_MAX}`,
  label: `The embryo's label must be 1 to ${EMBRYO_LABEL_MAX} characters`,
  gradeGardner:
    'A Gardner grade is the expansion 1–6 followed by the inner cell mass and trophectoderm A–C, such as 4AA',
  gradeIstanbul: 'An Istanbul grade is 1 (good), 2 (fair) or 3 (poor)',
  gradeNotGradable: 'A day-1 zygote has no grade on a named scale',
  commentRequired: 'Say why you confirm or correct the grade',
  commentTooLong: `The comment must be at most ${EMBRYO_REVIEW_COMMENT_MAX} characters`,
  imageNotFound: 'Embryo image not found',
  analysisNotFound: 'Analysis not found',
  patientNotFound: CONSULTATION_MESSAGES.patientNotFound,
  patientOnlyForProfessionals: 'Only an expert or a doctor may upload for a patient',
  alreadyAnalysed: 'This image already has an analysis: run it again with /api/embryo/analyze/',
  notAnalysedYet: 'Start the analysis with the patient’s age and the day of development first',
  busy: 'This image is being analysed; wait for the result',
  reviewersOnly: 'Only an expert or a doctor may review a grade',
  notReviewable: 'Only a finished analysis can be reviewed',
  deleted: 'Analysis deleted',
  uploadFailed: 'Unable to upload the image. Please try again.',
  analysisFailed: 'The picture could not be analysed',
} as const;

const age = z
  .number({ error: EMBRYO_MESSAGES.age })
  .int(EMBRYO_MESSAGES.age)
  .min(EMBRYO_AGE_MIN, EMBRYO_MESSAGES.age)
  .max(EMBRYO_AGE_MAX, EMBRYO_MESSAGES.age);
const day = z
  .number({ error: EMBRYO_MESSAGES.day })
  .int(EMBRYO_MESSAGES.day)
  .min(EMBRYO_DAY_MIN, EMBRYO_MESSAGES.day)
  .max(EMBRYO_DAY_MAX, EMBRYO_MESSAGES.day);
const embryoLabel = z
  .string({ error: EMBRYO_MESSAGES.label })
  .trim()
  .min(1, EMBRYO_MESSAGES.label)
  .max(EMBRYO_LABEL_MAX, EMBRYO_MESSAGES.label);

/**
 * The text fields of the upload form (the picture is the file field `file`). A professional may name the
 * patient it belongs to (one of hers) and the clinic's label of the embryo; without a label it is "E<id>".
 */
export const embryoUploadFieldsSchema = z.object({
  patient_id: databaseId(EMBRYO_MESSAGES.patientId).optional(),
  embryo_id: embryoLabel.optional(),
});
export type EmbryoUploadFields = z.input<typeof embryoUploadFieldsSchema>;

/** Spec 02: image_id, patient_age 18–65, day_of_development 1–7. */
export const embryoAnalysisCreateSchema = z.object({
  image_id: databaseId(EMBRYO_MESSAGES.imageId, { coerce: false }),
  patient_age: age,
  day_of_development: day,
});
export type EmbryoAnalysisCreate = z.input<typeof embryoAnalysisCreateSchema>;

/** Runs the analysis of an image again (after a failure, or under a newer method), with the same inputs. */
export const embryoAnalyzeSchema = z.object({
  image_id: databaseId(EMBRYO_MESSAGES.imageId, { coerce: false }),
});
export type EmbryoAnalyze = z.input<typeof embryoAnalyzeSchema>;

/**
 * An expert's or doctor's review: the grade she gives (the same as ours confirms it, another corrects it) and
 * why. The grade is checked against the analysis's own scale by the API (`isGradeOnScale`).
 */
export const embryoReviewSchema = z.object({
  grade: z
    .string({ error: EMBRYO_MESSAGES.gradeGardner })
    .trim()
    .toUpperCase()
    .min(1, EMBRYO_MESSAGES.gradeGardner)
    .max(3, EMBRYO_MESSAGES.gradeGardner),
  comment: z
    .string({ error: EMBRYO_MESSAGES.commentRequired })
    .trim()
    .min(1, EMBRYO_MESSAGES.commentRequired)
    .max(EMBRYO_REVIEW_COMMENT_MAX, EMBRYO_MESSAGES.commentTooLong),
});
export type EmbryoReview = z.input<typeof embryoReviewSchema>;

export const embryoAnalysisIdParam = z.object({ id: databaseId(EMBRYO_MESSAGES.analysisId) });
export const embryoImageIdParam = z.object({ id: databaseId(EMBRYO_MESSAGES.imageId) });
/** Paging (20 a page, newest first), optionally one patient's (a professional's patient, or herself). */
export const embryoListQuery = pagingQuery(EMBRYO_PAGE_SIZE).extend({
  patient_id: databaseId(EMBRYO_MESSAGES.patientId).optional(),
});
export type EmbryoListQuery = z.input<typeof embryoListQuery>;

const person = z.object({ id: z.number().int(), name: z.string() });

/** A stored picture. `file_url` needs the bearer token: embryo pictures are health data, never public. */
export const embryoImageSchema = z.object({
  id: z.number().int(),
  status: z.enum(EMBRYO_IMAGE_STATUSES),
  embryo_id: z.string(),
  patient: person.nullable(),
  uploaded_by: person,
  width: z.number().int(),
  height: z.number().int(),
  file_url: z.string(),
  analysis_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EmbryoImage = z.infer<typeof embryoImageSchema>;

/** One measurement behind the grade, in words a patient can follow. */
export const embryoMeasurementSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** null: could not be measured on this picture (the note says why). */
  value: z.number().nullable(),
  unit: z.string().nullable(),
  note: z.string(),
});
export type EmbryoMeasurement = z.infer<typeof embryoMeasurementSchema>;

export const OUTLINE_KINDS = [
  'zona',
  'embryo',
  'blastocoel',
  'inner_cell_mass',
  'trophectoderm',
  'cell',
  'fragment',
] as const;
export type OutlineKind = (typeof OUTLINE_KINDS)[number];
/** A closed polygon in the stored picture's pixels. */
export const outlineShapeSchema = z.object({
  kind: z.enum(OUTLINE_KINDS),
  points: z.array(z.tuple([z.number(), z.number()])),
});
export type OutlineShape = z.infer<typeof outlineShapeSchema>;

/** The picture's quality, each 0–1: focus (sharpness), contrast, and how well the outline fits the edges. */
export const imageQualitySchema = z.object({
  focus: z.number().min(0).max(1),
  contrast: z.number().min(0).max(1),
  outline_fit: z.number().min(0).max(1),
});
export type ImageQuality = z.infer<typeof imageQualitySchema>;

export const gardnerPartsSchema = z.object({
  expansion: z.number().int().min(1).max(6),
  /** null for expansion 1–2, where the inner cell mass and trophectoderm cannot be told apart yet. */
  icm: z.enum(GARDNER_QUALITIES).nullable(),
  te: z.enum(GARDNER_QUALITIES).nullable(),
});
export type GardnerParts = z.infer<typeof gardnerPartsSchema>;

/** A clinic's own validated model, when one is configured (EMBRYO_MODEL_PATH): its answer beside ours. */
export const clinicModelResultSchema = z.object({
  name: z.string(),
  version: z.string(),
  /** Who validated it, on what data, as the clinic's manifest says; shown beside its answer. */
  validation: z.string().nullable(),
  label: z.string(),
  probability: z.number().min(0).max(1),
  scores: z.array(z.object({ label: z.string(), probability: z.number().min(0).max(1) })),
});
export type ClinicModelResult = z.infer<typeof clinicModelResultSchema>;

/** Everything behind the headline figures: what was measured, how sure, and what it means. */
export const embryoAssessmentSchema = z.object({
  summary: z.string(),
  grading_scale: z.enum(GRADING_SCALES).nullable(),
  grade_explanation: z.string(),
  gardner: gardnerPartsSchema.nullable(),
  istanbul_grade: z.number().int().min(1).max(3).nullable(),
  measurements: z.array(embryoMeasurementSchema),
  image_quality: imageQualitySchema,
  low_confidence: z.boolean(),
  confidence_note: z.string().nullable(),
  multinucleation_note: z.string(),
  implantation_note: z.string(),
  outline: z.object({
    width: z.number().int(),
    height: z.number().int(),
    shapes: z.array(outlineShapeSchema),
  }),
  method: z.string(),
  clinic_model: clinicModelResultSchema.nullable(),
});
export type EmbryoAssessment = z.infer<typeof embryoAssessmentSchema>;

/** The expert's or doctor's word on the grade; `grade` of the analysis is hers from then on. */
export const embryoReviewResultSchema = z.object({
  grade: z.string(),
  agrees: z.boolean(),
  comment: z.string(),
  reviewed_by: person,
  reviewed_at: z.string(),
});
export type EmbryoReviewResult = z.infer<typeof embryoReviewResultSchema>;

/**
 * Spec 02's analysis, with what a result needs around it. While `status` is analyzing, the measured fields
 * are null and `progress` (0–100) moves; `grade` is the reviewer's once reviewed, `ai_grade` always ours.
 */
export const embryoAnalysisSchema = z.object({
  id: z.number().int(),
  image_id: z.number().int(),
  embryo_id: z.string(),
  patient: person.nullable(),
  requested_by: person,
  patient_age: z.number().int(),
  day_of_development: z.number().int(),
  status: z.enum(EMBRYO_IMAGE_STATUSES),
  progress: z.number().int().min(0).max(100),
  progress_label: z.string(),
  development_stage: z.enum(DEVELOPMENT_STAGES),
  grade: z.string().nullable(),
  ai_grade: z.string().nullable(),
  fragmentation_percentage: z.number().nullable(),
  symmetry_score: z.number().nullable(),
  /** null: not assessable on this picture (detailed_assessment.multinucleation_note says why). */
  multinucleation_detected: z.boolean().nullable(),
  implantation_potential_score: z.number().min(0).max(1).nullable(),
  ai_confidence_score: z.number().min(0).max(1).nullable(),
  detailed_assessment: embryoAssessmentSchema.nullable(),
  review: embryoReviewResultSchema.nullable(),
  error: z.string().nullable(),
  image: embryoImageSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type EmbryoAnalysis = z.infer<typeof embryoAnalysisSchema>;
export const embryoAnalysisPageSchema = pageOf(embryoAnalysisSchema);
export type EmbryoAnalysisPage = z.infer<typeof embryoAnalysisPageSchema>;

/** The live `embryo_analysis_update` event, to the sockets of whoever may read the analysis. */
export const embryoAnalysisUpdateEventSchema = z.object({
  analysis_id: z.number().int(),
  image_id: z.number().int(),
  status: z.enum(EMBRYO_IMAGE_STATUSES),
  progress: z.number().int().min(0).max(100),
  progress_label: z.string(),
});
export type EmbryoAnalysisUpdateEvent = z.infer<typeof embryoAnalysisUpdateEventSchema>;
