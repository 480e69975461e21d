import { z } from 'zod';
import { databaseId, pagingQuery, someFieldGiven } from './common';
import { APPOINTMENT_ACTIONS, APPOINTMENT_STATUSES } from './appointment-lifecycle';
import {
  BOOKING_NOTE_MAX,
  CONSULTATION_MESSAGES as M,
  REVIEW_COMMENT_MAX,
  SHARED_SUMMARY_MAX,
  SOAP_SECTION_MAX,
  cancelReasonField,
  ratingField,
  rescheduleReasonField,
} from './consultation-rules';
import { MESSAGES } from './messages';
import { ESCROW_STATUSES, moneySchema } from './money';
import { roleSchema } from './role-schemas';

export const appointmentStatusSchema = z.enum(APPOINTMENT_STATUSES, {
  error: `Status must be one of: ${APPOINTMENT_STATUSES.join(', ')}`,
});
export const appointmentActionSchema = z.enum(APPOINTMENT_ACTIONS);

export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  created_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

const personSchema = z.object({ id: z.number().int(), name: z.string(), avatar_url: z.string().nullable() });
const expertPartySchema = personSchema.extend({ role: roleSchema, specialization: z.string().nullable() });

/**
 * Spec 02 §3 Appointment (id, patient, status, status_display, has_review, has_notes, notes, review,
 * date_formatted, time_range) and ours: the times as instants, both parties, the reason of an ending, the
 * reschedule links, joins, and the actions the caller may take now (appointment-lifecycle.ts).
 */
