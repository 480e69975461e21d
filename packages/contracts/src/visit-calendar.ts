/*
 * Reminders and calendar invitations of a confirmed visit (ADR 014): the two reminder moments and the texts
 * of "Add to calendar".
 */

/** The reminders: 24 hours and 1 hour before a confirmed visit starts, each at most once. */
export const VISIT_REMINDER_HOURS_BEFORE = { day: 24, hour: 1 } as const;
export type VisitReminderKind = keyof typeof VISIT_REMINDER_HOURS_BEFORE;

export const CALENDAR_MESSAGES = {
  /** 409 of `.../calendar.ics` for a visit that was never confirmed, or was moved (its successor has the event). */
  notInCalendar: 'Only a confirmed visit can be added to a calendar.',
  addToCalendar: 'Add to calendar',
  addToCalendarHint: 'Download this visit as an .ics file for your calendar app',
  downloadFailed: 'Could not download the calendar file. Please try again.',
} as const;

/** The name of the downloaded file. */
export const calendarFileName = (appointmentId: number) => `fertilia-visit-${appointmentId}.ics`;
