import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  MESSAGES,
  VERIFICATION_MESSAGES,
  VERIFICATION_REASON_MAX,
  type VerificationRequestInput,
} from '@fertilia/contracts';
import { auditEvents, professionalVerifications, users } from '../../db/schema';
import { injectAs, issues, type InjectAsArgs } from '../../test/http';
import { createTestApp } from '../../test/app';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { createUserWithToken, TEST_USER_PASSWORD, type TestUser } from '../../test/users';

/*
 * Verified professionals (issue 14, finding 2): an account registered as expert or doctor carries no badge
 * until support or an admin has checked its licence.
 */

let app: FastifyInstance;
let smtp: TestSmtp;
let support: TestUser;
let admin: TestUser;
let patient: TestUser;
const call = (...args: InjectAsArgs) => injectAs(app, ...args);

beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await createTestApp({ smtp });
  support = await createUserWithToken(app, { role: 'support' });
  admin = await createUserWithToken(app, { role: 'admin' });
  patient = await createUserWithToken(app, { role: 'patient' });
});
afterAll(() => app.close());

const LICENCE: VerificationRequestInput = {
  license_number: 'GMC-7731042',
  issuing_body: 'General Medical Council',
  license_country: 'United Kingdom',
  note: 'Registered since 2011.',
};

/** A new professional, not yet checked, as registration makes one. */
const newProfessional = (role: 'doctor' | 'expert' = 'doctor', firstName = 'Henrike') =>
  createUserWithToken(app, { role, values: { verificationStatus: 'unverified', firstName } });

const statusOf = async (who: TestUser) =>
  (await app.deps.db.db.select().from(users).where(eq(users.id, who.user.id)))[0]!.verificationStatus;

async function submitted(who: TestUser, body: VerificationRequestInput = LICENCE) {
  const res = await call(who, 'POST', '/api/auth/verification', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().latest as { id: number };
}

/** The badge members see on the professional's posts. */
async function badgeOf(author: TestUser): Promise<string | null> {
  const created = await call(author, 'POST', '/api/community/posts/', {
    title: 'Questions about stimulation',
    content: 'Happy to answer what I can about protocols.',
    category: 'Questions',
  });
  expect(created.statusCode, created.body).toBe(201);
  const read = await call(patient, 'GET', `/api/community/posts/${created.json().slug}/`);
  return read.json().author.role_label;
}

describe('registering as a professional', () => {
  it('starts unverified, with no badge, whatever licence the profile claims', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/',
      payload: {
        email: 'new.doctor@example.test',
        username: 'new_doctor',
        password: TEST_USER_PASSWORD,
        confirm_password: TEST_USER_PASSWORD,
        role: 'doctor',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user).toMatchObject({ role: 'doctor', verification_status: 'unverified' });
    const patientRes = await call(patient, 'GET', '/api/auth/profile');
    expect(patientRes.json().verification_status).toBeNull();
    const doctor = await newProfessional();
    expect(await badgeOf(doctor)).toBeNull();
  });

  it('tells the professional her status and what she last sent', async () => {
    const doctor = await newProfessional();
    const before = await call(doctor, 'GET', '/api/auth/verification');
    expect(before.json()).toEqual({ status: 'unverified', latest: null });
    await submitted(doctor);
    const after = await call(doctor, 'GET', '/api/auth/verification');
    expect(after.json()).toEqual({
      status: 'pending',
      latest: expect.objectContaining({ ...LICENCE, outcome: null, reason: null, reviewed_at: null }),
    });
  });
});