export const appointmentSchema = z.object({
  id: z.number().int(),
  status: appointmentStatusSchema,
  status_display: z.string(),
  /** Null once the expert removed the slot of an appointment that had ended. */
  slot_id: z.number().int().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** In the caller's saved time zone, e.g. "Tue 1 Dec 2026"; `time_range` "09:00 – 09:30". */
  date_formatted: z.string(),
  time_range: z.string(),
  time_zone: z.string(),
  patient: personSchema,
  expert: expertPartySchema,
  /** What the patient wrote when booking. */
  notes: z.string().nullable(),
  /** Why it was declined, cancelled or moved. */
  status_reason: z.string().nullable(),
  cancelled_by: z.enum(['patient', 'expert']).nullable(),
  rescheduled_from_id: z.number().int().nullable(),
  rescheduled_to_id: z.number().int().nullable(),
  has_review: z.boolean(),
  review: reviewSchema.nullable(),
  has_notes: z.boolean(),
  /** The summary of the notes the expert chose to share with the patient (both sides read it). */
  shared_summary: z.string().nullable(),
  patient_joined_at: z.string().nullable(),
  expert_joined_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** The expert's Zoom meeting for this visit (ADR 014), while it is live; null without one. */
  zoom_join_url: z.string().nullable(),
  min_notice_hours: z.number().int(),
  allowed_actions: z.array(appointmentActionSchema),
  /** What the visit costs (ADR 016); null when it is free. */
  price: moneySchema.nullable(),
  /** The state of the escrow holding its payment; null for a free visit. */
  payment_status: z.enum(ESCROW_STATUSES).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const APPOINTMENT_SCOPES = ['upcoming', 'past', 'cancelled', 'all'] as const;
export type AppointmentScope = (typeof APPOINTMENT_SCOPES)[number];
export const appointmentListQuery = pagingQuery().extend({
  scope: z
    .enum(APPOINTMENT_SCOPES, { error: `Scope must be one of: ${APPOINTMENT_SCOPES.join(', ')}` })
    .default('all'),
  status: appointmentStatusSchema.optional(),
});
export type AppointmentListQuery = z.input<typeof appointmentListQuery>;
export const appointmentListSchema = z.object({
  results: z.array(appointmentSchema),
  count: z.number().int(),
  skip: z.number().int(),
  limit: z.number().int(),
});
export type AppointmentList = z.infer<typeof appointmentListSchema>;

const bookingNote = z
  .string()
  .trim()
  .max(BOOKING_NOTE_MAX, `Notes must be at most ${BOOKING_NOTE_MAX} characters`)
  .transform((text) => text || null)
  .nullable()
  .optional();

/** POST /api/consultations/appointments/: book one free slot. */
export const bookAppointmentSchema = z.object({
  slot_id: databaseId(M.slotId, { coerce: false }),
  notes: bookingNote,
});
export type BookAppointment = z.input<typeof bookAppointmentSchema>;

/** PATCH /api/consultations/appointments/:id: the patient edits what she wrote while the visit is ahead. */
export const appointmentPatchSchema = z.object({ notes: bookingNote }).refine(someFieldGiven, {
  error: MESSAGES.atLeastOneField,
});

export const cancelAppointmentSchema = z.object({ reason: cancelReasonField });
export type CancelAppointment = z.input<typeof cancelAppointmentSchema>;

/** PUT .../:id/accept: accepted true confirms; false declines and needs the reason. */
export const acceptAppointmentSchema = z
  .object({
    accepted: z.boolean({ error: M.acceptedRequired }),
    reason: z.string().trim().max(500).optional().nullable(),
  })
  .refine((b) => b.accepted || (b.reason?.length ?? 0) > 0, {
    error: M.rejectReasonRequired,
    path: ['reason'],
  });
export type AcceptAppointment = z.input<typeof acceptAppointmentSchema>;

export const rescheduleAppointmentSchema = z.object({
  new_slot_id: databaseId(M.newSlotId, { coerce: false }),
  reason: rescheduleReasonField,
});
export type RescheduleAppointment = z.input<typeof rescheduleAppointmentSchema>;

export const reviewCreateSchema = z.object({
  rating: ratingField,
  comment: z
    .string()
    .trim()
    .max(REVIEW_COMMENT_MAX, `Comment must be at most ${REVIEW_COMMENT_MAX} characters`)
    .transform((text) => text || null)
    .nullable()
    .optional(),
  /** Spec 02 §7 sends it too; when given it must be the appointment of the path. */
  appointment_id: databaseId(MESSAGES.invalidId, { coerce: false }).optional(),
});
export type ReviewCreate = z.input<typeof reviewCreateSchema>;

const soapSection = (label: string) =>
  z
    .string()
    .trim()
    .max(SOAP_SECTION_MAX, `${label} must be at most ${SOAP_SECTION_MAX} characters`)
    .transform((text) => text || null)
    .nullable()
    .optional();
const soapFields = {
  subjective: soapSection('Subjective'),
  objective: soapSection('Objective'),
  assessment: soapSection('Assessment'),
  plan: soapSection('Plan'),
  shared_summary: z
    .string()
    .trim()
    .max(SHARED_SUMMARY_MAX, `Summary must be at most ${SHARED_SUMMARY_MAX} characters`)
    .transform((text) => text || null)
    .nullable()
    .optional(),
};
const hasSoapText = (n: Record<string, string | null | undefined>) =>
  [n.subjective, n.objective, n.assessment, n.plan].some((text) => !!text);
/** POST .../:id/notes: a new SOAP note needs at least one of its four sections. */
export const notesCreateSchema = z.object(soapFields).refine(hasSoapText, { error: M.notesEmpty });
/** PATCH .../:id/notes: any subset, at least one field. */
export const notesUpdateSchema = z
  .object(soapFields)
  .refine(someFieldGiven, { error: MESSAGES.atLeastOneField });
export type NotesInput = z.input<typeof notesCreateSchema>;

/** A SOAP note. The patient reads only `shared_summary`: the four sections are null for her. */
export const appointmentNotesSchema = z.object({
  id: z.number().int(),
  appointment_id: z.number().int(),
  subjective: z.string().nullable(),
  objective: z.string().nullable(),
  assessment: z.string().nullable(),
  plan: z.string().nullable(),
  shared_summary: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AppointmentNotes = z.infer<typeof appointmentNotesSchema>;

/** GET .../appointments/stats/list: the caller's own appointments, as patient or as expert. */
export const appointmentStatsSchema = z.object({
  total: z.number().int(),
  by_status: z.record(appointmentStatusSchema, z.number().int()),
  /** The last 12 months in the caller's zone, oldest first, "YYYY-MM". */
  by_month: z.array(
    z.object({
      month: z.string(),
      total: z.number().int(),
      completed: z.number().int(),
      cancelled: z.number().int(),
    }),
  ),
  upcoming: z.number().int(),
  /** Completed ÷ (completed + cancelled + declined), 0–1; null before any visit ended. */
  completion_rate: z.number().nullable(),
  average_rating: z.number().nullable(),
  review_count: z.number().int(),
});
export type AppointmentStats = z.infer<typeof appointmentStatsSchema>;

/** GET /api/consultations/patients: only patients who have or had an appointment with the caller. */
export const patientListQuery = pagingQuery().extend({
  search: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
});
export const patientSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  avatar_url: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  appointment_count: z.number().int(),
  last_visit_at: z.string().nullable(),
  next_visit_at: z.string().nullable(),
});
export type PatientSummary = z.infer<typeof patientSummarySchema>;
export const patientListSchema = z.object({
  results: z.array(patientSummarySchema),
  count: z.number().int(),
  skip: z.number().int(),
  limit: z.number().int(),
});
export type PatientList = z.infer<typeof patientListSchema>;
export const patientDetailSchema = z.object({
  patient: patientSummarySchema,
  appointments: z.array(appointmentSchema),
  notes: z.array(appointmentNotesSchema),
});
export type PatientDetail = z.infer<typeof patientDetailSchema>;

/**
 * The /api/consultations/ family (spec 02 §7): a consultation is an appointment named by its expert and
 * start time instead of a slot id (ADR 012 maps the two).
 */
export const consultationCreateSchema = z.object({
  expert_id: databaseId(M.expertId, { coerce: false }),
  date_time: z.iso.datetime({ offset: true, error: M.startsAtFormat }),
  notes: bookingNote,
});
export type ConsultationCreate = z.input<typeof consultationCreateSchema>;
export const consultationRescheduleSchema = z.object({
  new_date_time: z.iso.datetime({ offset: true, error: M.startsAtFormat }),
  reason: rescheduleReasonField,
});
export const consultationListSchema = z.object({
  results: z.array(appointmentSchema),
  count: z.number().int(),
});
