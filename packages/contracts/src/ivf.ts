import { z } from 'zod';
import { databaseId, pageOf, pagingQuery } from './common';
import { CONSULTATION_MESSAGES } from './consultation-rules';

/*
 * IVF success prediction (spec 02 §3, §7; ADR 018). The chance of a live birth from one started IVF cycle,
 * fitted on the UK register's 2017 cycles and validated on its 2018 cycles; AMH and FSH, which the register
 * lacks, adjust it by published effect sizes. Spec 02: age 18–65, AMH and FSH 0–100, page size 20, the toast
 * 'Prediction Created', and 'Authentication required' without a token.
 */

export const IVF_AGE_MIN = 18;
export const IVF_AGE_MAX = 65;
/** The register's oldest band ends at 50: above it the answer is an extrapolation, said so, with a wide interval. */
export const IVF_REGISTER_AGE_MAX = 50;
export const IVF_LEVEL_MAX = 100;
export const IVF_BMI_MIN = 15;
export const IVF_BMI_MAX = 60;
/** Cycles are counted up to this; the register's last group is "5 or more". */
export const IVF_PREVIOUS_CYCLES_MAX = 30;
export const IVF_PAGE_SIZE = 20;

/** AMH is reported in ng/mL (US) or pmol/L (UK, Europe); 1 ng/mL = 7.14 pmol/L. */
export const AMH_UNITS = ['ng/mL', 'pmol/L'] as const;
export type AmhUnit = (typeof AMH_UNITS)[number];
export const AMH_PMOL_PER_NG = 7.14;
export const amhInNgPerMl = (level: number, unit: AmhUnit): number =>
  unit === 'pmol/L' ? level / AMH_PMOL_PER_NG : level;

/** The register's causes of infertility, each a yes/no of its own (a couple may have several). */
export const IVF_CAUSES = ['tubal', 'ovulatory', 'male_factor', 'endometriosis', 'unexplained'] as const;
export type IvfCause = (typeof IVF_CAUSES)[number];
export const IVF_CAUSE_LABELS: Record<IvfCause, string> = {
  tubal: 'Tubal disease',
  ovulatory: 'Ovulatory disorder',
  male_factor: 'Male factor',
  endometriosis: 'Endometriosis',
  unexplained: 'Unexplained',
};

export const EGG_SOURCES = ['own', 'donor'] as const;
export type EggSource = (typeof EGG_SOURCES)[number];
export const EGG_SOURCE_LABELS: Record<EggSource, string> = { own: 'My own eggs', donor: 'Donor eggs' };

export const IVF_MESSAGES = {
  age: `Age must be between ${IVF_AGE_MIN} and ${IVF_AGE_MAX}`,
  amh: `AMH level must be between 0 and ${IVF_LEVEL_MAX}`,
  fsh: `FSH level must be between 0 and ${IVF_LEVEL_MAX}`,
  amhUnit: `AMH unit must be ${AMH_UNITS.join(' or ')}`,
  bmi: `BMI must be between ${IVF_BMI_MIN} and ${IVF_BMI_MAX}`,
  previousCycles: `Previous IVF cycles must be a whole number from 0 to ${IVF_PREVIOUS_CYCLES_MAX}`,
  cause: `A cause is one of ${IVF_CAUSES.join(', ')}`,
  causesRepeated: 'Name each cause once',
  eggSource: `Egg source must be ${EGG_SOURCES.join(' or ')}`,
  previousLiveBirth: 'Previous live birth must be true or false',
  patientId: 'Invalid patient ID',
  invalidId: 'Invalid prediction ID',
  created: 'Prediction Created',
  notFound: 'Prediction not found',
  patientNotFound: CONSULTATION_MESSAGES.patientNotFound,
  patientOnlyForProfessionals: 'Only an expert or a doctor may estimate for a patient',
  professionalNeedsPatient: 'Choose the patient this estimate is for',
  failed: 'Prediction failed',
} as const;

