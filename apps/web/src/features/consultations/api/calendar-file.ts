import { consultationsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

/** GET .../appointments/:id/calendar.ics: the visit's iCalendar event, as text, with my token (ADR 014). */
export const fetchCalendarFile = (id: number) => call(consultationsApi.calendarFile, { params: { id } });
