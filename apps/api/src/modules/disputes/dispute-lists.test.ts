import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  DISPUTE_MESSAGES as M,
  ESCROW_MESSAGES,
  MESSAGES,
  type DisputeDetail,
  type DisputePage,
  type EscrowPage,
} from '@fertilia/contracts';
import type { TestUser } from '../../test/users';
import {
  createAppointmentTestApp,
  createExpert,
  createPatient,
  type MovableClock,
} from '../consultations/appointment-test-helpers';
import { paidVisit, send, staff, type PaidVisit } from './dispute-test-helpers';

/* GET /api/admin/disputes, /api/admin/disputes/:id and /api/admin/escrows: finance's lists (ADR 016). */
describe("finance's disputes and escrows", () => {
  let app: FastifyInstance;
  let clock: MovableClock;
  let patient: TestUser;
  let expert: TestUser;
  let finance: TestUser;
  let admin: TestUser;
  let held: PaidVisit;
  let settledId: number;
  let openIds: number[];
  const NOTE = 'Refunded after checking the call records.';
  const REASON = 'The expert was forty minutes late and the visit was rushed.';
  let keys = 0;
  const key = () => `lists-${++keys}`;

  beforeAll(async () => {
    ({ app, clock } = await createAppointmentTestApp());
    expert = await createExpert(app);
    patient = await createPatient(app);
    finance = await staff(app, 'finance');
    admin = await staff(app, 'super_admin');
    const dispute = async (amount: number) => {
      const visit = await paidVisit(app, clock, patient, expert, { amount });
      const res = await send(
        app,
        patient,
        'POST',
        '/api/disputes',
        { appointment_id: visit.appointmentId, reason: REASON },
        key(),
      );
      return res.json().id as number;
    };
    settledId = await dispute(1_000);
    const first = await dispute(2_000);
    const second = await dispute(3_000);
    openIds = [second, first];
    const res = await send(
      app,
      finance,
      'POST',
      `/api/admin/disputes/${settledId}/resolve`,
      { outcome: 'refund', note: NOTE },
      key(),
    );
    if (res.statusCode !== 200) throw new Error(res.body);
    held = await paidVisit(app, clock, patient, expert, { amount: 4_000 });
  });
  afterAll(() => app.close());

  const get = (who: TestUser | null, url: string) => send(app, who, 'GET', url);

  describe('GET /api/admin/disputes', () => {
    it('lists open ones first, then newest first, with the visit, names, amount and reason', async () => {
      const res = await get(finance, '/api/admin/disputes');
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as DisputePage;
      expect(page).toMatchObject({ total: 3, skip: 0, limit: 20, open_count: 2 });
      expect(page.items.map((d) => d.id)).toEqual([...openIds, settledId]);
      expect(page.items[0]).toMatchObject({
        status: 'open',
        reason: REASON,
        amount: { amount: 3_000, currency: 'GBP' },
        patient: { id: patient.user.id, name: expect.stringMatching(/^Pat Patient\d+$/) },
        expert: { id: expert.user.id, name: expect.stringMatching(/^Eva Expert\d+$/) },
        escrow_status: 'disputed',
        appointment: { status: 'completed', starts_at: expect.any(String) },
      });
      expect(page.items[2]).toMatchObject({
        status: 'refunded',
        refund_amount: { amount: 1_000 },
        resolution_note: NOTE,
        resolved_by: { id: finance.user.id },
      });
    });

    it('filters by status and pages; admins see it too', async () => {
      const refunded = (await get(admin, '/api/admin/disputes?status=refunded')).json() as DisputePage;
      expect(refunded.items.map((d) => d.id)).toEqual([settledId]);
      expect(refunded).toMatchObject({ total: 1, open_count: 2 });
      const paged = (await get(finance, '/api/admin/disputes?skip=1&limit=1')).json() as DisputePage;
      expect(paged).toMatchObject({ total: 3, skip: 1, limit: 1 });
      expect(paged.items.map((d) => d.id)).toEqual([openIds[1]]);
    });

    it('validates the query', async () => {
      for (const [query, field, msg] of [
        ['status=closed', 'status', M.statusInvalid],
        ['limit=101', 'limit', MESSAGES.limitRange],
        ['limit=0', 'limit', MESSAGES.limitRange],
        ['skip=-1', 'skip', MESSAGES.skipMin],
      ] as const) {
        const res = await get(finance, `/api/admin/disputes?${query}`);
        expect(res.statusCode, query).toBe(422);
        expect(res.json().detail).toContainEqual(expect.objectContaining({ loc: ['query', field], msg }));
      }
    });

    it('401 without a token; 403 for patient, expert, support and content moderator', async () => {
      expect((await get(null, '/api/admin/disputes')).statusCode).toBe(401);
      for (const who of [
        patient,
        expert,
        await staff(app, 'support'),
        await staff(app, 'content_moderator'),
      ]) {
        expect((await get(who, '/api/admin/disputes')).statusCode).toBe(403);
        expect((await get(who, `/api/admin/disputes/${settledId}`)).statusCode).toBe(403);
        expect((await get(who, '/api/admin/escrows')).statusCode).toBe(403);
      }
    });
  });

  describe('GET /api/admin/disputes/:id', () => {
    it("answers the dispute with its escrow's ledger movements", async () => {
      const res = await get(finance, `/api/admin/disputes/${settledId}`);
      expect(res.statusCode, res.body).toBe(200);
      const detail = res.json() as DisputeDetail;
      expect(detail).toMatchObject({
        id: settledId,
        status: 'refunded',
        held: { amount: 0 },
        fee_percent: 15,
      });
      expect(detail.movements.map((m) => [m.kind, m.amount.amount])).toEqual([
        ['visit_payment', 1_000],
        ['refund', -1_000],
      ]);
      const open = (await get(finance, `/api/admin/disputes/${openIds[0]}`)).json() as DisputeDetail;
      expect(open).toMatchObject({ held: { amount: 3_000 }, release_after: expect.any(String) });
    });

    it('404 for no such dispute, 422 for a malformed id, 401 without a token', async () => {
      expect((await get(finance, '/api/admin/disputes/999999')).json().detail).toBe(M.disputeNotFound);
      expect((await get(finance, '/api/admin/disputes/abc')).statusCode).toBe(422);
      expect((await get(null, `/api/admin/disputes/${settledId}`)).statusCode).toBe(401);
    });
  });

  describe('GET /api/admin/escrows', () => {
    it('lists escrows newest first, with dispute ids and the totals held and disputed', async () => {
      const res = await get(finance, '/api/admin/escrows');
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as EscrowPage;
      expect(page).toMatchObject({
        total: 4,
        totals: {
          held: { amount: 4_000, currency: 'GBP' },
          held_count: 1,
          disputed: { amount: 5_000, currency: 'GBP' },
          disputed_count: 2,
        },
      });
      expect(page.items.map((e) => [e.amount.amount, e.status])).toEqual([
        [4_000, 'held'],
        [3_000, 'disputed'],
        [2_000, 'disputed'],
        [1_000, 'refunded'],
      ]);
      expect(page.items[0]).toMatchObject({
        id: held.escrow.id,
        appointment: { id: held.appointmentId },
        dispute_id: null,
        release_after: held.releaseAfter.toISOString(),
        patient: { id: patient.user.id },
        expert: { id: expert.user.id },
      });
      expect(page.items[3]).toMatchObject({
        dispute_id: settledId,
        refunded_amount: { amount: 1_000 },
        released_amount: { amount: 0 },
        fee_amount: { amount: 0 },
        settled_at: expect.any(String),
      });
    });

    it('filters by status and pages; totals stay those of every escrow', async () => {
      const page = (
        await get(admin, '/api/admin/escrows?status=disputed&limit=1&skip=1')
      ).json() as EscrowPage;
      expect(page).toMatchObject({
        total: 2,
        skip: 1,
        limit: 1,
        totals: { held_count: 1, disputed_count: 2 },
      });
      expect(page.items.map((e) => e.amount.amount)).toEqual([2_000]);
      const bad = await get(finance, '/api/admin/escrows?status=lost');
      expect(bad.statusCode).toBe(422);
      expect(bad.json().detail[0]).toMatchObject({
        loc: ['query', 'status'],
        msg: ESCROW_MESSAGES.statusInvalid,
      });
      expect((await get(null, '/api/admin/escrows')).statusCode).toBe(401);
    });
  });
});