describe('POST /api/auth/verification', () => {
  it('puts the submission in the queue, audited, and refuses a second while it waits', async () => {
    const expert = await newProfessional('expert');
    const { id } = await submitted(expert);
    expect(await statusOf(expert)).toBe('pending');
    const again = await call(expert, 'POST', '/api/auth/verification', LICENCE);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(VERIFICATION_MESSAGES.alreadyPending);
    const queue = await call(support, 'GET', '/api/admin/verifications?limit=100');
    expect(queue.json().items.map((i: { id: number }) => i.id)).toContain(id);
    const audit = await app.deps.db.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'verification.submitted'));
    expect(audit.some((a) => a.targetUserId === expert.user.id)).toBe(true);
  });

  it('checks every field and changes nothing when one is wrong', async () => {
    const doctor = await newProfessional();
    const res = await call(doctor, 'POST', '/api/auth/verification', {
      license_number: 'GM1',
      issuing_body: 'G',
      license_country: 'U',
      note: 'x'.repeat(1001),
    });
    expect(res.statusCode).toBe(422);
    expect(issues(res)).toEqual([
      { loc: ['body', 'license_number'], msg: VERIFICATION_MESSAGES.licenseNumber },
      { loc: ['body', 'issuing_body'], msg: VERIFICATION_MESSAGES.issuingBody },
      { loc: ['body', 'license_country'], msg: VERIFICATION_MESSAGES.licenseCountry },
      { loc: ['body', 'note'], msg: VERIFICATION_MESSAGES.noteMax },
    ]);
    const missing = await call(doctor, 'POST', '/api/auth/verification', {});
    expect(issues(missing).map((i) => i.loc)).toEqual([
      ['body', 'license_number'],
      ['body', 'issuing_body'],
      ['body', 'license_country'],
    ]);
    expect(await statusOf(doctor)).toBe('unverified');
  });

  it('is for experts and doctors only, signed in', async () => {
    expect((await call(null, 'POST', '/api/auth/verification', LICENCE)).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/auth/verification')).statusCode).toBe(401);
    for (const who of [patient, support]) {
      const res = await call(who, 'POST', '/api/auth/verification', LICENCE);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(MESSAGES.forbidden);
    }
  });
});

