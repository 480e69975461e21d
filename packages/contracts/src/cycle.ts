// contract ready
import { z } from 'zod';
import { pagingQuery, someFieldGiven } from './common';
import { MESSAGES } from './messages';
import { TIME_ZONE_INVALID } from './time-zone';

/** Spec 02 §3/§5/§7/§9 cycle-tracking rules and numbers, each named once. */
export const CYCLE_DAYS_PAGE_SIZE = 100;
/** How far a patient's "today" (and a logged date) may lie ahead of or behind the server's UTC date. */
export const CYCLE_TODAY_TOLERANCE_DAYS = 1;
/** Spec 02 §9: cycle days stay fresh 5 min; a prediction 10 min and is retried up to 3 times. */
export const CYCLE_DAYS_STALE_MS = 5 * 60_000;
export const CYCLE_PREDICTION_STALE_MS = 10 * 60_000;
export const CYCLE_PREDICTION_RETRIES = 3;
/**
 * Spec 02 §3/§9 "36.5 for an empty day": the value an empty day's temperature control starts from. A day
 * stores `null` until the patient records a reading, so an untouched default never counts as a measurement.
 */
export const DEFAULT_TEMPERATURE_C = 36.5;
/** Basal body temperatures a thermometer can plausibly give; anything else is a typing mistake. */
export const TEMPERATURE_MIN_C = 34;
export const TEMPERATURE_MAX_C = 42;
/** At or above this a reading is fever, never a basal temperature, and the rise detector leaves it out. */
export const FEVER_THRESHOLD_C = 37.5;
export const CYCLE_NOTES_MAX = 1000;
export const CYCLE_SYMPTOMS_MAX = 20;
export const CYCLE_IMPORT_MAX_ROWS = 1000;
/** Reminders may come 0 (on the day) to 7 days ahead. */
export const REMINDER_DAYS_MIN = 0;
export const REMINDER_DAYS_MAX = 7;
/** A due reminder goes out from this hour of the patient's own day (the scheduler ticks hourly), never at night. */
export const REMINDER_LOCAL_HOUR = 8;
/** Zone of reminder settings saved before the patient's own zone was known. */
export const DEFAULT_REMINDER_TIME_ZONE = 'UTC';

/** Spec 02 §3: flow none/light/medium/heavy; "spotting" is accepted on input and stored as light. */
export const CYCLE_FLOWS = ['none', 'light', 'medium', 'heavy'] as const;
export type CycleFlow = (typeof CYCLE_FLOWS)[number];
export const CYCLE_FLOW_LABELS: Record<CycleFlow, string> = {
  none: 'None',
  light: 'Light / spotting',
  medium: 'Medium',
  heavy: 'Heavy',
};

export const CYCLE_SYMPTOMS = [
  'cramps',
  'bloating',
  'headache',
  'breast_tenderness',
  'back_pain',
  'ovulation_pain',
  'fatigue',
  'mood_swings',
  'anxiety',
  'acne',
  'nausea',
  'cravings',
  'insomnia',
  'hot_flashes',
  'dizziness',
  'diarrhea',
  'constipation',
  'increased_libido',
] as const;
export type CycleSymptom = (typeof CYCLE_SYMPTOMS)[number];
export const CYCLE_SYMPTOM_LABELS: Record<CycleSymptom, string> = {
  cramps: 'Cramps',
  bloating: 'Bloating',
  headache: 'Headache',
  breast_tenderness: 'Breast tenderness',
  back_pain: 'Back pain',
  ovulation_pain: 'Ovulation pain',
  fatigue: 'Fatigue',
  mood_swings: 'Mood swings',
  anxiety: 'Anxiety',
  acne: 'Acne',
  nausea: 'Nausea',
  cravings: 'Cravings',
  insomnia: 'Insomnia',
  hot_flashes: 'Hot flashes',
  dizziness: 'Dizziness',
  diarrhea: 'Diarrhoea',
  constipation: 'Constipation',
  increased_libido: 'Increased libido',
};

