/**
 * The appointment's life (spec 02 §4, ADR 012), in one place: the API decides every transition with it and
 * the web shows only the actions it allows, so a button is never offered that the server would refuse.
 *
 *   pending ──accept──▶ confirmed ──complete──▶ completed
 *      │                   │
 *      ├──reject──▶ rejected
 *      └──cancel / reschedule (from pending or confirmed) ──▶ cancelled / rescheduled
 *
 * A reschedule ends the appointment as `rescheduled` and books its successor on the new slot, linked both
 * ways, so the history of who moved what stays readable and the old slot is freed by the same rule as a
 * cancellation.
 */
export const APPOINTMENT_STATUSES = [
  'pending',
  'confirmed',
  'rejected',
  'cancelled',
  'rescheduled',
  'completed',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  pending: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  rejected: 'Declined',
  cancelled: 'Cancelled',
  rescheduled: 'Rescheduled',
  completed: 'Completed',
};

/** The statuses that hold their slot: the database lets a slot carry at most one appointment in them. */
export const LIVE_APPOINTMENT_STATUSES = [
  'pending',
  'confirmed',
] as const satisfies readonly AppointmentStatus[];
export const isLive = (status: AppointmentStatus): boolean =>
  (LIVE_APPOINTMENT_STATUSES as readonly AppointmentStatus[]).includes(status);

export const APPOINTMENT_ACTIONS = ['accept', 'reject', 'cancel', 'reschedule', 'complete', 'join'] as const;
export type AppointmentAction = (typeof APPOINTMENT_ACTIONS)[number];

/** Which side of the appointment a person is on. */
export type AppointmentParty = 'patient' | 'expert';

type Transition = {
  from: readonly AppointmentStatus[];
  /** The status after the action; `join` records a time and leaves the status as it was. */
  to: AppointmentStatus | null;
  by: readonly AppointmentParty[];
};

export const APPOINTMENT_TRANSITIONS: Record<AppointmentAction, Transition> = {
  accept: { from: ['pending'], to: 'confirmed', by: ['expert'] },
  reject: { from: ['pending'], to: 'rejected', by: ['expert'] },
  cancel: { from: ['pending', 'confirmed'], to: 'cancelled', by: ['patient', 'expert'] },
  reschedule: { from: ['pending', 'confirmed'], to: 'rescheduled', by: ['patient', 'expert'] },
  complete: { from: ['confirmed'], to: 'completed', by: ['expert'] },
  join: { from: ['confirmed'], to: null, by: ['patient', 'expert'] },
};

/** A visit may be joined from this many minutes before its start until its end. */
export const JOIN_OPENS_MINUTES_BEFORE = 10;

/** What the rules read of an appointment. Times are instants (UTC). */
export type AppointmentMoment = {
  status: AppointmentStatus;
  startsAt: Date;
  endsAt: Date;
  /** The expert's minimum notice: a patient may cancel or move a visit only until this long before it. */
  minNoticeMinutes: number;
  /**
   * A paid visit (ADR 016) may still be cancelled by its patient inside the notice, until it starts: the refund
   * policy then gives back only the stated share, which is what the notice protects. Moving it stays refused.
   */
  paid?: boolean;
};

/** Why an action is refused, worded for the person who tried it (the API answers 409 with it). */
export const LIFECYCLE_MESSAGES = {
  notAllowed: (action: AppointmentAction, status: AppointmentStatus) =>
    `An appointment that is ${APPOINTMENT_STATUS_LABELS[status].toLowerCase()} cannot be ${ACTION_PARTICIPLES[action]}.`,
  notYours: (action: AppointmentAction) => `Only the expert can ${ACTION_VERBS[action]} an appointment.`,
  tooLateForPatient: (action: 'cancel' | 'reschedule') =>
    `It is too close to the visit to ${action} it here. Please contact your expert.`,
  notStarted: 'A visit can be marked completed once it has started.',
  joinClosed: `A visit can be joined from ${JOIN_OPENS_MINUTES_BEFORE} minutes before its start until its end.`,
} as const;

const ACTION_VERBS: Record<AppointmentAction, string> = {
  accept: 'accept',
  reject: 'decline',
  cancel: 'cancel',
  reschedule: 'reschedule',
  complete: 'complete',
  join: 'join',
};
const ACTION_PARTICIPLES: Record<AppointmentAction, string> = {
  accept: 'accepted',
  reject: 'declined',
  cancel: 'cancelled',
  reschedule: 'rescheduled',
  complete: 'marked completed',
  join: 'joined',
};

const MINUTE_MS = 60_000;

/**
 * Whether `party` may take `action` on the appointment at `now`: null when allowed, else the reason. The
 * one rule behind the API's 409s and the web's buttons.
 */
export function refusalOf(
  action: AppointmentAction,
  party: AppointmentParty,
  appointment: AppointmentMoment,
  now: Date,
): string | null {
  const transition = APPOINTMENT_TRANSITIONS[action];
  if (!transition.by.includes(party)) return LIFECYCLE_MESSAGES.notYours(action);
  if (!transition.from.includes(appointment.status))
    return LIFECYCLE_MESSAGES.notAllowed(action, appointment.status);
  const start = appointment.startsAt.getTime();
  if ((action === 'cancel' || action === 'reschedule') && party === 'patient') {
    const lateCancelOfPaid = action === 'cancel' && appointment.paid === true && now.getTime() < start;
    if (now.getTime() > start - appointment.minNoticeMinutes * MINUTE_MS && !lateCancelOfPaid)
      return LIFECYCLE_MESSAGES.tooLateForPatient(action);
  }
  if (action === 'complete' && now.getTime() < start) return LIFECYCLE_MESSAGES.notStarted;
  if (action === 'join') {
    const opens = start - JOIN_OPENS_MINUTES_BEFORE * MINUTE_MS;
    if (now.getTime() < opens || now.getTime() > appointment.endsAt.getTime())
      return LIFECYCLE_MESSAGES.joinClosed;
  }
  return null;
}

/** Every action `party` may take now, in APPOINTMENT_ACTIONS order. */
export const allowedActions = (
  party: AppointmentParty,
  appointment: AppointmentMoment,
  now: Date,
): AppointmentAction[] => APPOINTMENT_ACTIONS.filter((a) => refusalOf(a, party, appointment, now) === null);

/** The status an allowed action leads to (join keeps the status). */
export const statusAfter = (action: AppointmentAction, status: AppointmentStatus): AppointmentStatus =>
  APPOINTMENT_TRANSITIONS[action].to ?? status;