describe('the review queue', () => {
  it('lists waiting submissions oldest first with who sent them, and decided ones by outcome', async () => {
    const first = await newProfessional('doctor', 'Queue-first');
    const second = await newProfessional('expert', 'Queue-second');
    const a = await submitted(first);
    const b = await submitted(second);
    const page = (await call(admin, 'GET', '/api/admin/verifications?limit=100')).json();
    const ids = page.items.map((i: { id: number }) => i.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(page.items.find((i: { id: number }) => i.id === a.id)).toMatchObject({
      ...LICENCE,
      applicant: { id: first.user.id, first_name: 'Queue-first', role: 'doctor', email: first.user.email },
    });
    expect(page).toMatchObject({ skip: 0, limit: 100, total: expect.any(Number) });
    const paged = (await call(admin, 'GET', '/api/admin/verifications?limit=1&skip=1')).json();
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBe(page.total);
  });

  it('refuses an unknown status and bad paging', async () => {
    const res = await call(support, 'GET', '/api/admin/verifications?status=maybe&limit=0');
    expect(res.statusCode).toBe(422);
    expect(issues(res)).toEqual(
      expect.arrayContaining([
        { loc: ['query', 'status'], msg: VERIFICATION_MESSAGES.queueStatusInvalid },
        { loc: ['query', 'limit'], msg: MESSAGES.limitRange },
      ]),
    );
  });

  it('is for staff with the support permission only', async () => {
    expect((await call(null, 'GET', '/api/admin/verifications')).statusCode).toBe(401);
    const moderator = await createUserWithToken(app, { role: 'content_moderator' });
    const doctor = await newProfessional();
    for (const who of [patient, moderator, doctor]) {
      expect((await call(who, 'GET', '/api/admin/verifications')).statusCode).toBe(403);
      const decide = await call(who, 'POST', '/api/admin/verifications/1/decision', { decision: 'approve' });
      expect(decide.statusCode).toBe(403);
    }
  });
});

describe('POST /api/admin/verifications/{id}/decision', () => {
  it('approves: verified, badge shown, mailed and audited with the reviewer', async () => {
    const doctor = await newProfessional('doctor', 'Approved');
    const { id } = await submitted(doctor);
    const res = await call(support, 'POST', `/api/admin/verifications/${id}/decision`, {
      decision: 'approve',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, outcome: 'approved', reviewed_at: expect.any(String) });
    expect(await statusOf(doctor)).toBe('verified');
    expect(await badgeOf(doctor)).toBe('Doctor');
    const mail = await smtp.waitForMail(doctor.user.email, /verified/);
    expect(mail.text).toContain('Hello Approved');
    const [row] = await app.deps.db.db
      .select()
      .from(professionalVerifications)
      .where(eq(professionalVerifications.id, id));
    expect(row).toMatchObject({ outcome: 'approved', reviewedBy: support.user.id });
    const audit = await app.deps.db.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'verification.approved'));
    expect(audit.find((a) => a.targetUserId === doctor.user.id)).toMatchObject({ actorId: support.user.id });
    const mine = (await call(doctor, 'GET', '/api/auth/verification')).json();
    expect(mine).toMatchObject({ status: 'verified', latest: { outcome: 'approved' } });
    expect((await call(doctor, 'POST', '/api/auth/verification', LICENCE)).json().detail).toBe(
      VERIFICATION_MESSAGES.alreadyVerified,
    );
  });

  it('refuses with the reason, which the professional reads and is mailed; she may send again', async () => {
    const expert = await newProfessional('expert', 'Refused');
    const { id } = await submitted(expert);
    const reason = 'The register lists this number under another name.';
    const res = await call(admin, 'POST', `/api/admin/verifications/${id}/decision`, {
      decision: 'reject',
      reason,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(expert)).toBe('rejected');
    expect(await badgeOf(expert)).toBeNull();
    expect((await smtp.waitForMail(expert.user.email, /could not verify/)).text).toContain(reason);
    expect((await call(expert, 'GET', '/api/auth/verification')).json()).toMatchObject({
      status: 'rejected',
      latest: { outcome: 'rejected', reason },
    });
    await submitted(expert, { ...LICENCE, license_number: 'NMC-12AB3456' });
    expect(await statusOf(expert)).toBe('pending');
  });

  it('needs a reason to refuse, checks the decision, and changes nothing when wrong', async () => {
    const doctor = await newProfessional();
    const { id } = await submitted(doctor);
    const cases: [unknown, { loc: unknown[]; msg: string }[]][] = [
      [{ decision: 'reject' }, [{ loc: ['body', 'reason'], msg: VERIFICATION_MESSAGES.reasonRequired }]],
      [
        { decision: 'reject', reason: 'short' },
        [{ loc: ['body', 'reason'], msg: VERIFICATION_MESSAGES.reasonMin }],
      ],
      [
        { decision: 'reject', reason: 'x'.repeat(VERIFICATION_REASON_MAX + 1) },
        [{ loc: ['body', 'reason'], msg: VERIFICATION_MESSAGES.reasonMax }],
      ],
      [{ decision: 'maybe' }, [{ loc: ['body', 'decision'], msg: VERIFICATION_MESSAGES.decisionInvalid }]],
    ];
    for (const [body, expected] of cases) {
      const res = await call(support, 'POST', `/api/admin/verifications/${id}/decision`, body);
      expect(res.statusCode).toBe(422);
      expect(issues(res)).toEqual(expected);
    }
    expect(await statusOf(doctor)).toBe('pending');
  });

  it('answers 404 for an unknown submission and 409 once it was decided', async () => {
    const missing = await call(support, 'POST', '/api/admin/verifications/999999/decision', {
      decision: 'approve',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(VERIFICATION_MESSAGES.submissionNotFound);
    const doctor = await newProfessional();
    const { id } = await submitted(doctor);
    await call(support, 'POST', `/api/admin/verifications/${id}/decision`, { decision: 'approve' });
    const again = await call(admin, 'POST', `/api/admin/verifications/${id}/decision`, {
      decision: 'reject',
      reason: 'Changed my mind about this one.',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(VERIFICATION_MESSAGES.alreadyDecided);
    expect(await statusOf(doctor)).toBe('verified');
  });
});

describe('a role change', () => {
  it('makes a patient turned doctor unverified, and a doctor turned patient lose the status', async () => {
    const superAdmin = await createUserWithToken(app, { role: 'super_admin' });
    const member = await createUserWithToken(app, { role: 'patient' });
    const toDoctor = await call(superAdmin, 'PUT', `/api/admin/users/${member.user.id}/role`, {
      role: 'doctor',
    });
    expect(toDoctor.json()).toMatchObject({ role: 'doctor', verification_status: 'unverified' });
    const back = await call(superAdmin, 'PUT', `/api/admin/users/${member.user.id}/role`, {
      role: 'patient',
    });
    expect(back.json()).toMatchObject({ role: 'patient', verification_status: null });
  });

  it('takes a submission off the queue, and refuses a decision, once its sender is no longer a professional', async () => {
    const superAdmin = await createUserWithToken(app, { role: 'super_admin' });
    const doctor = await newProfessional('doctor', 'Role-changed');
    const { id } = await submitted(doctor);
    await call(superAdmin, 'PUT', `/api/admin/users/${doctor.user.id}/role`, { role: 'patient' });
    const queue = (await call(support, 'GET', '/api/admin/verifications?limit=100')).json();
    expect(queue.items.map((i: { id: number }) => i.id)).not.toContain(id);
    const res = await call(support, 'POST', `/api/admin/verifications/${id}/decision`, {
      decision: 'approve',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(VERIFICATION_MESSAGES.notProfessional);
    expect(await statusOf(doctor)).toBeNull();
  });
});