/** Cervical mucus as fertility-awareness methods chart it, from least to most fertile. */
export const CERVICAL_MUCUS_TYPES = ['dry', 'sticky', 'creamy', 'watery', 'egg_white'] as const;
export type CervicalMucus = (typeof CERVICAL_MUCUS_TYPES)[number];
export const CERVICAL_MUCUS_LABELS: Record<CervicalMucus, string> = {
  dry: 'Dry',
  sticky: 'Sticky',
  creamy: 'Creamy',
  watery: 'Watery',
  egg_white: 'Egg white (clear, stretchy)',
};

export const LH_TEST_RESULTS = ['negative', 'positive'] as const;
export type LhTestResult = (typeof LH_TEST_RESULTS)[number];
export const LH_TEST_LABELS: Record<LhTestResult, string> = { negative: 'Negative', positive: 'Positive' };

export const CYCLE_PHASES = ['menstrual', 'follicular', 'ovulation', 'luteal'] as const;
export type CyclePhase = (typeof CYCLE_PHASES)[number];
export const CYCLE_PHASE_LABELS: Record<CyclePhase, string> = {
  menstrual: 'Menstrual',
  follicular: 'Follicular',
  ovulation: 'Ovulation',
  luteal: 'Luteal',
};
/** Chance of conception that day, after Wilcox et al. 1995: peak the two days before ovulation. */
export const FERTILITY_STATUSES = ['low', 'medium', 'high', 'peak'] as const;
export type FertilityStatus = (typeof FERTILITY_STATUSES)[number];
export const FERTILITY_STATUS_LABELS: Record<FertilityStatus, string> = {
  low: 'Low fertility',
  medium: 'Medium fertility',
  high: 'High fertility',
  peak: 'Peak fertility',
};
/** How the ovulation of the current cycle is known: estimated from the calendar, or confirmed by a sign. */
export const OVULATION_SOURCES = ['calendar', 'temperature', 'lh_test', 'temperature_and_lh'] as const;
export type OvulationSource = (typeof OVULATION_SOURCES)[number];
/**
 * Where the cycle length comes from, named for the data actually used: `personal` from three of her own
 * completed cycles on; `blended` for one or two of hers weighed with a prior (her profile's length when she
 * stated one, else population figures); with none of hers, `profile` (exactly her stated length) or
 * `population`.
 */
export const CYCLE_LENGTH_SOURCES = ['personal', 'blended', 'profile', 'population'] as const;
export type CycleLengthSource = (typeof CYCLE_LENGTH_SOURCES)[number];
/** Where the last period start comes from: her logged days, or the last period date of her medical profile. */
export const LAST_PERIOD_SOURCES = ['logged', 'profile'] as const;
export type LastPeriodSource = (typeof LAST_PERIOD_SOURCES)[number];

/**
 * How far the prediction may be trusted, from its score. A score is also capped by how much of her own data
 * there is: with no completed cycle of hers nothing can be called more than a rough guide, however steady the
 * population figures or a single sign make the dates look.
 */
export const CONFIDENCE_LEVELS = ['low', 'moderate', 'high'] as const;
export type ConfidenceLevel = (typeof CONFIDENCE_LEVELS)[number];
export const CONFIDENCE_THRESHOLDS = { moderate: 0.5, high: 0.75 } as const;
/** Highest score with 0, 1 and 2 completed cycles of her own (from 3 on, uncapped). */
export const CONFIDENCE_CAP_BY_CYCLES = [0.45, 0.7, 0.7] as const;
export const confidenceLevelOf = (score: number): ConfidenceLevel =>
  score >= CONFIDENCE_THRESHOLDS.high ? 'high' : score >= CONFIDENCE_THRESHOLDS.moderate ? 'moderate' : 'low';
/** The most a score may say with this many completed cycles of her own. */
export const confidenceCapFor = (completedCycles: number): number =>
  CONFIDENCE_CAP_BY_CYCLES[completedCycles] ?? 1;

