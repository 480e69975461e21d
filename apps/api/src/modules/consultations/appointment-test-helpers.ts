import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import ICAL from 'ical.js';
import type { Appointment, Role } from '@fertilia/contracts';
import {
  appointments,
  auditEvents,
  authSessions,
  consultationSlots,
  expertSchedules,
  notificationEmailQueue,
  notifications,
  users,
  type ConsultationSlotRow,
} from '../../db/schema';
import { createTestApp } from '../../test/app';
import { createUserWithToken, type TestUser } from '../../test/users';

/*
 * Appointments without the schedule API: experts made verified and available, slots inserted directly, and
 * a clock the test moves. Every call signs a fresh token at the clock's time, so moving the clock days on
 * never expires the caller.
 */

/** 1 Dec 2026, 08:00 UTC: the tests' "now" until they move it. */
export const T0 = new Date('2026-12-01T08:00:00Z');
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const at = (offsetMs: number) => new Date(T0.getTime() + offsetMs);

export type MovableClock = { now(): Date; set(date: Date): void };
export function movableClock(start: Date = T0): MovableClock {
  let time = start.getTime();
  return { now: () => new Date(time), set: (date) => (time = date.getTime()) };
}

export async function createAppointmentTestApp(): Promise<{ app: FastifyInstance; clock: MovableClock }> {
  const clock = movableClock();
  const app = await createTestApp({ clock });
  return { app, clock };
}

const FAR_FUTURE = new Date('2100-01-01T00:00:00Z');

async function member(
  app: FastifyInstance,
  role: Role,
  values: Parameters<typeof createUserWithToken>[1]['values'],
) {
  const who = await createUserWithToken(app, { role, values });
  await app.deps.db.db
    .update(authSessions)
    .set({ expiresAt: FAR_FUTURE })
    .where(eq(authSessions.id, who.sessionId));
  return who;
}

let people = 0;
export const createPatient = (app: FastifyInstance, timeZone: string | null = 'Europe/Paris') =>
  member(app, 'patient', { firstName: 'Pat', lastName: `Patient${++people}`, timeZone });

export type ExpertOptions = {
  role?: 'expert' | 'doctor';
  timeZone?: string;
  /** Inserts a schedule with this minimum notice; without it the default notice applies. */
  minNoticeHours?: number;
  available?: boolean;
  verification?: 'verified' | 'pending' | 'unverified' | 'rejected';
};

/** A listed professional: verified, active, available for appointments (unless the options say otherwise). */
export async function createExpert(app: FastifyInstance, options: ExpertOptions = {}): Promise<TestUser> {
  const expert = await member(app, options.role ?? 'expert', {
    firstName: 'Eva',
    lastName: `Expert${++people}`,
    timeZone: options.timeZone ?? 'Europe/London',
    verificationStatus: options.verification ?? 'verified',
    professionalProfile: { available_for_appointment: options.available ?? true, specialization: 'IVF' },
  });
  if (options.minNoticeHours !== undefined)
    await app.deps.db.db.insert(expertSchedules).values({
      expertId: expert.user.id,
      timeZone: options.timeZone ?? 'Europe/London',
      slotMinutes: 30,
      bufferMinutes: 0,
      minNoticeHours: options.minNoticeHours,
    });
  return expert;
}

export async function addSlot(
  app: FastifyInstance,
  expert: TestUser,
  startsAt: Date,
  minutes = 30,
): Promise<ConsultationSlotRow> {
  const [slot] = await app.deps.db.db
    .insert(consultationSlots)
    .values({
      expertId: expert.user.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + minutes * 60_000),
      source: 'manual',
    })
    .returning();
  return slot!;
}

/** Calls the app as `who` (anonymous when null) with a token signed now. */
export async function call(
  app: FastifyInstance,
  who: TestUser | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (who) {
    const token = await app.deps.accessTokens.sign({
      userId: who.user.id,
      sessionId: who.sessionId,
      role: who.user.role,
    });
    headers.authorization = `Bearer ${token}`;
  }
  return app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

export const APPOINTMENTS = '/api/consultations/appointments/';
export const appointmentUrl = (id: number, action = '') =>
  `/api/consultations/appointments/${id}${action ? `/${action}` : ''}`;

/** Books `slot` as `patient`; any answer but 201 throws, naming it. */
export async function book(
  app: FastifyInstance,
  patient: TestUser,
  slot: { id: number },
): Promise<Appointment> {
  const res = await call(app, patient, 'POST', APPOINTMENTS, { slot_id: slot.id });
  if (res.statusCode !== 201) throw new Error(`booking answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** Books and has the expert accept: a confirmed visit. */
export async function confirmed(
  app: FastifyInstance,
  patient: TestUser,
  expert: TestUser,
  slot: { id: number },
): Promise<Appointment> {
  const booked = await book(app, patient, slot);
  const res = await call(app, expert, 'PUT', appointmentUrl(booked.id, 'accept'), { accepted: true });
  if (res.statusCode !== 200) throw new Error(`accept answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

export const appointmentRow = async (app: FastifyInstance, id: number) =>
  (await app.deps.db.db.select().from(appointments).where(eq(appointments.id, id)))[0];

export const appointmentRowsOfSlot = (app: FastifyInstance, slotId: number) =>
  app.deps.db.db.select().from(appointments).where(eq(appointments.slotId, slotId));

export const notificationsOf = (app: FastifyInstance, userId: number) =>
  app.deps.db.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'appointment_update')));

export const mailsOf = (app: FastifyInstance, userId: number) =>
  app.deps.db.db
    .select()
    .from(notificationEmailQueue)
    .where(
      and(eq(notificationEmailQueue.userId, userId), eq(notificationEmailQueue.type, 'appointment_update')),
    );

export const auditOf = (app: FastifyInstance, action: string) =>
  app.deps.db.db.select().from(auditEvents).where(eq(auditEvents.action, action));

export const setUserZone = (app: FastifyInstance, who: TestUser, timeZone: string) =>
  app.deps.db.db.update(users).set({ timeZone }).where(eq(users.id, who.user.id));

/** An iCalendar text parsed back with ical.js (an independent parser): the fields calendar tests check. */
export function parseVisitCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  const party = (p: ICAL.Property) => ({
    name: p.getParameter('cn') as string,
    email: String(p.getFirstValue()).replace(/^mailto:/i, ''),
  });
  return {
    method: calendar.getFirstPropertyValue('method'),
    prodId: calendar.getFirstPropertyValue('prodid'),
    uid: event.uid,
    sequence: event.sequence,
    stamp: (vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate(),
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    startIsUtc: event.startDate.zone?.tzid === 'UTC',
    summary: event.summary,
    description: event.description,
    url: vevent.getFirstPropertyValue('url'),
    status: vevent.getFirstPropertyValue('status'),
    organizer: party(vevent.getFirstProperty('organizer')!),
    attendees: vevent.getAllProperties('attendee').map(party),
  };
}
