import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DISPUTE_MESSAGES as M, MONEY_MESSAGES, type DisputeDetail } from '@fertilia/contracts';
import { disputes, journalEntries } from '../../db/schema';
import { createTestAppWithSmtp, type TestSmtp } from '../../test/smtp';
import type { TestUser } from '../../test/users';
import {
  auditOf,
  createExpert,
  createPatient,
  movableClock,
  type MovableClock,
} from '../consultations/appointment-test-helpers';
import {
  balanceOfMember,
  escrowRow,
  journalSum,
  paidVisit,
  platformFees,
  send,
  staff,
} from './dispute-test-helpers';

/* POST /api/admin/disputes/:id/resolve: finance releases, refunds, or refunds part (ADR 016). */
describe('resolving a dispute', () => {
  let app: FastifyInstance;
  let smtp: TestSmtp;
  let clock: MovableClock;
  let patient: TestUser;
  let expert: TestUser;
  let finance: TestUser;
  beforeAll(async () => {
    clock = movableClock();
    ({ app, smtp } = await createTestAppWithSmtp({ clock }));
    expert = await createExpert(app);
    patient = await createPatient(app);
    finance = await staff(app, 'finance');
  });
  afterAll(() => app.close());

  const REASON = 'The consultation lasted five minutes instead of the thirty booked.';
  const NOTE = 'The call logs confirm the visit was cut short by the expert.';
  let keys = 0;
  const key = () => `resolve-${++keys}`;

  /** A paid visit of `amount`, completed and disputed: answers the dispute's id and the visit. */
  async function disputed(amount = 10_000) {
    const visit = await paidVisit(app, clock, patient, expert, { amount });
    const res = await send(
      app,
      patient,
      'POST',
      '/api/disputes',
      { appointment_id: visit.appointmentId, reason: REASON },
      key(),
    );
    if (res.statusCode !== 201) throw new Error(res.body);
    return { id: res.json().id as number, visit };
  }
  const resolve = (who: TestUser | null, id: number, body: unknown, k: string | null = key()) =>
    send(app, who, 'POST', `/api/admin/disputes/${id}/resolve`, body, k ?? undefined);

  async function balances() {
    return {
      patient: await balanceOfMember(app, 'member_funds', patient),
      expert: await balanceOfMember(app, 'expert_earnings', expert),
      fees: await platformFees(app),
    };
  }

  it('a partial refund: the patient gets the refund, the expert the rest less the fee, the books balance', async () => {
    const { id, visit } = await disputed(10_000);
    const before = await balances();
    const seen = smtp.inbox.length;
    const res = await resolve(finance, id, { outcome: 'partial_refund', refund_amount: 3_333, note: NOTE });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as DisputeDetail;
    // 6667 released; 15 % fee rounded half up = 1000; the expert gets 5667.
    expect(body).toMatchObject({
      status: 'partly_refunded',
      escrow_status: 'partly_refunded',
      refund_amount: { amount: 3_333, currency: 'GBP' },
      released_amount: { amount: 5_667, currency: 'GBP' },
      fee_amount: { amount: 1_000, currency: 'GBP' },
      held: { amount: 0, currency: 'GBP' },
      resolution_note: NOTE,
      resolved_by: { id: finance.user.id },
    });
    expect(body.movements.map((m) => [m.kind, m.amount.amount])).toEqual([
      ['visit_payment', 10_000],
      ['refund', -3_333],
      ['escrow_release', -6_667],
    ]);
    const after = await balances();
    expect(after.patient - before.patient).toBe(3_333);
    expect(after.expert - before.expert).toBe(5_667);
    expect(after.fees - before.fees).toBe(1_000);
    expect(await journalSum(app)).toBe(0);
    expect(await escrowRow(app, visit.escrow.id)).toMatchObject({
      status: 'partly_refunded',
      refundedAmount: 3_333,
      releasedAmount: 5_667,
      feeAmount: 1_000,
    });
    const entries = await app.deps.db.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.disputeId, id))
      .orderBy(journalEntries.id);
    expect(entries.map((e) => [e.kind, e.actorId])).toEqual([
      ['refund', finance.user.id],
      ['escrow_release', finance.user.id],
    ]);

    const [audit] = (await auditOf(app, 'disputes.resolved')).filter(
      (a) => (a.details as { dispute_id?: number } | null)?.dispute_id === id,
    );
    expect(audit).toMatchObject({
      actorId: finance.user.id,
      targetUserId: patient.user.id,
      details: {
        outcome: 'partial_refund',
        held: 10_000,
        refund_amount: 3_333,
        released_amount: 5_667,
        fee_amount: 1_000,
      },
    });

    await app.jobs.drain();
    const mails = smtp.inbox.slice(seen).filter((m) => m.subject === 'Fertilia: Dispute decided');
    const toPatient = mails.find((m) => m.to.includes(patient.user.email));
    const toExpert = mails.find((m) => m.to.includes(expert.user.email));
    expect(toPatient?.text).toContain('£33.33 is back in your Fertilia wallet');
    expect(toPatient?.text).toContain(NOTE);
    expect(toExpert?.text).toContain('£56.67 is added to your earnings (after the £10.00 platform fee)');
    expect(toExpert?.text).toContain(NOTE);
    expect(mails).toHaveLength(2);
  });

  it('release: everything to the expert less the fee; refund: everything back to the patient', async () => {
    const released = await disputed(2_000);
    let before = await balances();
    const r1 = await resolve(finance, released.id, { outcome: 'release', note: NOTE });
    expect(r1.statusCode, r1.body).toBe(200);
    expect(r1.json()).toMatchObject({ status: 'released', refund_amount: { amount: 0 } });
    let after = await balances();
    expect([after.patient - before.patient, after.expert - before.expert, after.fees - before.fees]).toEqual([
      0, 1_700, 300,
    ]);

    const refunded = await disputed(2_000);
    before = await balances();
    const admin = await staff(app, 'admin');
    const r2 = await resolve(admin, refunded.id, { outcome: 'refund', refund_amount: 5, note: NOTE });
    expect(r2.statusCode, r2.body).toBe(200);
    expect(r2.json()).toMatchObject({ status: 'refunded', refund_amount: { amount: 2_000 } });
    after = await balances();
    expect([after.patient - before.patient, after.expert - before.expert, after.fees - before.fees]).toEqual([
      2_000, 0, 0,
    ]);
    expect(await journalSum(app)).toBe(0);
  });

  it('a replayed key answers the same decision once, marked replayed; a different body 422; no key 422', async () => {
    const { id } = await disputed(5_000);
    const before = await balances();
    const body = { outcome: 'partial_refund', refund_amount: 1_000, note: NOTE };
    const first = await resolve(finance, id, body, 'same-key');
    const again = await resolve(finance, id, body, 'same-key');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const after = await balances();
    expect(after.patient - before.patient).toBe(1_000);
    const other = await resolve(finance, id, { ...body, refund_amount: 2_000 }, 'same-key');
    expect(other.statusCode).toBe(422);
    expect(other.json().detail[0].msg).toBe(MONEY_MESSAGES.idempotencyKeyReused);
    const missing = await resolve(finance, id, body, null);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail[0]).toMatchObject({
      loc: ['header', 'idempotency-key'],
      msg: MONEY_MESSAGES.idempotencyKeyMissing,
    });
    const twice = await resolve(finance, id, { outcome: 'release', note: NOTE });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(M.alreadyResolved);
    expect((await balances()).patient - before.patient).toBe(1_000);
  });

  describe('refusals that change nothing', () => {
    let id: number;
    let escrowId: number;
    beforeAll(async () => {
      const d = await disputed(10_000);
      id = d.id;
      escrowId = d.visit.escrow.id;
    });
    async function unchanged() {
      expect((await escrowRow(app, escrowId)).status).toBe('disputed');
      const [row] = await app.deps.db.db.select().from(disputes).where(eq(disputes.id, id));
      expect(row).toMatchObject({ status: 'open', refundAmount: null, resolvedById: null });
    }

    it('validates the outcome, the partial refund (1 … held − 1) and the note (10–1000)', async () => {
      const range = M.refundRange({ amount: 10_000, currency: 'GBP' });
      const cases: [unknown, string, string][] = [
        [{ outcome: 'keep', note: NOTE }, 'outcome', M.outcome],
        [{ outcome: 'partial_refund', note: NOTE }, 'refund_amount', M.refundRequired],
        [
          { outcome: 'partial_refund', refund_amount: 0, note: NOTE },
          'refund_amount',
          MONEY_MESSAGES.amountPositive,
        ],
        [
          { outcome: 'partial_refund', refund_amount: 12.5, note: NOTE },
          'refund_amount',
          MONEY_MESSAGES.amountWhole,
        ],
        [{ outcome: 'partial_refund', refund_amount: 10_000, note: NOTE }, 'refund_amount', range],
        [{ outcome: 'partial_refund', refund_amount: 50_000, note: NOTE }, 'refund_amount', range],
        [{ outcome: 'release', note: 'Too short' }, 'note', M.noteMin],
        [{ outcome: 'release', note: 'x'.repeat(1001) }, 'note', M.noteMax],
        [{ outcome: 'release' }, 'note', M.noteRequired],
      ];
      for (const [body, field, msg] of cases) {
        const res = await resolve(finance, id, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
        expect(res.json().detail).toContainEqual(expect.objectContaining({ loc: ['body', field], msg }));
      }
      await unchanged();
    });

    it('401 without a token; 403 for patient, expert, support and content moderator; 404 for no such dispute', async () => {
      const body = { outcome: 'release', note: NOTE };
      expect((await resolve(null, id, body)).statusCode).toBe(401);
      for (const who of [patient, expert, await staff(app, 'support'), await staff(app, 'content_moderator')])
        expect((await resolve(who, id, body)).statusCode).toBe(403);
      const missing = await resolve(finance, 999_999, body);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().detail).toBe(M.disputeNotFound);
      await unchanged();
    });
  });
});