export const CYCLE_MESSAGES = {
  // validation
  flowInvalid: `Flow must be one of: ${CYCLE_FLOWS.join(', ')}`,
  symptomInvalid: 'Choose symptoms from the list',
  symptomsTooMany: `At most ${CYCLE_SYMPTOMS_MAX} symptoms`,
  temperatureRange: `Temperature must be between ${TEMPERATURE_MIN_C} and ${TEMPERATURE_MAX_C} °C`,
  temperatureNumber: 'Temperature must be a number in °C',
  mucusInvalid: `Cervical mucus must be one of: ${CERVICAL_MUCUS_TYPES.join(', ')}`,
  lhInvalid: "LH test must be 'negative' or 'positive'",
  booleanInvalid: 'Must be true or false',
  notesTooLong: `Notes must be at most ${CYCLE_NOTES_MAX} characters`,
  endBeforeStart: 'end_date must be on or after start_date',
  dateInFuture: 'You cannot log a day in the future',
  todayOutOfRange: `today must be within ${CYCLE_TODAY_TOLERANCE_DAYS} day of the current date`,
  importEmpty: 'Choose at least one day to import',
  importTooMany: `Import at most ${CYCLE_IMPORT_MAX_ROWS} days at a time`,
  importDuplicateDate: 'Each date may appear only once',
  reminderDaysRange: `Days before must be between ${REMINDER_DAYS_MIN} and ${REMINDER_DAYS_MAX}`,
  timeZoneInvalid: TIME_ZONE_INVALID,
  // server details
  dayNotFound: 'Cycle day not found',
  dayExists: 'A cycle day already exists for this date',
  dayDeleted: 'Cycle day deleted',
  /** Spec 02 §8: the client shows nothing for a text containing "required for cycle predictions", never retrying. */
  insufficientData: 'At least one logged period start is required for cycle predictions',
  insufficientDataMarker: 'required for cycle predictions',
  // client texts
  daysLoadFailed: 'Unable to load your cycle days. Please try again later.',
  saveFailed: 'Unable to save this day. Please try again.',
  deleteFailed: 'Unable to delete this day. Please try again.',
  importFailed: 'Import failed',
  daySaved: 'Day saved',
  dayDeletedToast: 'Day deleted',
  imported: (created: number, updated: number) => `Imported ${created} new and ${updated} updated days`,
  exported: (count: number) => `Exported ${count} day${count === 1 ? '' : 's'}`,
  exportFailed: 'Export failed',
  remindersSaved: 'Reminder settings saved',
  remindersFailed: 'Unable to save reminder settings',
} as const;

/** True when an error text is the spec's silent "not enough data yet" answer. */
export const isInsufficientCycleDataError = (text: string | null | undefined): boolean =>
  typeof text === 'string' && text.includes(CYCLE_MESSAGES.insufficientDataMarker);

const isoDate = z.iso.date(MESSAGES.dateFormat);
const flow = z.preprocess(
  (v) => (v === 'spotting' ? 'light' : v),
  z.enum(CYCLE_FLOWS, { error: CYCLE_MESSAGES.flowInvalid }),
);
const symptoms = z
  .array(z.enum(CYCLE_SYMPTOMS, { error: CYCLE_MESSAGES.symptomInvalid }), {
    error: CYCLE_MESSAGES.symptomInvalid,
  })
  .max(CYCLE_SYMPTOMS_MAX, CYCLE_MESSAGES.symptomsTooMany)
  .transform((list) => [...new Set(list)]);
/** °C, kept to two decimals; null means not measured. */
const temperature = z
  .number({ error: CYCLE_MESSAGES.temperatureNumber })
  .min(TEMPERATURE_MIN_C, CYCLE_MESSAGES.temperatureRange)
  .max(TEMPERATURE_MAX_C, CYCLE_MESSAGES.temperatureRange)
  .transform((t) => Math.round(t * 100) / 100)
  .nullable();
const bool = z.boolean({ error: CYCLE_MESSAGES.booleanInvalid });

