import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { AppointmentStatus, ScheduleException, SlotSource, WeeklyHours } from '@fertilia/contracts';
import { belongsTo, createdAt, instant, serialId, timestamps } from './columns';
import { userRef } from './user-columns';
import { users } from './users';

/**
 * An expert's booking rules (ADR 013): weekly hours and date exceptions in her own IANA zone, the slot
 * length, the buffer between visits and the minimum notice. Free slots are generated from it up to
 * `slots_until`, a rolling window a daily job moves on.
 */
export const expertSchedules = pgTable(
  'expert_schedules',
  {
    expertId: integer('expert_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    timeZone: text('time_zone').notNull(),
    slotMinutes: smallint('slot_minutes').notNull(),
    bufferMinutes: smallint('buffer_minutes').notNull(),
    minNoticeHours: smallint('min_notice_hours').notNull(),
    /** The price of one visit in minor units of the platform's currency (ADR 016); 0 is free. */
    priceMinor: integer('price_minor').notNull().default(0),
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHours[]>().notNull().default([]),
    exceptions: jsonb('exceptions').$type<ScheduleException[]>().notNull().default([]),
    /** Generated slots exist up to this instant; the next generation starts here. */
    slotsUntil: instant('slots_until'),
    ...timestamps(),
  },
  (t) => [
    check('expert_schedules_slot_minutes_ck', sql`${t.slotMinutes} between 5 and 240`),
    check('expert_schedules_buffer_ck', sql`${t.bufferMinutes} between 0 and 240`),
    check('expert_schedules_notice_ck', sql`${t.minNoticeHours} >= 0`),
    check('expert_schedules_price_ck', sql`${t.priceMinor} >= 0`),
  ],
);
export type ExpertScheduleRow = typeof expertSchedules.$inferSelect;

/** A bookable time of one expert, UTC instants. Generated from the schedule or added by hand. */
export const consultationSlots = pgTable(
  'consultation_slots',
  {
    id: serialId(),
    expertId: userRef('expert_id'),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    source: text('source').$type<SlotSource>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('consultation_slots_expert_start_uq').on(t.expertId, t.startsAt),
    index('consultation_slots_start_idx').on(t.startsAt),
    check('consultation_slots_order_ck', sql`${t.endsAt} > ${t.startsAt}`),
    check('consultation_slots_source_ck', sql`${t.source} in ('schedule','manual')`),
  ],
);
export type ConsultationSlotRow = typeof consultationSlots.$inferSelect;

/**
 * One booking of one slot and its life (ADR 012). The times are copied from the slot, so the record stays
 * whole if the slot is later removed. At most one live (pending or confirmed) appointment holds a slot:
 * the partial unique index decides a booking race, not a read before the write.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: serialId(),
    patientId: userRef('patient_id'),
    expertId: userRef('expert_id'),
    slotId: integer('slot_id').references(() => consultationSlots.id, { onDelete: 'set null' }),
    status: text('status').$type<AppointmentStatus>().notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    /** The expert's minimum notice when the patient booked: the rule she agreed to. */
    minNoticeHours: smallint('min_notice_hours').notNull(),
    /** The expert's price when the patient booked (ADR 016); a paid visit has an escrow. */
    priceMinor: integer('price_minor').notNull().default(0),
    /** What the patient wrote for the expert. */
    notes: text('notes'),
    statusReason: text('status_reason'),
    cancelledBy: text('cancelled_by').$type<'patient' | 'expert'>(),
    rescheduledFromId: integer('rescheduled_from_id').references((): AnyPgColumn => appointments.id, {
      onDelete: 'set null',
    }),
    rescheduledToId: integer('rescheduled_to_id').references((): AnyPgColumn => appointments.id, {
      onDelete: 'set null',
    }),
    confirmedAt: instant('confirmed_at'),
    completedAt: instant('completed_at'),
    patientJoinedAt: instant('patient_joined_at'),
    expertJoinedAt: instant('expert_joined_at'),
    /**
     * The calendar event's UID (ADR 014): a reschedule's successor keeps its predecessor's, so the party's
     * calendar moves the one event instead of adding a second. `calendarSequence` rises with every change sent.
     */
    calendarUid: text('calendar_uid'),
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /** The Zoom meeting made for this visit when its expert has connected Zoom (ADR 014). */
    zoomMeetingId: text('zoom_meeting_id'),
    zoomJoinUrl: text('zoom_join_url'),
    /** When the 24-hour and the 1-hour reminders were sent, or passed over: each fires at most once. */
    dayReminderAt: instant('day_reminder_at'),
    hourReminderAt: instant('hour_reminder_at'),
    ...timestamps(),
  },
  (t) => [
    index('appointments_reminder_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'confirmed' and ${t.hourReminderAt} is null`),
    uniqueIndex('appointments_live_slot_uq')
      .on(t.slotId)
      .where(sql`${t.status} in ('pending','confirmed')`),
    index('appointments_patient_idx').on(t.patientId, t.startsAt),
    index('appointments_expert_idx').on(t.expertId, t.startsAt),
    check(
      'appointments_status_ck',
      sql`${t.status} in ('pending','confirmed','rejected','cancelled','rescheduled','completed')`,
    ),
    check('appointments_cancelled_by_ck', sql`${t.cancelledBy} in ('patient','expert')`),
    check('appointments_order_ck', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
export type AppointmentRow = typeof appointments.$inferSelect;

/** A patient's rating of a completed visit: one per appointment. */
export const appointmentReviews = pgTable(
  'appointment_reviews',
  {
    id: serialId(),
    appointmentId: belongsTo('appointment_id', () => appointments.id),
    patientId: userRef('patient_id'),
    expertId: userRef('expert_id'),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('appointment_reviews_appointment_uq').on(t.appointmentId),
    index('appointment_reviews_expert_idx').on(t.expertId, t.createdAt),
    check('appointment_reviews_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);
export type AppointmentReviewRow = typeof appointmentReviews.$inferSelect;

/** The expert's SOAP note of a visit: one per appointment; the patient reads only the shared summary. */
export const appointmentNotes = pgTable(
  'appointment_notes',
  {
    id: serialId(),
    appointmentId: belongsTo('appointment_id', () => appointments.id),
    expertId: userRef('expert_id'),
    subjective: text('subjective'),
    objective: text('objective'),
    assessment: text('assessment'),
    plan: text('plan'),
    sharedSummary: text('shared_summary'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('appointment_notes_appointment_uq').on(t.appointmentId)],
);
export type AppointmentNotesRow = typeof appointmentNotes.$inferSelect;

/**
 * A patient asks to be told when an earlier time of one expert frees up (ADR 014): any slot starting before
 * `before` that a cancellation, a move or a refusal gives back. With `appointmentId`, taking an offer moves
 * that visit; without, it books a new one. One open watch per patient and expert.
 */
export const slotWatches = pgTable(
  'slot_watches',
  {
    id: serialId(),
    patientId: userRef('patient_id'),
    expertId: userRef('expert_id'),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'cascade' }),
    before: instant('before').notNull(),
    createdAt: createdAt(),
    /** Set when she took an offer, withdrew the watch, or its time passed. */
    endedAt: instant('ended_at'),
    endReason: text('end_reason').$type<'booked' | 'withdrawn' | 'expired'>(),
  },
  (t) => [
    uniqueIndex('slot_watches_open_uq')
      .on(t.patientId, t.expertId)
      .where(sql`${t.endedAt} is null`),
    index('slot_watches_expert_idx')
      .on(t.expertId, t.createdAt)
      .where(sql`${t.endedAt} is null`),
    check('slot_watches_end_reason_ck', sql`${t.endReason} in ('booked','withdrawn','expired')`),
  ],
);
export type SlotWatchRow = typeof slotWatches.$inferSelect;

/** A freed slot offered to one watching patient: whoever books it first has it. */
export const slotOffers = pgTable(
  'slot_offers',
  {
    id: serialId(),
    watchId: belongsTo('watch_id', () => slotWatches.id),
    patientId: userRef('patient_id'),
    slotId: belongsTo('slot_id', () => consultationSlots.id),
    offeredAt: instant('offered_at').notNull(),
    /** When she booked it from this offer. */
    claimedAt: instant('claimed_at'),
  },
  (t) => [
    uniqueIndex('slot_offers_watch_slot_uq').on(t.watchId, t.slotId),
    index('slot_offers_patient_idx').on(t.patientId, t.offeredAt),
  ],
);
export type SlotOfferRow = typeof slotOffers.$inferSelect;
