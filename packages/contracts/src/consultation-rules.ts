import { z } from 'zod';

/** Spec 02 §5/§8/§9 consultation rules, numbers and texts, each named once. */

/** Spec 02 §5/§9: a cancellation or reschedule reason has at least 5 characters. */
export const REASON_MIN = 5;
export const REASON_MAX = 500;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_COMMENT_MAX = 1000;
/** What the patient tells the expert when booking ("what would you like to talk about?"). */
export const BOOKING_NOTE_MAX = 1000;
/** Each part of a SOAP note, and the summary an expert shares with the patient. */
export const SOAP_SECTION_MAX = 5000;
export const SHARED_SUMMARY_MAX = 2000;

/** Spec 02 §9: appointments stay fresh 5 min, are kept 10 min and retried twice; stats fresh 2 min. */
export const APPOINTMENTS_STALE_MS = 5 * 60_000;
export const APPOINTMENTS_GC_MS = 10 * 60_000;
export const APPOINTMENTS_RETRIES = 2;
export const APPOINTMENT_STATS_STALE_MS = 2 * 60_000;

/** Expert directory paging (spec 02 §7 page/page_size). */
export const EXPERTS_PAGE_SIZE = 12;

/** Schedule settings an expert chooses (ADR 013). */
export const SLOT_MINUTES_OPTIONS = [15, 20, 30, 45, 60, 90] as const;
export const DEFAULT_SLOT_MINUTES = 30;
export const BUFFER_MINUTES_MAX = 120;
export const DEFAULT_BUFFER_MINUTES = 10;
/** Minimum notice: how long before a visit a patient may still book, cancel or move it. */
export const MIN_NOTICE_HOURS_MAX = 14 * 24;
export const DEFAULT_MIN_NOTICE_HOURS = 12;
/** The most an expert may ask per visit, in minor units (1,000.00); 0 is a free visit (ADR 016). */
export const VISIT_PRICE_MAX_MINOR = 100_000;
/** Free slots exist this far ahead; a daily job keeps the window rolling. */
export const SLOT_HORIZON_WEEKS = 8;
/** One availability request covers at most this many days (a calendar month and a little). */
export const AVAILABILITY_RANGE_MAX_DAYS = 62;
/** Weekly hours: at most this many ranges per weekday, and exceptions per schedule. */
export const WEEKLY_RANGES_PER_DAY_MAX = 4;
export const SCHEDULE_EXCEPTIONS_MAX = 100;

/** ISO weekdays, Monday = 1 … Sunday = 7 (Luxon's and ISO 8601's numbering). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};

/** Spec 02 §5/§8 validation texts and the API's own refusals. */
export const CONSULTATION_MESSAGES = {
  reasonRequired: 'Reason Required',
  reasonTooShort: 'Reason Too Short',
  reasonTooLong: `Reason must be at most ${REASON_MAX} characters`,
  rejectReasonRequired: 'Reason is required when rejecting an appointment',
  rescheduleReasonTooShort: `Reason must be at least ${REASON_MIN} characters`,
  ratingRange: 'Rating must be between 1 and 5',
  acceptedRequired: 'Accepted must be true or false',
  newSlotId: 'New slot id must be a positive whole number',
  slotId: 'Slot id must be a positive whole number',
  expertId: 'Expert id must be a positive whole number',
  slotTaken: 'This time has just been booked by someone else. Please choose another time.',
  slotUnavailable: 'This time is no longer available. Please choose another time.',
  slotTooSoon: (hours: number) =>
    `This expert needs at least ${hours} hours' notice. Please choose a later time.`,
  slotInPast: 'This time has already passed. Please choose a later time.',
  slotOverlaps: 'This time overlaps another of your slots.',
  slotBooked: 'This slot has a booked appointment: cancel or reschedule the appointment first.',
  slotDeleted: 'Slot deleted',
  sameSlot: 'Choose a different time from the current one.',
  bookingNoteLocked: 'What you wrote for the expert can be changed only while the visit is ahead.',
  otherExpertSlot: 'Choose a time with the same expert.',
  noSlotAtTime: 'This expert has no free slot at that time.',
  expertNotFound: 'Expert not found',
  slotNotFound: 'Slot not found',
  appointmentNotFound: 'Appointment not found',
  patientNotFound: 'Patient not found',
  reviewNotFound: 'No review yet',
  notesNotFound: 'No notes yet',
  reviewExists: 'You have already reviewed this visit.',
  reviewNotCompleted: 'A visit can be reviewed once it is completed.',
  reviewAppointmentMismatch: 'appointment_id must be the appointment being reviewed',
  notesExist: 'This visit already has notes: edit them instead.',
  notesNotAllowed: 'Notes can be written for confirmed or completed visits.',
  notesEmpty: 'Write at least one section of the note',
  notVerified: 'Your licence must be verified before you can offer consultations.',
  ownAppointment: 'You cannot book a consultation with yourself.',
  dateRange: 'date_to must be on or after date_from',
  dateRangeTooLong: `Ask for at most ${AVAILABILITY_RANGE_MAX_DAYS} days at a time`,
  timeFormat: 'Time must be HH:MM (24-hour)',
  rangeOrder: 'The end time must be after the start time',
  rangesOverlap: 'Ranges on the same day must not overlap',
  tooManyRanges: `At most ${WEEKLY_RANGES_PER_DAY_MAX} ranges per day`,
  tooManyExceptions: `At most ${SCHEDULE_EXCEPTIONS_MAX} date exceptions`,
  slotMinutes: `Slot length must be one of ${SLOT_MINUTES_OPTIONS.join(', ')} minutes`,
  bufferMinutes: `Buffer must be 0 to ${BUFFER_MINUTES_MAX} minutes`,
  minNoticeHours: `Minimum notice must be 0 to ${MIN_NOTICE_HOURS_MAX} hours`,
  extraHoursNeedTimes: 'Extra hours need a start and an end time',
  duplicateException: 'Each date may have one exception',
  isAvailableRequired: 'is_available must be true or false',
  startsAtFormat: 'Start must be a date and time with its offset, e.g. 2026-12-01T09:00:00Z',
  durationMinutes: 'Duration must be 10 to 240 minutes',
  priceFormat: 'Price per visit must be an amount with at most two decimals, e.g. 60 or 59.50',
  priceMax: `Price per visit must be at most ${VISIT_PRICE_MAX_MINOR / 100} (in the platform's currency)`,
} as const;