const cycleDayFields = {
  flow,
  symptoms,
  temperature,
  /** Fever, illness, a late or short night, alcohol: the reading is kept but left out of the rise detector. */
  temperature_disturbed: bool,
  cervical_mucus: z.enum(CERVICAL_MUCUS_TYPES, { error: CYCLE_MESSAGES.mucusInvalid }).nullable(),
  lh_test: z.enum(LH_TEST_RESULTS, { error: CYCLE_MESSAGES.lhInvalid }).nullable(),
  intercourse: bool,
  medication_taken: bool,
  notes: z.string().trim().max(CYCLE_NOTES_MAX, CYCLE_MESSAGES.notesTooLong),
};

/** POST /api/cycle-tracking/cycle-days/ — one entry per patient per date; every field but date optional. */
export const cycleDayCreateSchema = z.object({
  date: isoDate,
  flow: flow.default('none'),
  symptoms: symptoms.default([]),
  temperature: temperature.default(null),
  temperature_disturbed: bool.default(false),
  cervical_mucus: cycleDayFields.cervical_mucus.default(null),
  lh_test: cycleDayFields.lh_test.default(null),
  intercourse: bool.default(false),
  medication_taken: bool.default(false),
  notes: cycleDayFields.notes.default(''),
});
export type CycleDayCreateInput = z.input<typeof cycleDayCreateSchema>;
export type CycleDayCreate = z.output<typeof cycleDayCreateSchema>;

/** PUT /api/cycle-tracking/cycle-days/{id}/ — any fields; an absent one keeps its value; the date may move. */
export const cycleDayUpdateSchema = z
  .object({ date: isoDate, ...cycleDayFields })
  .partial()
  .refine(someFieldGiven, { error: MESSAGES.atLeastOneField });
export type CycleDayUpdateInput = z.input<typeof cycleDayUpdateSchema>;
export type CycleDayUpdate = z.output<typeof cycleDayUpdateSchema>;

/** GET /api/cycle-tracking/cycle-days/ — optional date range, paging 100 per page (spec 02 §9). */
export const cycleDayRangeQuery = pagingQuery(CYCLE_DAYS_PAGE_SIZE)
  .extend({ start_date: isoDate.optional(), end_date: isoDate.optional() })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    error: CYCLE_MESSAGES.endBeforeStart,
    path: ['end_date'],
  });
export type CycleDayRangeQuery = z.input<typeof cycleDayRangeQuery>;

/** GET /api/cycle-tracking/cycle-days/date/{date}/ — spec 02 §5 "Cycle day by date: YYYY-MM-DD". */
export const cycleDayDateParam = z.object({ date: isoDate });
/**
 * GET …/predict/?today=YYYY-MM-DD: the patient's own calendar day, so her cycle day does not jump at UTC
 * midnight; without it, the server's UTC date. Time zones lie within a day of UTC, hence the tolerance.
 */
export const cyclePredictQuery = z.object({ today: isoDate.optional() });
export type CyclePredictQuery = z.input<typeof cyclePredictQuery>;

/** POST /api/cycle-tracking/cycle-days/import/ — all or nothing, upserted by date. */
export const cycleImportSchema = z.object({
  days: z
    .array(cycleDayCreateSchema, { error: CYCLE_MESSAGES.importEmpty })
    .min(1, CYCLE_MESSAGES.importEmpty)
    .max(CYCLE_IMPORT_MAX_ROWS, CYCLE_MESSAGES.importTooMany)
    .refine((days) => new Set(days.map((d) => d.date)).size === days.length, {
      error: CYCLE_MESSAGES.importDuplicateDate,
    }),
});
export type CycleImportInput = z.input<typeof cycleImportSchema>;
export const cycleImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  total: z.number().int(),
});
export type CycleImportResult = z.infer<typeof cycleImportResultSchema>;

