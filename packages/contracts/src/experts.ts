import { z } from 'zod';
import { booleanQuery, databaseId, someFieldGiven } from './common';
import { MAX_PAGE_SIZE } from './constants';
import {
  BUFFER_MINUTES_MAX,
  CONSULTATION_MESSAGES as M,
  DEFAULT_BUFFER_MINUTES,
  DEFAULT_MIN_NOTICE_HOURS,
  DEFAULT_SLOT_MINUTES,
  EXPERTS_PAGE_SIZE,
  MIN_NOTICE_HOURS_MAX,
  SCHEDULE_EXCEPTIONS_MAX,
  SLOT_MINUTES_OPTIONS,
  WEEKDAYS,
  WEEKLY_RANGES_PER_DAY_MAX,
  visitPriceField,
} from './consultation-rules';
import { moneySchema } from './money';
import { MESSAGES } from './messages';
import { roleSchema } from './role-schemas';
import { timeZoneField } from './time-zone';
import { dateField, professionalProfileSchema } from './user';

/** Spec 02 §7 expert directory: GET /api/consultations/experts. */
export const EXPERT_SORTS = ['rating', 'experience', 'next_available', 'name'] as const;
export type ExpertSort = (typeof EXPERT_SORTS)[number];
export const EXPERT_SORT_LABELS: Record<ExpertSort, string> = {
  rating: 'Highest rated',
  experience: 'Most experienced',
  next_available: 'Soonest available',
  name: 'Name',
};

