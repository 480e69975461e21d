import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  DOCTOR_NOTE_CONTENT_MAX,
  DOCTOR_NOTE_MESSAGES as M,
  DOCTOR_NOTE_REASON_MAX,
  DOCTOR_NOTE_TITLE_MAX,
  type DoctorNote,
  type DoctorNotePage,
} from '@fertilia/contracts';
import { auditEvents, doctorNotes, notifications } from '../../../db/schema';
import { injectAs, issues, postCreated, type InjectAsArgs } from '../../../test/http';
import { signInAgain, type TestUser } from '../../../test/users';
import {
  START,
  createCareTestApp,
  createExpert,
  createPatient,
  hoursFrom,
  seedAppointment,
  testClock,
} from '../../consultations/care-test-helpers';
import { FORMER_PROFESSIONAL } from './dto';

const NOTES = '/api/treatment/doctor-notes/';
const NOTE = (id: number) => `${NOTES}${id}/`;

describe('doctor notes', () => {
  const clock = testClock();
  let app: FastifyInstance;
  let call: (...args: InjectAsArgs) => ReturnType<typeof injectAs>;
  let doctor: TestUser;
  let expert: TestUser;
  let sofia: TestUser;
  let lena: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    app = await createCareTestApp(clock);
    call = (...args) => injectAs(app, ...args);
    doctor = await createExpert(app, 'doctor', 'Nadia');
    expert = await createExpert(app, 'expert', 'Ruth');
    sofia = await createPatient(app, { firstName: 'Sofia' });
    lena = await createPatient(app, { firstName: 'Lena' });
    stranger = await createPatient(app, { firstName: 'Mia' });
    // Sofia saw the doctor and has a visit agreed with the expert; Lena saw the doctor too.
    await seedAppointment(app, {
      patient: sofia,
      expert: doctor,
      status: 'completed',
      startsAt: hoursFrom(-72),
    });
    await seedAppointment(app, { patient: sofia, expert, status: 'confirmed', startsAt: hoursFrom(48) });
    await seedAppointment(app, {
      patient: lena,
      expert: doctor,
      status: 'completed',
      startsAt: hoursFrom(-96),
    });
    // Mia only asked the doctor, who has not accepted: no relationship yet.
    await seedAppointment(app, {
      patient: stranger,
      expert: doctor,
      status: 'pending',
      startsAt: hoursFrom(72),
    });
  });
  afterAll(() => app.close());

  /** Moves the clock, and signs everyone in again: an access token lives less than the hours these tests span. */
  const moveTo = async (instant: Date) => {
    clock.set(instant);
    doctor = await signInAgain(app, doctor);
    expert = await signInAgain(app, expert);
    sofia = await signInAgain(app, sofia);
    lena = await signInAgain(app, lena);
    stranger = await signInAgain(app, stranger);
  };

  const write = (
    by: TestUser,
    patient: TestUser,
    title = 'After your scan',
    content = 'Lining 9 mm; start progesterone on Friday.',
  ) => postCreated<DoctorNote>(app, by, NOTES, { patient_id: patient.user.id, title, content });
  const notesOf = async (who: TestUser, query = '') =>
    (await call(who, 'GET', `${NOTES}${query}`)).json() as DoctorNotePage;
  const noteRows = () => app.deps.db.db.select().from(doctorNotes);

  describe('writing', () => {
    it('lets a doctor write for a patient in her care; the patient reads it and is told, without its words', async () => {
      await moveTo(START);
      const note = await write(doctor, sofia);
      expect(note).toMatchObject({
        patient_id: sofia.user.id,
        patient_name: 'Sofia Marquez',
        author: { id: doctor.user.id, name: 'Nadia Okafor', role: 'doctor' },
        title: 'After your scan',
        content: 'Lining 9 mm; start progesterone on Friday.',
        original_content: 'Lining 9 mm; start progesterone on Friday.',
        amendments: [],
        editable_until: hoursFrom(24).toISOString(),
      });
      const page = await notesOf(sofia);
      expect(page.items.map((n) => n.id)).toContain(note.id);
      const told = await app.deps.db.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, sofia.user.id), eq(notifications.type, 'doctor_note')));
      expect(told).toHaveLength(1);
      expect(told[0]!.message).toContain('Nadia Okafor');
      expect(told[0]!.message).not.toContain('progesterone');
      const audit = await app.deps.db.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'treatment.note_written'));
      expect(audit).toEqual([
        expect.objectContaining({
          actorId: doctor.user.id,
          targetUserId: sofia.user.id,
          details: { note_id: note.id },
        }),
      ]);
    });

    it('lets an expert with an agreed visit write too', async () => {
      const note = await write(expert, sofia, 'Before our call', 'Bring your last AMH result.');
      expect(note.author).toMatchObject({ id: expert.user.id, role: 'expert' });
    });

    it('refuses a patient who is not in her care, and one who only asked for a visit, as unknown', async () => {
      const before = (await noteRows()).length;
      for (const patient of [lena, stranger]) {
        const by = patient === lena ? expert : doctor;
        const res = await call(by, 'POST', NOTES, { patient_id: patient.user.id, title: 'T', content: 'C' });
        expect(res.statusCode).toBe(404);
        expect(res.json().detail).toBe(M.patientNotFound);
      }
      const nobody = await call(doctor, 'POST', NOTES, { patient_id: 2_000_000, title: 'T', content: 'C' });
      expect(nobody.statusCode).toBe(404);
      expect((await noteRows()).length).toBe(before);
    });

    it('checks each field, and writes nothing', async () => {
      const before = (await noteRows()).length;
      const expect422 = async (body: object, field: string, msg: string) => {
        const res = await call(doctor, 'POST', NOTES, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
        expect(issues(res)).toContainEqual({ loc: ['body', field], msg });
      };
      const ok = { patient_id: sofia.user.id, title: 'Scan', content: 'Fine.' };
      await expect422({ ...ok, patient_id: undefined }, 'patient_id', M.patientNotFound);
      await expect422({ ...ok, patient_id: '12' }, 'patient_id', M.patientNotFound);
      await expect422({ ...ok, patient_id: 0 }, 'patient_id', M.patientNotFound);
      await expect422({ ...ok, title: '   ' }, 'title', M.titleRequired);
      await expect422({ ...ok, title: undefined }, 'title', M.titleRequired);
      await expect422({ ...ok, title: 'x'.repeat(DOCTOR_NOTE_TITLE_MAX + 1) }, 'title', M.titleTooLong);
      await expect422({ ...ok, content: '' }, 'content', M.contentRequired);
      await expect422(
        { ...ok, content: 'x'.repeat(DOCTOR_NOTE_CONTENT_MAX + 1) },
        'content',
        M.contentTooLong,
      );
      expect((await noteRows()).length).toBe(before);
    });

    it('is for experts and doctors only, and needs a token', async () => {
      const body = { patient_id: sofia.user.id, title: 'T', content: 'C' };
      expect((await call(null, 'POST', NOTES, body)).statusCode).toBe(401);
      expect((await call(sofia, 'POST', NOTES, body)).statusCode).toBe(403);
      expect((await call(null, 'GET', NOTES)).statusCode).toBe(401);
    });
  });

  describe('reading', () => {
    it('shows a patient only the notes about her, from every author, newest first', async () => {
      await moveTo(hoursFrom(1));
      const forLena = await write(doctor, lena, 'For Lena', 'Repeat TSH in 6 weeks.');
      const mine = await notesOf(sofia);
      expect(mine.items.every((n) => n.patient_id === sofia.user.id)).toBe(true);
      expect(new Set(mine.items.map((n) => n.author.id))).toEqual(new Set([doctor.user.id, expert.user.id]));
      expect(mine.items.map((n) => n.id)).not.toContain(forLena.id);
      const times = mine.items.map((n) => n.created_at);
      expect([...times].sort().reverse()).toEqual(times);
      expect((await notesOf(lena)).items.map((n) => n.id)).toEqual([forLena.id]);
    });

    it('refuses a patient naming another patient', async () => {
      const res = await call(sofia, 'GET', `${NOTES}?patient_id=${lena.user.id}`);
      expect(res.statusCode).toBe(404);
      expect((await call(sofia, 'GET', `${NOTES}?patient_id=${sofia.user.id}`)).statusCode).toBe(200);
    });

    it('shows a professional only her own notes, for one patient when named', async () => {
      const all = await notesOf(doctor);
      expect(all.items.every((n) => n.author.id === doctor.user.id)).toBe(true);
      expect(new Set(all.items.map((n) => n.patient_id))).toEqual(new Set([sofia.user.id, lena.user.id]));
      const forSofia = await notesOf(doctor, `?patient_id=${sofia.user.id}`);
      expect(forSofia.items.every((n) => n.patient_id === sofia.user.id)).toBe(true);
      expect((await notesOf(expert, `?patient_id=${lena.user.id}`)).items).toEqual([]);
    });

    it('pages, and refuses a bad page or patient id', async () => {
      const page = await notesOf(sofia, '?limit=1&skip=1');
      expect(page).toMatchObject({ skip: 1, limit: 1, total: 2 });
      expect(page.items).toHaveLength(1);
      expect((await call(sofia, 'GET', `${NOTES}?limit=0`)).statusCode).toBe(422);
      const bad = await call(doctor, 'GET', `${NOTES}?patient_id=abc`);
      expect(issues(bad)).toEqual([{ loc: ['query', 'patient_id'], msg: M.patientNotFound }]);
    });
  });

  describe('changing', () => {
    let note: DoctorNote;
    beforeAll(async () => {
      await moveTo(hoursFrom(2));
      note = await write(doctor, sofia, 'Stimulation plan', 'Gonal-f 150 IU from day 2.');
    });

    it('corrects in place within 24 hours, keeping no amendment', async () => {
      await moveTo(hoursFrom(2 + 23));
      const res = await call(doctor, 'PUT', NOTE(note.id), {
        title: 'Stimulation plan',
        content: 'Gonal-f 225 IU from day 2.',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        content: 'Gonal-f 225 IU from day 2.',
        original_content: 'Gonal-f 225 IU from day 2.',
        amendments: [],
      });
      const audit = await app.deps.db.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'treatment.note_corrected'));
      expect(audit).toHaveLength(1);
    });

    it('after 24 hours takes a change only as an amendment with a reason, keeping the original', async () => {
      await moveTo(hoursFrom(2 + 24));
      const withoutReason = await call(doctor, 'PUT', NOTE(note.id), {
        title: 'Stimulation plan',
        content: '300 IU.',
      });
      expect(withoutReason.statusCode).toBe(422);
      expect(issues(withoutReason)).toEqual([{ loc: ['body', 'reason'], msg: M.reasonRequired }]);
      const tooLong = await call(doctor, 'PUT', NOTE(note.id), {
        title: 'Stimulation plan',
        content: '300 IU.',
        reason: 'x'.repeat(DOCTOR_NOTE_REASON_MAX + 1),
      });
      expect(issues(tooLong)).toEqual([{ loc: ['body', 'reason'], msg: M.reasonTooLong }]);

      const amended = await call(doctor, 'PUT', NOTE(note.id), {
        title: 'Stimulation plan (revised)',
        content: 'Gonal-f 300 IU from day 6.',
        reason: 'Day-6 estradiol was low',
      });
      expect(amended.statusCode).toBe(200);
      const body = amended.json() as DoctorNote;
      expect(body).toMatchObject({
        title: 'Stimulation plan (revised)',
        content: 'Gonal-f 300 IU from day 6.',
        original_title: 'Stimulation plan',
        original_content: 'Gonal-f 225 IU from day 2.',
        amendments: [
          expect.objectContaining({
            content: 'Gonal-f 300 IU from day 6.',
            reason: 'Day-6 estradiol was low',
            author: expect.objectContaining({ id: doctor.user.id }),
            created_at: hoursFrom(26).toISOString(),
          }),
        ],
      });
      await moveTo(hoursFrom(30));
      await call(doctor, 'PUT', NOTE(note.id), {
        title: 'Stimulation plan',
        content: 'Trigger tonight.',
        reason: 'Follicles ready',
      });
      const seen = (await notesOf(sofia)).items.find((n) => n.id === note.id)!;
      expect(seen.content).toBe('Trigger tonight.');
      expect(seen.original_content).toBe('Gonal-f 225 IU from day 2.');
      expect(seen.amendments.map((a) => a.content)).toEqual([
        'Gonal-f 300 IU from day 6.',
        'Trigger tonight.',
      ]);
      const told = await app.deps.db.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, sofia.user.id), eq(notifications.type, 'doctor_note')));
      expect(told.filter((n) => n.title.includes('amended'))).toHaveLength(2);
    });

    it('refuses to delete a note older than 24 hours', async () => {
      const res = await call(doctor, 'DELETE', NOTE(note.id));
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(M.lockedDelete);
      expect((await noteRows()).some((n) => n.id === note.id)).toBe(true);
    });

    it('deletes a note within 24 hours', async () => {
      await moveTo(hoursFrom(40));
      const fresh = await write(doctor, sofia, 'Typo', 'Wrong patient.');
      const res = await call(doctor, 'DELETE', NOTE(fresh.id));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: M.deleted });
      expect((await noteRows()).some((n) => n.id === fresh.id)).toBe(false);
      const audit = await app.deps.db.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'treatment.note_deleted'));
      expect(audit).toEqual([expect.objectContaining({ targetUserId: sofia.user.id })]);
    });

    it('lets only the author change or delete it; anyone else gets 404', async () => {
      const body = { title: 'Mine now', content: 'Changed.', reason: 'Because' };
      for (const who of [expert]) {
        expect((await call(who, 'PUT', NOTE(note.id), body)).statusCode).toBe(404);
        expect((await call(who, 'DELETE', NOTE(note.id))).statusCode).toBe(404);
      }
      expect((await call(sofia, 'PUT', NOTE(note.id), body)).statusCode).toBe(403);
      expect((await call(sofia, 'DELETE', NOTE(note.id))).statusCode).toBe(403);
      expect((await call(null, 'PUT', NOTE(note.id), body)).statusCode).toBe(401);
      expect((await call(doctor, 'PUT', NOTE(2_000_000), body)).statusCode).toBe(404);
      expect((await call(doctor, 'PUT', `${NOTES}abc/`, body)).statusCode).toBe(422);
      const seen = (await notesOf(sofia)).items.find((n) => n.id === note.id)!;
      expect(seen.content).toBe('Trigger tonight.');
    });

    it('keeps the note for the patient when its author’s account is deleted', async () => {
      const leaving = await createExpert(app, 'doctor', 'Ines');
      await seedAppointment(app, {
        patient: sofia,
        expert: leaving,
        status: 'completed',
        startsAt: hoursFrom(-200),
      });
      const kept = await write(leaving, sofia, 'Leaving note', 'All the best.');
      const { users } = await import('../../../db/schema');
      await app.deps.db.db.delete(users).where(eq(users.id, leaving.user.id));
      const seen = (await notesOf(sofia)).items.find((n) => n.id === kept.id)!;
      expect(seen.author).toEqual({ id: null, name: FORMER_PROFESSIONAL, role: null });
    });
  });
});
