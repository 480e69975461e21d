import {
  APPOINTMENT_STATUS_LABELS,
  allowedActions,
  isLive,
  realName,
  type Appointment,
  type AppointmentParty,
} from '@fertilia/contracts';
import type { AppointmentView, PartyRow } from './appointment-repo';

/** Who is looking, and in which zone the dates are worded for her. */
export type Viewer = { id: number; timeZone: string };

/** The zone an answer's dates are worded in: the member's saved one, else UTC. */
export const viewerOf = (user: { id: number; timeZone: string | null }): Viewer => ({
  id: user.id,
  timeZone: user.timeZone ?? 'UTC',
});

/** A party's name on an appointment (ADR 012): the real name, else the username. */
export const partyName = (party: Pick<PartyRow, 'firstName' | 'lastName' | 'username'>): string =>
  realName({ first_name: party.firstName, last_name: party.lastName }) || party.username;

const dateFormats = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
/** Formatters per zone, made once: building an Intl formatter is the slow part of formatting. */
function formatsFor(timeZone: string) {
  let formats = dateFormats.get(timeZone);
  if (!formats) {
    formats = {
      date: new Intl.DateTimeFormat('en-GB', {
        timeZone,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }),
      time: new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
    };
    dateFormats.set(timeZone, formats);
  }
  return formats;
}

/** Spec 02 §3 date_formatted ("Tue, 1 Dec 2026") and time_range ("09:00 – 09:30") in the viewer's zone. */
export function wordedTimes(startsAt: Date, endsAt: Date, timeZone: string) {
  const { date, time } = formatsFor(timeZone);
  return {
    date_formatted: date.format(startsAt),
    time_range: `${time.format(startsAt)} – ${time.format(endsAt)}`,
  };
}

/** Which side of the appointment the viewer is on (the caller was checked to be a party). */
export const sideOf = (view: AppointmentView, viewerId: number): AppointmentParty =>
  view.appointment.expertId === viewerId ? 'expert' : 'patient';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The answer for one party of the appointment, with the actions she may take at `now`. */
/**
 * The answer for one party of the appointment, with the actions she may take at `now`; `currency` is the
 * platform's, for a priced visit whose payment is gone (its escrow names its own).
 */
export function toAppointment(
  view: AppointmentView,
  viewer: Viewer,
  now: Date,
  currency: string,
): Appointment {
  const a = view.appointment;
  const side = sideOf(view, viewer.id);
  return {
    id: a.id,
    status: a.status,
    status_display: APPOINTMENT_STATUS_LABELS[a.status],
    slot_id: a.slotId,
    starts_at: a.startsAt.toISOString(),
    ends_at: a.endsAt.toISOString(),
    ...wordedTimes(a.startsAt, a.endsAt, viewer.timeZone),
    time_zone: viewer.timeZone,
    patient: { id: view.patient.id, name: partyName(view.patient), avatar_url: view.patient.avatarUrl },
    expert: {
      id: view.expert.id,
      name: partyName(view.expert),
      avatar_url: view.expert.avatarUrl,
      role: view.expert.role,
      specialization: view.expert.professionalProfile?.specialization ?? null,
    },
    notes: a.notes,
    status_reason: a.statusReason,
    cancelled_by: a.cancelledBy,
    rescheduled_from_id: a.rescheduledFromId,
    rescheduled_to_id: a.rescheduledToId,
    has_review: view.review !== null,
    review: view.review && {
      id: view.review.id,
      rating: view.review.rating,
      comment: view.review.comment,
      created_at: view.review.createdAt.toISOString(),
    },
    has_notes: view.hasNotes,
    shared_summary: view.sharedSummary,
    patient_joined_at: iso(a.patientJoinedAt),
    expert_joined_at: iso(a.expertJoinedAt),
    completed_at: iso(a.completedAt),
    zoom_join_url: isLive(a.status) ? a.zoomJoinUrl : null,
    min_notice_hours: a.minNoticeHours,
    allowed_actions: allowedActions(
      side,
      {
        status: a.status,
        startsAt: a.startsAt,
        endsAt: a.endsAt,
        minNoticeMinutes: a.minNoticeHours * 60,
        paid: a.priceMinor > 0,
      },
      now,
    ),
    price: a.priceMinor > 0 ? { amount: a.priceMinor, currency: view.payment?.currency ?? currency } : null,
    payment_status: view.payment?.status ?? null,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}
