import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notifications } from '../../db/schema';
import { systemContext } from '../../http/context';
import { createTestAppWithSmtp, type TestSmtp } from '../../test/smtp';
import type { TestUser } from '../../test/users';
import {
  DAY,
  HOUR,
  T0,
  addSlot,
  appointmentRow,
  appointmentUrl,
  at,
  book,
  call,
  confirmed,
  createExpert,
  createPatient,
  movableClock,
  parseVisitCalendar,
  type MovableClock,
} from './appointment-test-helpers';
import { VISIT_REMINDER_TICK_MS, runVisitReminders } from './visit-reminders';

const MINUTE = 60_000;

/*
 * The 24-hour and 1-hour reminders (ADR 014) with a clock the test moves: each fires once, across repeated
 * and simultaneous runs; a moment that passed before the visit was confirmed is passed over; both parties
 * are told in their own zone and mailed the visit's invitation.
 */
describe('visit reminders', () => {
  let app: FastifyInstance;
  let smtp: TestSmtp;
  let clock: MovableClock;
  let expert: TestUser;
  let patient: TestUser;
  let day = 5;
  /**
   * A free slot at 09:00 UTC, three days after the last: one visit's reminder window (24 hours) never holds
   * another's, so each test counts only its own reminders.
   */
  const nextSlot = () => addSlot(app, expert, at((day += 3) * DAY + HOUR));
  const run = () => runVisitReminders(systemContext(app, 'test-reminders'));
  const remindersOf = (who: TestUser) =>
    app.deps.db.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, who.user.id), eq(notifications.type, 'appointment_reminder')))
      // In the order they were sent: without it PostgreSQL may answer in any order.
      .orderBy(notifications.id);
  const remindersAbout = async (who: TestUser, id: number) =>
    (await remindersOf(who)).filter((n) => n.link === `/appointments/${id}/visit`);
  const set = (date: Date | number) => clock.set(new Date(date));

  beforeAll(async () => {
    clock = movableClock();
    ({ app, smtp } = await createTestAppWithSmtp({ clock }));
    // No minimum notice: visits can be booked and confirmed close to their start.
    expert = await createExpert(app, { minNoticeHours: 0, timeZone: 'America/New_York' });
    patient = await createPatient(app, 'Asia/Tokyo');
  });
  afterEach(() => clock.set(T0));
  afterAll(() => app.close());

  it('words each party’s reminder in her own zone, across the date line, and mails the invitation', async () => {
    // Before the other tests' visits. 3 Dec 23:30 UTC: Friday morning in Tokyo, Thursday evening in New York.
    const slot = await addSlot(app, expert, new Date('2026-12-03T23:30:00Z'));
    const { id } = await confirmed(app, patient, expert, slot);
    await app.jobs.drain();
    const seen = smtp.inbox.length;
    set(slot.startsAt.getTime() - DAY);
    expect(await run()).toBe(1);
    const [forPatient] = await remindersAbout(patient, id);
    const [forExpert] = await remindersAbout(expert, id);
    expect(forPatient!.message).toBe(
      `Your consultation with Eva ${expert.user.lastName} is on Fri, 4 Dec 2026, 08:30 – 09:00 (Asia/Tokyo). ` +
        'The visit opens 10 minutes before the start.',
    );
    expect(forExpert!.message).toContain(`Pat ${patient.user.lastName} is on Thu, 3 Dec 2026, 18:30 – 19:00`);
    expect(forExpert!.message).toContain('(America/New_York)');

    await app.jobs.drain();
    const mails = smtp.inbox.slice(seen).filter((m) => /^Fertilia: Reminder/.test(m.subject));
    expect(
      mails
        .map((m) => m.to)
        .flat()
        .sort(),
    ).toEqual([expert.user.email, patient.user.email].sort());
    const mail = mails.find((m) => m.to.includes(patient.user.email))!;
    expect(mail.subject).toContain('Fri, 4 Dec 2026, 08:30 – 09:00 (Asia/Tokyo)');
    const invitation = mail.attachments.find((a) => a.contentType === 'text/calendar')!;
    expect(parseVisitCalendar(invitation.content)).toMatchObject({
      method: 'REQUEST',
      uid: `fertilia-visit-${id}@localhost`,
      sequence: 0,
      start: slot.startsAt,
    });
    // The reminder's mail is the invitation mail, not a second summary.
    expect(smtp.inbox.slice(seen).filter((m) => m.to.includes(patient.user.email))).toHaveLength(1);
  });

  it('each fires once at its moment, however often the job runs', async () => {
    const slot = await nextSlot();
    const start = slot.startsAt.getTime();
    const { id } = await confirmed(app, patient, expert, slot);
    set(start - DAY - MINUTE);
    expect(await run()).toBe(0);
    set(start - DAY);
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    set(start - DAY + 30 * MINUTE);
    expect(await run()).toBe(0);
    expect((await appointmentRow(app, id))!.dayReminderAt).toEqual(new Date(start - DAY));
    for (const who of [patient, expert]) expect(await remindersAbout(who, id)).toHaveLength(1);
    set(start - HOUR);
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    set(start);
    expect(await run()).toBe(0);
    for (const who of [patient, expert])
      expect((await remindersAbout(who, id)).map((n) => n.title)).toEqual([
        'Upcoming consultation',
        'Your consultation starts soon',
      ]);
  });

  it('fires once when two runs go at the same moment', async () => {
    const slot = await nextSlot();
    const { id } = await confirmed(app, patient, expert, slot);
    set(slot.startsAt.getTime() - DAY);
    const sent = await Promise.all([run(), run(), run()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    for (const who of [patient, expert]) expect(await remindersAbout(who, id)).toHaveLength(1);
  });

  it('is the recurring job of the runner, once a minute', async () => {
    const slot = await nextSlot();
    const { id } = await confirmed(app, patient, expert, slot);
    set(slot.startsAt.getTime() - DAY + VISIT_REMINDER_TICK_MS);
    await app.jobs.drain();
    expect(await remindersAbout(patient, id)).toHaveLength(1);
    expect((await appointmentRow(app, id))!.dayReminderAt).not.toBeNull();
  });

  it('reminds of no request, and of no cancelled visit', async () => {
    const pendingSlot = await nextSlot();
    const { id: pending } = await book(app, patient, pendingSlot);
    const cancelledSlot = await nextSlot();
    const { id: cancelled } = await confirmed(app, patient, expert, cancelledSlot);
    await call(app, patient, 'POST', appointmentUrl(cancelled, 'cancel'), { reason: 'Changed plans' });
    for (const [id, slot] of [
      [pending, pendingSlot],
      [cancelled, cancelledSlot],
    ] as const) {
      for (const moment of [slot.startsAt.getTime() - DAY, slot.startsAt.getTime() - HOUR]) {
        set(moment);
        await run();
      }
      expect(await remindersAbout(patient, id)).toEqual([]);
      expect(await appointmentRow(app, id)).toMatchObject({ dayReminderAt: null, hourReminderAt: null });
    }
  });

  describe('passes over a moment that came before the visit was confirmed, or that the next one replaces', () => {
    it('confirmed 10 hours before: no 24-hour reminder, the 1-hour one as usual', async () => {
      const slot = await nextSlot();
      const start = slot.startsAt.getTime();
      set(start - 10 * HOUR);
      const { id } = await confirmed(app, patient, expert, slot);
      expect(await run()).toBe(0);
      expect((await appointmentRow(app, id))!.dayReminderAt).toEqual(new Date(start - 10 * HOUR));
      set(start - HOUR);
      expect(await run()).toBe(1);
      expect((await remindersAbout(patient, id)).map((n) => n.title)).toEqual([
        'Your consultation starts soon',
      ]);
    });

    it('confirmed 30 minutes before: neither', async () => {
      const slot = await nextSlot();
      set(slot.startsAt.getTime() - 30 * MINUTE);
      const { id } = await confirmed(app, patient, expert, slot);
      expect(await run()).toBe(0);
      expect(await appointmentRow(app, id)).toMatchObject({
        dayReminderAt: clock.now(),
        hourReminderAt: clock.now(),
      });
      expect(await remindersAbout(patient, id)).toEqual([]);
    });

    it('a 24-hour reminder not sent by the 1-hour moment (the server was down) gives way to the 1-hour one', async () => {
      const slot = await nextSlot();
      const { id } = await confirmed(app, patient, expert, slot);
      set(slot.startsAt.getTime() - 50 * MINUTE);
      expect(await run()).toBe(1);
      expect((await remindersAbout(expert, id)).map((n) => n.title)).toEqual([
        'Your consultation starts soon',
      ]);
    });
  });

  it('a move starts the successor’s reminders afresh and ends the old one’s', async () => {
    const [from, to] = [await nextSlot(), await nextSlot()];
    const old = await confirmed(app, patient, expert, from);
    set(from.startsAt.getTime() - DAY);
    expect(await run()).toBe(1);
    const moved = (
      await call(app, expert, 'PUT', appointmentUrl(old.id, 'reschedule'), {
        new_slot_id: to.id,
        reason: 'Clinic closed',
      })
    ).json();
    expect(await appointmentRow(app, moved.id)).toMatchObject({ dayReminderAt: null, hourReminderAt: null });
    set(from.startsAt.getTime() - HOUR);
    expect(await run()).toBe(0);
    expect((await appointmentRow(app, old.id))!.hourReminderAt).toBeNull();
    set(to.startsAt.getTime() - DAY);
    expect(await run()).toBe(1);
    set(to.startsAt.getTime() - HOUR);
    expect(await run()).toBe(1);
    expect((await remindersAbout(patient, moved.id)).map((n) => n.title)).toEqual([
      'Upcoming consultation',
      'Your consultation starts soon',
    ]);
    expect(await remindersAbout(patient, old.id)).toHaveLength(1);
  });
});
