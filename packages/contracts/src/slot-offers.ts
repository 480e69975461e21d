import { z } from 'zod';
import { databaseId } from './common';
import { BOOKING_NOTE_MAX, CONSULTATION_MESSAGES as M, SLOT_HORIZON_WEEKS } from './consultation-rules';

/** Freed slots (ADR 014): a patient's watch for an earlier time with an expert, and the offers it gets. */

export const SLOT_OFFER_MESSAGES = {
  watchNotFound: 'Watch not found',
  offerNotFound: 'Offer not found',
  beforeRequired: 'Choose the date before which an earlier time is worth it',
  beforeFormat: 'Before must be a date and time with its offset, e.g. 2026-12-01T09:00:00Z',
  beforeInPast: 'Choose a time that is still ahead',
  beforeTooFar: `Choose a time within the next ${SLOT_HORIZON_WEEKS} weeks`,
  appointmentNotWatchable: 'Choose one of your visits with this expert that is still ahead',
  offerClaimed: 'You have already taken this time.',
  offerClosed: 'This offer is no longer open: you booked another time or stopped waiting.',
  /** The reason a move from an offer gives the expert (spec 02 §5: a reason of at least 5 characters). */
  moveReason: 'Moved to an earlier time offered by Fertilia',
  watchWithdrawn: 'You will no longer be told of earlier times with this expert.',
} as const;

/** POST /api/consultations/slot-watches: with `appointment_id`, `before` defaults to that visit's start. */
export const slotWatchCreateSchema = z
  .object({
    expert_id: databaseId(M.expertId, { coerce: false }),
    appointment_id: databaseId(undefined, { coerce: false }).optional(),
    before: z.iso.datetime({ offset: true, error: SLOT_OFFER_MESSAGES.beforeFormat }).optional(),
  })
  .refine((b) => b.appointment_id !== undefined || b.before !== undefined, {
    error: SLOT_OFFER_MESSAGES.beforeRequired,
    path: ['before'],
  });
export type SlotWatchCreate = z.input<typeof slotWatchCreateSchema>;

const offerExpertSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  specialization: z.string().nullable(),
});

/** One open watch: times as instants, and worded in the caller's zone ("Tue, 8 Dec 2026, 09:00"). */
export const slotWatchSchema = z.object({
  id: z.number().int(),
  expert: offerExpertSchema,
  /** The visit an offer would move; null when taking one books a new visit. */
  appointment_id: z.number().int().nullable(),
  before: z.string(),
  before_formatted: z.string(),
  time_zone: z.string(),
  created_at: z.string(),
});
export type SlotWatch = z.infer<typeof slotWatchSchema>;
export const slotWatchListSchema = z.array(slotWatchSchema);

/**
 * Whether the offered time can still be taken: `available`; `taken` by someone else; `passed` (begun or
 * inside the expert's notice); `claimed` by her from this offer; `closed` (her watch ended otherwise).
 */
export const SLOT_OFFER_STATES = ['available', 'taken', 'passed', 'claimed', 'closed'] as const;
export type SlotOfferState = (typeof SLOT_OFFER_STATES)[number];

export const slotOfferSchema = z.object({
  id: z.number().int(),
  slot_id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** In her zone: "Tue, 1 Dec 2026" and "09:00 – 09:30". */
  date_formatted: z.string(),
  time_range: z.string(),
  time_zone: z.string(),
  expert: offerExpertSchema,
  state: z.enum(SLOT_OFFER_STATES),
  /** Taking it books a new visit, or moves `moves` (her visit with this expert) to this time. */
  takes: z.enum(['book', 'move']),
  moves: z
    .object({ appointment_id: z.number().int(), date_formatted: z.string(), time_range: z.string() })
    .nullable(),
  offered_at: z.string(),
  claimed_at: z.string().nullable(),
});
export type SlotOffer = z.infer<typeof slotOfferSchema>;

/** POST .../slot-offers/:id/claim: what she tells the expert, when it books a new visit. */
export const slotOfferClaimSchema = z.object({
  notes: z
    .string()
    .trim()
    .max(BOOKING_NOTE_MAX, `Notes must be at most ${BOOKING_NOTE_MAX} characters`)
    .transform((text) => text || null)
    .nullable()
    .optional(),
});
export type SlotOfferClaim = z.input<typeof slotOfferClaimSchema>;
