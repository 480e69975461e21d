import { z } from 'zod';
import { booleanQuery, databaseId } from './common';
import { AVAILABILITY_RANGE_MAX_DAYS, CONSULTATION_MESSAGES as M } from './consultation-rules';
import { timeZoneField } from './time-zone';
import { dateField } from './user';

/** Spec 02 §3 Slot: id, is_available; the rest is ours (ADR 013). Times are UTC instants, ISO 8601. */
export const SLOT_SOURCES = ['schedule', 'manual'] as const;
export type SlotSource = (typeof SLOT_SOURCES)[number];

export const slotSchema = z.object({
  id: z.number().int(),
  expert_id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** Free to book: no live appointment holds it and it starts after the expert's minimum notice. */
  is_available: z.boolean(),
  /** Generated from the weekly hours, or added by hand. */
  source: z.enum(SLOT_SOURCES),
});
export type Slot = z.infer<typeof slotSchema>;

const DAY_MS = 86_400_000;
/**
 * A range of calendar days, both ends included, read in `time_zone` (the viewer's, by default her saved
 * zone): a patient in New York asking for 1 March sees the slots that start on 1 March in New York.
 */
export const dateRangeQuery = z
  .object({
    date_from: dateField.optional(),
    date_to: dateField.optional(),
    time_zone: timeZoneField().optional(),
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_to >= q.date_from, {
    error: M.dateRange,
    path: ['date_to'],
  })
  .refine(
    (q) =>
      !q.date_from ||
      !q.date_to ||
      (Date.parse(q.date_to) - Date.parse(q.date_from)) / DAY_MS < AVAILABILITY_RANGE_MAX_DAYS,
    { error: M.dateRangeTooLong, path: ['date_to'] },
  );
export type DateRangeQuery = z.input<typeof dateRangeQuery>;

/** GET /api/consultations/slots: an expert's own slots by default; anyone may name an expert's. */
export const slotListQuery = z
  .object({
    expert_id: databaseId(M.expertId).optional(),
    date_from: dateField.optional(),
    date_to: dateField.optional(),
    time_zone: timeZoneField().optional(),
    available_only: booleanQuery('available_only'),
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_to >= q.date_from, {
    error: M.dateRange,
    path: ['date_to'],
  });
export type SlotListQuery = z.input<typeof slotListQuery>;

export const slotListSchema = z.object({ results: z.array(slotSchema), count: z.number().int() });
export type SlotList = z.infer<typeof slotListSchema>;

/** GET /api/consultations/experts/:id/availability: the free slots in the range, start order. */
export const expertAvailabilitySchema = z.object({
  expert_id: z.number().int(),
  time_zone: z.string(),
  date_from: z.string(),
  date_to: z.string(),
  slots: z.array(slotSchema),
});
export type ExpertAvailability = z.infer<typeof expertAvailabilitySchema>;

export const SLOT_DURATION_MIN = 10;
export const SLOT_DURATION_MAX = 240;
/** POST /api/consultations/slots: one slot by hand, outside or beside the weekly hours. */
export const slotCreateSchema = z.object({
  starts_at: z.iso.datetime({ offset: true, error: M.startsAtFormat }),
  /** Default: the schedule's slot length. */
  duration_minutes: z
    .number({ error: M.durationMinutes })
    .int(M.durationMinutes)
    .min(SLOT_DURATION_MIN, M.durationMinutes)
    .max(SLOT_DURATION_MAX, M.durationMinutes)
    .optional(),
});
export type SlotCreate = z.input<typeof slotCreateSchema>;