const level = (message: string) => z.number({ error: message }).min(0, message).max(IVF_LEVEL_MAX, message);

/** What she enters; the optional fields change the answer only through their documented terms (ADR 018). */
export const ivfPredictionCreateSchema = z.object({
  age: z
    .number({ error: IVF_MESSAGES.age })
    .int(IVF_MESSAGES.age)
    .min(IVF_AGE_MIN, IVF_MESSAGES.age)
    .max(IVF_AGE_MAX, IVF_MESSAGES.age),
  amh_level: level(IVF_MESSAGES.amh),
  amh_unit: z.enum(AMH_UNITS, { error: IVF_MESSAGES.amhUnit }).default('ng/mL'),
  fsh_level: level(IVF_MESSAGES.fsh),
  bmi: z
    .number({ error: IVF_MESSAGES.bmi })
    .min(IVF_BMI_MIN, IVF_MESSAGES.bmi)
    .max(IVF_BMI_MAX, IVF_MESSAGES.bmi)
    .nullish(),
  causes: z
    .array(z.enum(IVF_CAUSES, { error: IVF_MESSAGES.cause }))
    .refine((list) => new Set(list).size === list.length, IVF_MESSAGES.causesRepeated)
    .default([]),
  previous_ivf_cycles: z
    .number({ error: IVF_MESSAGES.previousCycles })
    .int(IVF_MESSAGES.previousCycles)
    .min(0, IVF_MESSAGES.previousCycles)
    .max(IVF_PREVIOUS_CYCLES_MAX, IVF_MESSAGES.previousCycles)
    .nullish(),
  previous_live_birth: z.boolean({ error: IVF_MESSAGES.previousLiveBirth }).nullish(),
  egg_source: z.enum(EGG_SOURCES, { error: IVF_MESSAGES.eggSource }).default('own'),
  /** An expert or doctor estimating for one of her patients names her; a patient never sends it. */
  patient_id: databaseId(IVF_MESSAGES.patientId, { coerce: false }).optional(),
});
export type IvfPredictionCreate = z.input<typeof ivfPredictionCreateSchema>;
export type IvfPredictionInput = z.output<typeof ivfPredictionCreateSchema>;

/** The inputs as stored, with AMH also in ng/mL (what the model reads). */
export const ivfInputsSchema = z.object({
  age: z.number().int(),
  amh_level: z.number(),
  amh_unit: z.enum(AMH_UNITS),
  amh_ng_ml: z.number(),
  fsh_level: z.number(),
  bmi: z.number().nullable(),
  causes: z.array(z.enum(IVF_CAUSES)),
  previous_ivf_cycles: z.number().int().nullable(),
  previous_live_birth: z.boolean().nullable(),
  egg_source: z.enum(EGG_SOURCES),
});
export type IvfInputs = z.infer<typeof ivfInputsSchema>;

/** A chance with its 95 % interval, each from 0 to 1. */
export const ivfChanceSchema = z.object({
  probability: z.number().min(0).max(1),
  low: z.number().min(0).max(1),
  high: z.number().min(0).max(1),
});
export type IvfChance = z.infer<typeof ivfChanceSchema>;

/** The terms of the model; each answer names the three that moved her estimate most. */
export const IVF_FACTORS = [
  'age',
  'egg_source',
  'previous_cycles',
  'previous_live_birth',
  'tubal',
  'ovulatory',
  'male_factor',
  'endometriosis',
  'unexplained',
  'bmi',
  'amh',
  'fsh',
] as const;
export type IvfFactor = (typeof IVF_FACTORS)[number];
/** Where a term's size comes from: our fit of the register, or published studies (AMH, FSH, BMI). */
export const IVF_FACTOR_SOURCES = ['register', 'literature'] as const;
export type IvfFactorSource = (typeof IVF_FACTOR_SOURCES)[number];

