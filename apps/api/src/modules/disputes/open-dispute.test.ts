import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DISPUTE_MESSAGES as M, MONEY_MESSAGES } from '@fertilia/contracts';
import { disputes, notifications } from '../../db/schema';
import { createTestAppWithSmtp, type TestSmtp } from '../../test/smtp';
import type { TestUser } from '../../test/users';
import {
  HOUR,
  auditOf,
  createExpert,
  createPatient,
  movableClock,
  type MovableClock,
} from '../consultations/appointment-test-helpers';
import { escrowRow, paidVisit, send, staff, type PaidVisit } from './dispute-test-helpers';

/* POST /api/disputes: the patient disputes her completed, paid visit within its window (ADR 016). */
describe('opening a dispute', () => {
  let app: FastifyInstance;
  let smtp: TestSmtp;
  let clock: MovableClock;
  let patient: TestUser;
  let other: TestUser;
  let expert: TestUser;
  beforeAll(async () => {
    clock = movableClock();
    ({ app, smtp } = await createTestAppWithSmtp({ clock }));
    expert = await createExpert(app);
    patient = await createPatient(app);
    other = await createPatient(app);
  });
  afterAll(() => app.close());

  const REASON = 'The expert never joined the video call and did not answer my messages.';
  let keys = 0;
  const key = () => `open-${++keys}`;
  /** `null` sends no Idempotency-Key; without `k` a fresh one. */
  const open = (who: TestUser | null, body: unknown, k: string | null = key()) =>
    send(app, who, 'POST', '/api/disputes', body, k ?? undefined);
  const disputesOf = (escrowId: number) =>
    app.deps.db.db.select().from(disputes).where(eq(disputes.escrowId, escrowId)).orderBy(disputes.id);

  it('holds the payment as disputed, tells both sides in the app and by mail, and is audited', async () => {
    const visit = await paidVisit(app, clock, patient, expert);
    const seen = smtp.inbox.length;
    const res = await open(patient, { appointment_id: visit.appointmentId, reason: `  ${REASON}  ` });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      appointment_id: visit.appointmentId,
      status: 'open',
      reason: REASON,
      message: M.opened,
    });
    expect((await escrowRow(app, visit.escrow.id)).status).toBe('disputed');
    const [row] = await disputesOf(visit.escrow.id);
    expect(row).toMatchObject({ status: 'open', openedById: patient.user.id, reason: REASON });

    const told = await app.deps.db.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'payment_update'))
      .orderBy(notifications.id);
    expect(told.map((n) => [n.userId, n.title])).toEqual([
      [patient.user.id, 'Dispute received'],
      [expert.user.id, 'Payment disputed'],
    ]);
    expect(told[1]!.link).toBe(`/payment-detail?appointment=${visit.appointmentId}`);
    expect(told.some((n) => n.message.includes('video call'))).toBe(false);

    await app.jobs.drain();
    const mails = smtp.inbox.slice(seen);
    const toExpert = mails.filter((m) => m.to.includes(expert.user.email));
    const toPatient = mails.filter((m) => m.to.includes(patient.user.email));
    expect(toExpert.map((m) => m.subject)).toEqual(['Fertilia: Payment disputed']);
    expect(toPatient.map((m) => m.subject)).toEqual(['Fertilia: Dispute received']);
    expect(toExpert[0]!.text).toContain('£100.00');
    expect(toExpert[0]!.text).not.toContain('video call');

    const [audit] = (await auditOf(app, 'disputes.opened')).filter(
      (a) => (a.details as { escrow_id?: number } | null)?.escrow_id === visit.escrow.id,
    );
    expect(audit).toMatchObject({ actorId: patient.user.id, targetUserId: expert.user.id });
  });

  it('answers a replayed key with the same dispute, marked replayed; one dispute only', async () => {
    const visit = await paidVisit(app, clock, patient, expert);
    const body = { appointment_id: visit.appointmentId, reason: REASON };
    const first = await open(patient, body, 'replay-1');
    const again = await open(patient, body, 'replay-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await disputesOf(visit.escrow.id)).toHaveLength(1);

    const reused = await open(patient, { ...body, reason: `${REASON} Also late.` }, 'replay-1');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().detail[0]).toMatchObject({
      loc: ['header', 'idempotency-key'],
      msg: MONEY_MESSAGES.idempotencyKeyReused,
    });
    const missing = await open(patient, body, null);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail[0].msg).toBe(MONEY_MESSAGES.idempotencyKeyMissing);
  });

  it('refuses a second dispute of one payment with a new key (409)', async () => {
    const visit = await paidVisit(app, clock, patient, expert);
    const body = { appointment_id: visit.appointmentId, reason: REASON };
    expect((await open(patient, body)).statusCode).toBe(201);
    const twice = await open(patient, body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(M.alreadyDisputed);
  });

  describe('refusals that change nothing', () => {
    let visit: PaidVisit;
    beforeAll(async () => {
      visit = await paidVisit(app, clock, patient, expert);
    });
    const unchanged = async () => {
      expect((await escrowRow(app, visit.escrow.id)).status).toBe('held');
      expect(await disputesOf(visit.escrow.id)).toHaveLength(0);
    };

    it('validates the body: reason 20–2000 characters, an appointment id', async () => {
      const cases: [unknown, string, string][] = [
        [{ appointment_id: visit.appointmentId, reason: 'Too short reason' }, 'reason', M.reasonMin],
        [{ appointment_id: visit.appointmentId, reason: 'x'.repeat(2001) }, 'reason', M.reasonMax],
        [{ appointment_id: visit.appointmentId, reason: '     ' }, 'reason', M.reasonRequired],
        [{ appointment_id: visit.appointmentId }, 'reason', M.reasonRequired],
        [{ appointment_id: 'one', reason: REASON }, 'appointment_id', M.appointmentId],
        [{ appointment_id: 0, reason: REASON }, 'appointment_id', M.appointmentId],
      ];
      for (const [body, field, msg] of cases) {
        const res = await open(patient, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
        expect(res.json().detail).toContainEqual(expect.objectContaining({ loc: ['body', field], msg }));
      }
      const longest = await open(other, { appointment_id: visit.appointmentId, reason: 'x'.repeat(2000) });
      expect(longest.statusCode).toBe(404);
      await unchanged();
    });

    it('401 without a token; 403 for experts and staff; 404 for another patient or no such visit', async () => {
      const body = { appointment_id: visit.appointmentId, reason: REASON };
      expect((await open(null, body)).statusCode).toBe(401);
      for (const who of [expert, await staff(app, 'finance'), await staff(app, 'support')])
        expect((await open(who, body)).statusCode).toBe(403);
      const foreign = await open(other, body);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().detail).toBe(M.appointmentNotFound);
      expect((await open(patient, { ...body, appointment_id: 999_999 })).statusCode).toBe(404);
      await unchanged();
    });

    it('409 once the window has passed', async () => {
      clock.set(visit.releaseAfter);
      const res = await open(patient, { appointment_id: visit.appointmentId, reason: REASON });
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(M.windowPassed);
      await unchanged();
    });
  });

  it('409 for a visit not completed, and for one that was free', async () => {
    const pending = await paidVisit(app, clock, patient, expert, { complete: false });
    const res = await open(patient, { appointment_id: pending.appointmentId, reason: REASON });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(M.notCompleted);
    expect((await escrowRow(app, pending.escrow.id)).status).toBe('held');

    const { confirmed, addSlot } = await import('../consultations/appointment-test-helpers');
    const slot = await addSlot(app, expert, new Date(clock.now().getTime() + 50 * HOUR));
    const free = await confirmed(app, patient, expert, slot);
    const unpaid = await open(patient, { appointment_id: free.id, reason: REASON });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().detail).toBe(M.notPaid);
  });

  it('409 for a payment already settled', async () => {
    const visit = await paidVisit(app, clock, patient, expert);
    const { settleEscrow } = await import('../ledger/escrow-service');
    const { inTransaction, systemContext } = await import('../../http/context');
    await inTransaction(systemContext(app, 'test'), (tx) =>
      settleEscrow(tx, visit.escrow.id, { refund: 0, memo: 'Released' }),
    );
    const res = await open(patient, { appointment_id: visit.appointmentId, reason: REASON });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(M.alreadySettled);
    expect(await disputesOf(visit.escrow.id)).toHaveLength(0);
  });
});