const positiveInt = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} must be at most ${max}`);

export const expertDirectoryQuery = z.object({
  query: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
  specialization: z.string().trim().max(50, 'Specialization must be at most 50 characters').optional(),
  min_experience: z.coerce
    .number({ error: 'Minimum experience must be a whole number of years' })
    .int('Minimum experience must be a whole number of years')
    .min(0, 'Minimum experience must be 0 to 70 years')
    .max(70, 'Minimum experience must be 0 to 70 years')
    .optional(),
  /** Only experts with a free slot in the booking window. */
  available_only: booleanQuery('available_only'),
  sort_by: z
    .enum(EXPERT_SORTS, { error: `sort_by must be one of: ${EXPERT_SORTS.join(', ')}` })
    .default('rating'),
  page: positiveInt('Page', 100_000).default(1),
  page_size: positiveInt('Page size', MAX_PAGE_SIZE).default(EXPERTS_PAGE_SIZE),
});
export type ExpertDirectoryQuery = z.input<typeof expertDirectoryQuery>;

/** What a patient reads of an expert: the professional profile's public parts, never the licence number. */
export const expertSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: roleSchema,
  avatar_url: z.string().nullable(),
  specialization: z.string().nullable(),
  bio: z.string().nullable(),
  facility_affiliation: z.string().nullable(),
  years_of_experience: z.number().int().nullable(),
  languages: z.array(z.string()),
  qualifications: z.array(z.string()),
  rating_average: z.number().nullable(),
  review_count: z.number().int(),
  /** The first free slot's start (UTC ISO), null when none is free in the booking window. */
  next_available_at: z.string().nullable(),
  /** The expert's own zone, so a patient can see "9:00 for them". */
  time_zone: z.string(),
  slot_minutes: z.number().int(),
  /** What a visit costs (ADR 016); null when her visits are free. */
  price: moneySchema.nullable(),
});
export type ExpertSummary = z.infer<typeof expertSummarySchema>;

export const expertReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  created_at: z.string(),
  /** The reviewer's public name (a pseudonym unless she shows her real name). */
  author: z.string(),
});
export const expertDetailSchema = expertSummarySchema.extend({
  min_notice_hours: z.number().int(),
  recent_reviews: z.array(expertReviewSchema),
  /** The share refunded when the patient cancels inside the minimum notice (the refund policy's terms now). */
  late_refund_percent: z.number().int(),
});
export type ExpertDetail = z.infer<typeof expertDetailSchema>;

export const expertPageSchema = z.object({
  items: z.array(expertSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  has_more: z.boolean(),
});
export type ExpertPage = z.infer<typeof expertPageSchema>;

/** PUT /api/consultations/experts/profile: the professional profile's public fields, at least one. */
export const expertProfileUpdateSchema = professionalProfileSchema
  .omit({ available_for_appointment: true, zoom_host_email: true })
  .refine(someFieldGiven, { error: MESSAGES.atLeastOneField });
export type ExpertProfileUpdate = z.input<typeof expertProfileUpdateSchema>;

/** PUT /api/consultations/experts/availability: the same flag as `available_for_appointment`. */
export const expertAvailabilityFlagSchema = z.object({
  is_available: z.boolean({ error: M.isAvailableRequired }),
});
export const expertAvailabilityFlagResponse = z.object({ is_available: z.boolean(), message: z.string() });

/** "HH:MM", 24-hour, 00:00–24:00 (24:00 ends a range at midnight). */
export const clockTimeField = z
  .string({ error: M.timeFormat })
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, M.timeFormat);
export const minutesOfClock = (time: string): number => {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
};

const timeRange = z
  .object({ start: clockTimeField, end: clockTimeField })
  .refine((r) => minutesOfClock(r.end) > minutesOfClock(r.start), { error: M.rangeOrder, path: ['end'] });
export type TimeRange = z.infer<typeof timeRange>;

const overlapFree = (ranges: TimeRange[]) => {
  const sorted = [...ranges].sort((a, b) => minutesOfClock(a.start) - minutesOfClock(b.start));
  return sorted.every((r, i) => i === 0 || minutesOfClock(r.start) >= minutesOfClock(sorted[i - 1]!.end));
};

export const weeklyHoursSchema = z.object({
  weekday: z.union(
    WEEKDAYS.map((d) => z.literal(d)),
    { error: 'Weekday must be 1 (Monday) to 7 (Sunday)' },
  ),
  ranges: z
    .array(timeRange)
    .max(WEEKLY_RANGES_PER_DAY_MAX, M.tooManyRanges)
    .refine(overlapFree, { error: M.rangesOverlap }),
});
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

export const SCHEDULE_EXCEPTION_KINDS = ['day_off', 'extra_hours'] as const;
export type ScheduleExceptionKind = (typeof SCHEDULE_EXCEPTION_KINDS)[number];
export const scheduleExceptionSchema = z
  .object({
    date: dateField,
    kind: z.enum(SCHEDULE_EXCEPTION_KINDS, { error: 'Kind must be day_off or extra_hours' }),
    /** Extra hours on that date, in the schedule's zone, added to the weekday's usual ones; a day off has none. */
    ranges: z.array(timeRange).max(WEEKLY_RANGES_PER_DAY_MAX, M.tooManyRanges).refine(overlapFree, {
      error: M.rangesOverlap,
    }),
  })
  .refine((e) => e.kind === 'day_off' || e.ranges.length > 0, {
    error: M.extraHoursNeedTimes,
    path: ['ranges'],
  });
export type ScheduleException = z.infer<typeof scheduleExceptionSchema>;

const scheduleSettings = {
  time_zone: timeZoneField(),
  slot_minutes: z
    .number({ error: M.slotMinutes })
    .refine((n) => (SLOT_MINUTES_OPTIONS as readonly number[]).includes(n), { error: M.slotMinutes }),
  buffer_minutes: z
    .number({ error: M.bufferMinutes })
    .int(M.bufferMinutes)
    .min(0, M.bufferMinutes)
    .max(BUFFER_MINUTES_MAX, M.bufferMinutes),
  min_notice_hours: z
    .number({ error: M.minNoticeHours })
    .int(M.minNoticeHours)
    .min(0, M.minNoticeHours)
    .max(MIN_NOTICE_HOURS_MAX, M.minNoticeHours),
};

/**
 * PUT /api/consultations/experts/schedule: the whole schedule at once (the editor saves it as one form);
 * the expert's generated slots are rebuilt from it in the same transaction (ADR 013).
 */
export const expertScheduleUpdateSchema = z.object({
  ...scheduleSettings,
  /** Price per visit in minor units; left out, the price stays as it is. */
  price: visitPriceField.optional(),
  weekly_hours: z
    .array(weeklyHoursSchema)
    .max(7)
    .refine((days) => new Set(days.map((d) => d.weekday)).size === days.length, {
      error: 'Each weekday may appear once',
    }),
  exceptions: z
    .array(scheduleExceptionSchema)
    .max(SCHEDULE_EXCEPTIONS_MAX, M.tooManyExceptions)
    .refine((list) => new Set(list.map((e) => e.date)).size === list.length, { error: M.duplicateException }),
});
export type ExpertScheduleUpdate = z.input<typeof expertScheduleUpdateSchema>;

export const expertScheduleSchema = z.object({
  time_zone: z.string(),
  slot_minutes: z.number().int(),
  buffer_minutes: z.number().int(),
  min_notice_hours: z.number().int(),
  /** Price per visit in minor units of `currency`; 0 is free. */
  price: z.number().int(),
  currency: z.string(),
  weekly_hours: z.array(weeklyHoursSchema),
  exceptions: z.array(scheduleExceptionSchema),
  is_available: z.boolean(),
  /** False until a support reviewer verified the licence: the expert is not listed before then. */
  is_verified: z.boolean(),
  /** Free slots from now to the end of the booking window. */
  upcoming_free_slots: z.number().int(),
});
export type ExpertSchedule = z.infer<typeof expertScheduleSchema>;

export const DEFAULT_SCHEDULE_SETTINGS = {
  slot_minutes: DEFAULT_SLOT_MINUTES,
  buffer_minutes: DEFAULT_BUFFER_MINUTES,
  min_notice_hours: DEFAULT_MIN_NOTICE_HOURS,
} as const;

export const expertIdParam = z.object({ id: databaseId(M.expertId) });