export const ivfFactorEffectSchema = z.object({
  factor: z.enum(IVF_FACTORS),
  /** What it says of her, e.g. "Age 38" or "AMH 0.6 ng/mL". */
  label: z.string(),
  direction: z.enum(['raises', 'lowers']),
  /** Her odds of a live birth with this term against the model's reference (1 = no change). */
  odds_ratio: z.number().positive(),
  source: z.enum(IVF_FACTOR_SOURCES),
});
export type IvfFactorEffect = z.infer<typeof ivfFactorEffectSchema>;

export const ivfPersonSchema = z.object({ id: z.number().int(), name: z.string() });

export const ivfPredictionSchema = z.object({
  id: z.number().int(),
  /** A stable public reference (spec 02 names it prediction_id). */
  prediction_id: z.string(),
  patient_id: z.number().int(),
  /** Whom it is about, by the name her care team knows (an expert's history names each patient). */
  patient: ivfPersonSchema,
  /** The expert or doctor who computed it for her; null when she did it herself. */
  computed_by: ivfPersonSchema.nullable(),
  inputs: ivfInputsSchema,
  model_version: z.string(),
  /** One started cycle, and cumulative over three started cycles. */
  one_cycle: ivfChanceSchema,
  three_cycles: ivfChanceSchema,
  /** The observed live-birth rate per started cycle of women in her age band in the register. */
  age_band: z.object({ label: z.string(), observed_rate: z.number(), cycles: z.number().int() }),
  /** True above the register's ages (51–65): a trend carried past the data, with a widened interval. */
  extrapolated: z.boolean(),
  factors: z.array(ivfFactorEffectSchema),
  explanation: z.string(),
  /** Caveats in plain words: what comes from the literature, what is extrapolated. */
  notes: z.array(z.string()),
  created_at: z.string(),
});
export type IvfPrediction = z.infer<typeof ivfPredictionSchema>;

export const ivfPredictionPageSchema = pageOf(ivfPredictionSchema);
export type IvfPredictionPage = z.infer<typeof ivfPredictionPageSchema>;

/** Her own predictions; an expert or doctor sees those she computed, optionally for one patient. */
export const ivfPredictionListQuery = pagingQuery(IVF_PAGE_SIZE).extend({
  patient_id: databaseId(IVF_MESSAGES.patientId).optional(),
});
export type IvfPredictionListQuery = z.input<typeof ivfPredictionListQuery>;

export const ivfPredictionIdParam = z.object({ id: databaseId(IVF_MESSAGES.invalidId) });

/** One point of a calibration chart: what the model said against what happened. */
export const ivfCalibrationPointSchema = z.object({
  label: z.string(),
  predicted: z.number(),
  observed: z.number(),
  cycles: z.number().int(),
});
export type IvfCalibrationPoint = z.infer<typeof ivfCalibrationPointSchema>;

/** How far to trust the model: its validation on cycles it never saw (the register's 2018 cycles). */
export const ivfModelCardSchema = z.object({
  version: z.string(),
  fitted_on: z.object({ year: z.number().int(), cycles: z.number().int() }),
  validated_on: z.object({ year: z.number().int(), cycles: z.number().int() }),
  brier: z.number(),
  auc: z.number(),
  by_age_band: z.array(ivfCalibrationPointSchema),
  by_decile: z.array(ivfCalibrationPointSchema),
  /** On the 2018 cycles the US CDC estimator's formulas can score (its per-retrieval chance). */
  cdc_comparison: z.object({ cycles: z.number().int(), brier_ours: z.number(), brier_cdc: z.number() }),
});
export type IvfModelCard = z.infer<typeof ivfModelCardSchema>;

/** 0.2345 → "23%"; chances and their intervals are shown in whole percent, a small one as "under 1%". */
export const chanceInPercent = (chance: number): string =>
  chance > 0 && chance < 0.005 ? 'under 1%' : `${Math.round(chance * 100)}%`;
