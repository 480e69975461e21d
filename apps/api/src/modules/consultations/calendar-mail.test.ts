import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jobs, users } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { createTestAppWithSmtp, startTestSmtp, type ReceivedMail, type TestSmtp } from '../../test/smtp';
import type { TestUser } from '../../test/users';
import {
  DAY,
  T0,
  addSlot,
  appointmentUrl,
  at,
  call,
  confirmed,
  createExpert,
  createPatient,
  movableClock,
  parseVisitCalendar,
  type MovableClock,
} from './appointment-test-helpers';
import { CALENDAR_MAIL_JOB, type CalendarMailJob } from './calendar-changes';

/*
 * Invitation mails through a real SMTP server on loopback (ADR 014): each carries a text/calendar part
 * that ical.js reads back, goes to both parties as their settings allow, and says only what is still true
 * when the job runs.
 */
describe('calendar invitation mails', () => {
  let app: FastifyInstance;
  let smtp: TestSmtp;
  let clock: MovableClock;
  let expert: TestUser;
  let patient: TestUser;
  let day = 2;
  const nextSlot = () => addSlot(app, expert, at(day++ * DAY));
  beforeAll(async () => {
    clock = movableClock();
    ({ app, smtp } = await createTestAppWithSmtp({ clock }));
    expert = await createExpert(app, { minNoticeHours: 24 });
    patient = await createPatient(app);
  });
  afterEach(() => clock.set(T0));
  afterAll(() => app.close());

  /** Runs the queued jobs, then answers the mails that arrived meanwhile about this visit's UID. */
  async function mailsAbout(uidOfId: number, run: () => Promise<unknown> = () => Promise.resolve()) {
    const seen = smtp.inbox.length;
    await run();
    await app.jobs.drain();
    return smtp.inbox.slice(seen).filter((m) => calendarOf(m)?.uid === `fertilia-visit-${uidOfId}@localhost`);
  }
  const calendarPart = (mail: ReceivedMail) =>
    mail.attachments.find((a) => a.contentType === 'text/calendar');
  const calendarOf = (mail: ReceivedMail) => {
    const part = calendarPart(mail);
    return part ? parseVisitCalendar(part.content) : null;
  };
  const to = (mails: ReceivedMail[], who: TestUser) => mails.filter((m) => m.to.includes(who.user.email));

  it('a confirmation mails both parties an invitation (METHOD:REQUEST) with a one-click unsubscribe', async () => {
    const slot = await nextSlot();
    const seen = smtp.inbox.length;
    const { id } = await confirmed(app, patient, expert, slot);
    await app.jobs.drain();
    const arrived = smtp.inbox.slice(seen).filter((m) => calendarPart(m));
    expect(arrived).toHaveLength(2);
    const [forPatient] = to(arrived, patient);
    const [forExpert] = to(arrived, expert);
    expect(forPatient!.subject).toMatch(/^Fertilia: Consultation confirmed: Eva Expert\d+, /);
    expect(forPatient!.subject).toContain('(Europe/Paris)');
    expect(forExpert!.subject).toContain('(Europe/London)');
    expect(forPatient!.text).toContain(`http://localhost:3000/appointments/${id}/visit`);
    expect(forPatient!.text).toContain('/api/notifications/unsubscribe?token=');
    expect(forPatient!.headerLines.some((h) => /^List-Unsubscribe:/i.test(h))).toBe(true);
    expect(calendarPart(forPatient!)!.content).toMatch(/^METHOD:REQUEST\r?$/m);
    expect(calendarOf(forPatient!)).toMatchObject({
      method: 'REQUEST',
      uid: `fertilia-visit-${id}@localhost`,
      sequence: 0,
      start: slot.startsAt,
      summary: `Fertilia consultation with Eva ${expert.user.lastName}`,
    });
    expect(calendarOf(forExpert!)!.summary).toBe(`Fertilia consultation with Pat ${patient.user.lastName}`);
  });

  it('a cancellation mails both parties METHOD:CANCEL for the same UID, one SEQUENCE up', async () => {
    const { id } = await confirmed(app, patient, expert, await nextSlot());
    await app.jobs.drain();
    const mails = await mailsAbout(id, () =>
      call(app, patient, 'POST', appointmentUrl(id, 'cancel'), { reason: 'Feeling unwell' }),
    );
    expect(mails).toHaveLength(2);
    for (const who of [patient, expert]) {
      const [mail] = to(mails, who);
      expect(calendarPart(mail!)!.content).toMatch(/^METHOD:CANCEL\r?$/m);
      expect(calendarOf(mail!)).toMatchObject({ method: 'CANCEL', sequence: 1, status: 'CANCELLED' });
      expect(mail!.text).not.toContain('Feeling unwell');
    }
    expect(to(mails, patient)[0]!.subject).toMatch(/^Fertilia: Consultation cancelled/);
    expect(to(mails, patient)[0]!.text).toContain('You cancelled the consultation');
    expect(to(mails, expert)[0]!.text).toContain(`Pat ${patient.user.lastName} cancelled the consultation`);
  });

  it('a move by the expert sends both parties the new time under the same UID, one SEQUENCE up', async () => {
    const [from, next] = [await nextSlot(), await nextSlot()];
    const { id } = await confirmed(app, patient, expert, from);
    await app.jobs.drain();
    const mails = await mailsAbout(id, () =>
      call(app, expert, 'PUT', appointmentUrl(id, 'reschedule'), {
        new_slot_id: next.id,
        reason: 'Clinic closed',
      }),
    );
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.subject).toMatch(/^Fertilia: Consultation moved: /);
      expect(calendarOf(mail)).toMatchObject({ method: 'REQUEST', sequence: 1, start: next.startsAt });
    }
  });

  it('a move by the patient withdraws the old time; the new one is invited when the expert accepts', async () => {
    const [from, next] = [await nextSlot(), await nextSlot()];
    const { id } = await confirmed(app, patient, expert, from);
    await app.jobs.drain();
    let movedId = 0;
    const withdrawn = await mailsAbout(id, async () => {
      movedId = (
        await call(app, patient, 'PUT', appointmentUrl(id, 'reschedule'), {
          new_slot_id: next.id,
          reason: 'Work trip',
        })
      ).json().id;
    });
    expect(withdrawn.map((m) => calendarOf(m)!.method)).toEqual(['CANCEL', 'CANCEL']);
    expect(to(withdrawn, expert)[0]!.text).toContain('Please accept or decline the new time');
    const invited = await mailsAbout(id, () =>
      call(app, expert, 'PUT', appointmentUrl(movedId, 'accept'), { accepted: true }),
    );
    expect(invited.map((m) => calendarOf(m))).toEqual([
      expect.objectContaining({ method: 'REQUEST', sequence: 2, start: next.startsAt }),
      expect.objectContaining({ method: 'REQUEST', sequence: 2, start: next.startsAt }),
    ]);
  });

  it('sends only what is still true when the job runs: a visit cancelled at once gets no stale invitation', async () => {
    const seen = smtp.inbox.length;
    const { id } = await confirmed(app, patient, expert, await nextSlot());
    await call(app, expert, 'POST', appointmentUrl(id, 'cancel'), { reason: 'Unwell' });
    await app.jobs.drain();
    const methods = smtp.inbox
      .slice(seen)
      .map((m) => calendarOf(m))
      .filter((c) => c?.uid === `fertilia-visit-${id}@localhost`)
      .map((c) => c!.method);
    expect(methods).toEqual(['CANCEL', 'CANCEL']);
  });

  it('respects her settings: no invitation mail with appointment e-mails off, nor to an unconfirmed account', async () => {
    const quiet = await createPatient(app);
    const off = await call(app, quiet, 'PUT', '/api/notifications/preferences/', {
      preferences: [{ type: 'appointment_update', email: false }],
    });
    expect(off.statusCode).toBe(200);
    const { id } = await confirmed(app, quiet, expert, await nextSlot());
    const mails = await mailsAbout(id);
    expect(to(mails, quiet)).toEqual([]);
    expect(to(mails, expert)).toHaveLength(1);

    const unconfirmed = await createPatient(app);
    const second = await confirmed(app, unconfirmed, expert, await nextSlot());
    await app.deps.db.db.update(users).set({ confirmed: false }).where(eq(users.id, unconfirmed.user.id));
    const secondMails = await mailsAbout(second.id);
    expect(to(secondMails, unconfirmed)).toEqual([]);
    expect(to(secondMails, expert)).toHaveLength(1);
  });
});

describe('a calendar mail the mail server refuses', () => {
  it('is retried later, not lost', async () => {
    const down = await startTestSmtp();
    await down.close();
    const clock = movableClock();
    const app = await createTestApp({ clock, env: { SMTP_URL: down.url } });
    try {
      const expert = await createExpert(app, { minNoticeHours: 0 });
      const patient = await createPatient(app);
      const { id } = await confirmed(app, patient, expert, await addSlot(app, expert, at(2 * DAY)));
      await app.jobs.drain();
      const queued = (
        await app.deps.db.db.select().from(jobs).where(eq(jobs.name, CALENDAR_MAIL_JOB))
      ).filter((job) => (job.payload as CalendarMailJob).appointmentId === id);
      expect(queued).toHaveLength(2);
      for (const job of queued) {
        expect(job).toMatchObject({ status: 'queued', attempts: 1 });
        expect(job.lastError).toBeTruthy();
        expect(job.runAt.getTime()).toBeGreaterThan(T0.getTime());
      }
    } finally {
      await app.close();
    }
  });
});