export const cycleDaySchema = z.object({
  id: z.number().int(),
  date: z.string(),
  flow: z.enum(CYCLE_FLOWS),
  symptoms: z.array(z.enum(CYCLE_SYMPTOMS)),
  temperature: z.number().nullable(),
  temperature_disturbed: z.boolean(),
  cervical_mucus: z.enum(CERVICAL_MUCUS_TYPES).nullable(),
  lh_test: z.enum(LH_TEST_RESULTS).nullable(),
  intercourse: z.boolean(),
  medication_taken: z.boolean(),
  notes: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CycleDay = z.infer<typeof cycleDaySchema>;

export const cycleDayPageSchema = z.object({
  items: z.array(cycleDaySchema),
  total: z.number().int(),
  skip: z.number().int(),
  limit: z.number().int(),
});
export type CycleDayPage = z.infer<typeof cycleDayPageSchema>;

const dateRange = z.object({ earliest: z.string(), latest: z.string() });
export type DateRange = z.infer<typeof dateRange>;

/**
 * A completed cycle as the calendar draws it: from its period start to the day before the next one, with its
 * ovulation (confirmed by her signs, or estimated afterwards as the next start less her luteal phase) and the
 * fertile window that covers that ovulation's whole range.
 */
export const pastCycleSchema = z.object({
  start: z.string(),
  end: z.string(),
  ovulation_date: z.string(),
  ovulation_source: z.enum(OVULATION_SOURCES),
  fertile_window_start: z.string(),
  fertile_window_end: z.string(),
});
export type CompletedCycle = z.infer<typeof pastCycleSchema>;

/** GET /api/cycle-tracking/cycle-days/predict/ — every field of spec 02 §3 plus our ranges and reasons. */
export const cyclePredictionSchema = z.object({
  predicted_ovulation_date: z.string(),
  fertile_window_start: z.string(),
  fertile_window_end: z.string(),
  next_period_date: z.string(),
  current_cycle_day: z.number().int(),
  /** 0 to 1: falls with irregular cycles and with few logged cycles (capped while she has few). */
  confidence_score: z.number(),
  /** The score's band (CONFIDENCE_THRESHOLDS), so every screen words it alike. */
  confidence_level: z.enum(CONFIDENCE_LEVELS),
  cycle_phase: z.object({
    name: z.enum(CYCLE_PHASES),
    /** 0 to 1: how far through the phase today is. */
    progress: z.number(),
  }),
  fertility_status: z.enum(FERTILITY_STATUSES),
  prediction_factors: z.object({
    last_period_date: z.string(),
    last_period_source: z.enum(LAST_PERIOD_SOURCES),
    /** Last day of that period (logged, or her profile's period duration), so it can be drawn. */
    last_period_end: z.string(),
    /** The forecast cycle length, in days (rounded), from `cycle_length_source`. */
    cycle_length: z.number().int(),
    /** The usual length she entered in her profile, when she did (the prior of `profile` and `blended`). */
    stated_cycle_length: z.number().int().nullable(),
    /** Completed cycles of the patient's own that informed the prediction. */
    historical_data_points: z.number().int(),
    cycle_length_source: z.enum(CYCLE_LENGTH_SOURCES),
    /** Spread of her cycle lengths in days (population figure until there are enough). */
    cycle_length_sd: z.number(),
    luteal_phase_length: z.number().int(),
    /** Basal temperatures and LH tests logged in the current cycle. */
    temperature_readings: z.number().int(),
    lh_tests: z.number().int(),
  }),
  /**
   * ~80 % ranges around the single best dates. The next period's is the span its first day may fall in; the
   * ovulation range lies wholly inside the fertile window, which is widened to cover it.
   */
  next_period_range: dateRange,
  ovulation_range: dateRange,
  /** Her completed cycles, oldest first, so past fertile windows and ovulations are drawn too. */
  past_cycles: z.array(pastCycleSchema),
  ovulation_confirmed: z.boolean(),
  ovulation_source: z.enum(OVULATION_SOURCES),
  /** Day the sustained temperature rise was confirmed, and its cover line (°C), if any. */
  temperature_shift: z
    .object({ confirmed_on: z.string(), first_high_date: z.string(), cover_line: z.number() })
    .nullable(),
  /** True when today is past the predicted next period and no new period has been logged. */
  period_late: z.boolean(),
  /** Plain-language notes on what limits the prediction (few cycles, irregular cycles…). */
  notes: z.array(z.string()),
});
export type CyclePrediction = z.infer<typeof cyclePredictionSchema>;