/** Spec 02 §8 toasts, titles and descriptions the web shows. */
export const CONSULTATION_TOASTS = {
  bookFailed: 'Failed to book appointment. Please try again.',
  updateFailed: 'Failed to update appointment. Please try again.',
  rescheduleFailed: 'Failed to reschedule appointment. Please try again.',
  rescheduleFailedTitle: 'Reschedule Failed',
  cancellationFailed: 'Cancellation Failed',
  bookingFailed: 'Booking Failed',
  fetchFailed: 'Fetch Failed',
  loadSlotFailed: 'Failed to Load Slot',
  loadAppointmentFailed: 'Failed to Load Appointment',
  creationFailed: 'Creation Failed',
  updateFailedTitle: 'Update Failed',
  deletionFailed: 'Deletion Failed',
  submissionFailed: 'Submission Failed',
  notesAdditionFailed: 'Notes Addition Failed',
  notesUpdateFailed: 'Notes Update Failed',
  slotCreated: 'Slot Created',
  consultationBooked: 'Consultation Booked',
  appointmentBooked: 'Appointment Booked',
  appointmentCancelled: 'Appointment Cancelled',
  appointmentCancelledText: 'Your appointment has been successfully cancelled.',
  appointmentRescheduled: 'Appointment Rescheduled',
  reviewSubmitted: 'Review Submitted',
  reviewSubmittedText: 'Thank you for your feedback!',
  notesAdded: 'Notes Added',
  profileUpdated: 'Profile Updated',
  availabilityUpdated: 'Availability Updated',
  /** Spec 02 §8: a reschedule error naming internals is replaced by this. */
  rescheduleGeneric: 'An error occurred while processing your request. Please try again.',
} as const;

/** Spec 02 §8: reschedule error texts containing any of these are masked. */
const INTERNAL_WORDS = /Internal|SQL|Database|Server Error|Exception|Stack trace/;
/** The reschedule message-masking rule: a text that names internals is never shown to a patient. */
export const maskRescheduleError = (text: string): string =>
  INTERNAL_WORDS.test(text) ? CONSULTATION_TOASTS.rescheduleGeneric : text;

/** Spec 02 §5 cancel reason: 'Reason Required' when empty, 'Reason Too Short' under 5 characters. */
export const cancelReasonField = z
  .string({ error: CONSULTATION_MESSAGES.reasonRequired })
  .trim()
  // An empty reason is only "required", not also "too short".
  .min(1, { error: CONSULTATION_MESSAGES.reasonRequired, abort: true })
  .min(REASON_MIN, CONSULTATION_MESSAGES.reasonTooShort)
  .max(REASON_MAX, CONSULTATION_MESSAGES.reasonTooLong);

/** Spec 02 §5 reschedule reason: at least 5 characters. */
export const rescheduleReasonField = z
  .string({ error: CONSULTATION_MESSAGES.rescheduleReasonTooShort })
  .trim()
  .min(REASON_MIN, CONSULTATION_MESSAGES.rescheduleReasonTooShort)
  .max(REASON_MAX, CONSULTATION_MESSAGES.reasonTooLong);

export const ratingField = z
  .number({ error: CONSULTATION_MESSAGES.ratingRange })
  .int(CONSULTATION_MESSAGES.ratingRange)
  .min(RATING_MIN, CONSULTATION_MESSAGES.ratingRange)
  .max(RATING_MAX, CONSULTATION_MESSAGES.ratingRange);

/** The price per visit in minor units: 0 (free) to VISIT_PRICE_MAX_MINOR, a whole number. */
export const visitPriceField = z
  .number({ error: CONSULTATION_MESSAGES.priceFormat })
  .int(CONSULTATION_MESSAGES.priceFormat)
  .min(0, CONSULTATION_MESSAGES.priceFormat)
  .max(VISIT_PRICE_MAX_MINOR, CONSULTATION_MESSAGES.priceMax);
