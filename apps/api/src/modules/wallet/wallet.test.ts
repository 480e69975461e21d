import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, MONEY_MESSAGES, PAYOUT_MESSAGES } from '@fertilia/contracts';
import { escrows, ledgerAccounts } from '../../db/schema';
import type { TestUser } from '../../test/users';
import { issues } from '../../test/http';
import {
  auditOf,
  balance,
  createMoneyTestApp,
  giveEarnings,
  member,
  moneyMailsOf,
  newKey,
  notificationsOf,
  send,
  topUpWith,
} from '../payments/payments-test-helpers';

const PAYOUTS = '/api/wallet/payouts';
const ADMIN_PAYOUTS = '/api/admin/payouts';

describe('wallets, books and payouts', () => {
  let app: FastifyInstance;
  let patient: TestUser;
  let expert: TestUser;
  let doctor: TestUser;
  let finance: TestUser;
  let admin: TestUser;
  let moderator: TestUser;

  beforeAll(async () => {
    ({ app } = await createMoneyTestApp());
    patient = await member(app, 'patient');
    expert = await member(app, 'expert');
    doctor = await member(app, 'doctor');
    finance = await member(app, 'finance');
    admin = await member(app, 'admin');
    moderator = await member(app, 'content_moderator');
  });
  afterAll(() => app.close());

  describe('wallet reads', () => {
    it('shows a patient her funds and her history, newest first, signed from her side', async () => {
      const who = await member(app);
      expect((await send(app, who, 'GET', '/api/wallet')).json()).toEqual({
        currency: 'GBP',
        funds: 0,
        earnings: null,
        payouts_pending: null,
        held_in_escrow: null,
      });
      expect((await send(app, who, 'GET', '/api/wallet/history')).json()).toEqual({
        items: [],
        total: 0,
        skip: 0,
        limit: 20,
      });
      await topUpWith(app, who, 1000);
      await topUpWith(app, who, 2500);
      expect((await send(app, who, 'GET', '/api/wallet')).json().funds).toBe(3500);
      const history = (await send(app, who, 'GET', '/api/wallet/history?limit=1')).json();
      expect(history.total).toBe(2);
      expect(history.items).toHaveLength(1);
      expect(history.items[0]).toMatchObject({
        kind: 'top_up',
        label: 'Top-up',
        account: 'member_funds',
        amount: 2500,
        currency: 'GBP',
        appointment_id: null,
      });
      const second = (await send(app, who, 'GET', '/api/wallet/history?skip=1&limit=1')).json();
      expect(second.items[0].amount).toBe(1000);
    });

    it('checks paging and needs a token', async () => {
      const res = await send(app, patient, 'GET', '/api/wallet/history?limit=101');
      expect(issues(res)).toEqual([{ loc: ['query', 'limit'], msg: MESSAGES.limitRange }]);
      expect(issues(await send(app, patient, 'GET', '/api/wallet/history?skip=-1'))).toEqual([
        { loc: ['query', 'skip'], msg: MESSAGES.skipMin },
      ]);
      expect((await send(app, null, 'GET', '/api/wallet')).statusCode).toBe(401);
      expect((await send(app, null, 'GET', '/api/wallet/history')).statusCode).toBe(401);
    });

    it('shows an expert her earnings, payouts under review and held escrow', async () => {
      const who = await member(app, 'doctor');
      await giveEarnings(app, who.user.id, 9000);
      expect((await send(app, who, 'POST', PAYOUTS, { amount: 4000 }, newKey())).statusCode).toBe(201);
      expect((await send(app, who, 'GET', '/api/wallet')).json()).toEqual({
        currency: 'GBP',
        funds: 0,
        earnings: 5000,
        payouts_pending: 4000,
        held_in_escrow: 0,
      });
      // Her held and disputed escrows count as held; settled ones do not.
      const db = app.deps.db.db;
      for (const [status, amount] of [
        ['held', 4200],
        ['disputed', 800],
        ['released', 9900],
      ] as const) {
        const [account] = await db
          .insert(ledgerAccounts)
          .values({ kind: 'escrow', currency: 'GBP' })
          .returning();
        await db.insert(escrows).values({
          expertId: who.user.id,
          accountId: account!.id,
          amount,
          currency: 'GBP',
          feePercent: 15,
          lateRefundPercent: 50,
          status,
        });
      }
      expect((await send(app, who, 'GET', '/api/wallet')).json().held_in_escrow).toBe(5000);
      const lines = (await send(app, who, 'GET', '/api/wallet/history')).json().items;
      expect(
        lines.map((l: { kind: string; account: string; amount: number }) => [l.kind, l.account, l.amount]),
      ).toEqual([
        // The move into "payouts under review" is between her own accounts: her payouts list shows it.
        ['payout_request', 'expert_earnings', -4000],
        ['escrow_release', 'expert_earnings', 9000],
      ]);
    });
  });

  describe('finance views', () => {
    it("lets finance and admins read a member's wallet and history, audited", async () => {
      const who = await member(app);
      await topUpWith(app, who, 1200);
      for (const staff of [finance, admin]) {
        const wallet = await send(app, staff, 'GET', `/api/admin/wallets/${who.user.id}`);
        expect(wallet.statusCode).toBe(200);
        expect(wallet.json().funds).toBe(1200);
        const history = await send(app, staff, 'GET', `/api/admin/wallets/${who.user.id}/history`);
        expect(history.json().total).toBe(1);
      }
      const audits = (await auditOf(app, 'wallet.viewed')).filter((a) => a.targetUserId === who.user.id);
      expect(audits.map((a) => [a.actorId, a.details])).toEqual([
        [finance.user.id, { part: 'balances' }],
        [finance.user.id, { part: 'history' }],
        [admin.user.id, { part: 'balances' }],
        [admin.user.id, { part: 'history' }],
      ]);
    });

    it('refuses everyone else, and answers 404 for nobody', async () => {
      for (const who of [patient, expert, moderator]) {
        expect((await send(app, who, 'GET', `/api/admin/wallets/${patient.user.id}`)).statusCode).toBe(403);
        expect(
          (await send(app, who, 'GET', `/api/admin/wallets/${patient.user.id}/history`)).statusCode,
        ).toBe(403);
        expect((await send(app, who, 'GET', '/api/admin/books')).statusCode).toBe(403);
      }
      expect((await send(app, null, 'GET', '/api/admin/books')).statusCode).toBe(401);
      expect((await send(app, finance, 'GET', '/api/admin/wallets/999999')).statusCode).toBe(404);
      expect((await send(app, finance, 'GET', '/api/admin/wallets/abc')).statusCode).toBe(422);
    });

    it('shows the books balanced, computed from the journal', async () => {
      const res = await send(app, finance, 'GET', '/api/admin/books');
      expect(res.statusCode).toBe(200);
      const books = res.json();
      expect(books.balanced).toBe(true);
      expect(books.lines_total).toBe(0);
      expect(books.entries).toBeGreaterThan(0);
      const byKind = Object.fromEntries(
        books.accounts.map((a: { kind: string; balance: number }) => [a.kind, a.balance]),
      );
      // What the provider holds equals what is owed to members and experts plus the fees earned.
      expect(byKind.provider_clearing).toBe(
        byKind.member_funds +
          byKind.expert_earnings +
          byKind.payouts_pending +
          byKind.escrow +
          byKind.platform_fees,
      );
      expect(byKind.provider_clearing).toBeGreaterThan(0);
    });
  });

  describe('payouts', () => {
    it('moves earnings to payouts under review, once per key', async () => {
      await giveEarnings(app, expert.user.id, 10000);
      const key = newKey();
      const res = await send(app, expert, 'POST', PAYOUTS, { amount: 6000 }, key);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        amount: 6000,
        currency: 'GBP',
        status: 'requested',
        reason: null,
        decided_at: null,
      });
      const replay = await send(app, expert, 'POST', PAYOUTS, { amount: 6000 }, key);
      expect(replay.statusCode).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(res.json());
      expect(await balance(app, expert.user.id, 'expert_earnings')).toBe(4000);
      expect(await balance(app, expert.user.id, 'payouts_pending')).toBe(6000);
      const reused = await send(app, expert, 'POST', PAYOUTS, { amount: 100 }, key);
      expect(issues(reused)[0]!.msg).toBe(MONEY_MESSAGES.idempotencyKeyReused);
      const missing = await send(app, expert, 'POST', PAYOUTS, { amount: 100 });
      expect(issues(missing)[0]!.msg).toBe(MONEY_MESSAGES.idempotencyKeyMissing);
    });

    it('refuses more than the available earnings, and bad amounts, moving nothing', async () => {
      const who = await member(app, 'expert');
      await giveEarnings(app, who.user.id, 3000);
      const over = await send(app, who, 'POST', PAYOUTS, { amount: 3001 }, newKey());
      expect(over.statusCode).toBe(409);
      expect(over.json()).toEqual({ detail: PAYOUT_MESSAGES.insufficientEarnings });
      expect(issues(await send(app, who, 'POST', PAYOUTS, { amount: 0 }, newKey()))[0]!.msg).toBe(
        MONEY_MESSAGES.amountPositive,
      );
      expect(issues(await send(app, who, 'POST', PAYOUTS, { amount: 1.5 }, newKey()))[0]!.msg).toBe(
        MONEY_MESSAGES.amountWhole,
      );
      expect(await balance(app, who.user.id, 'expert_earnings')).toBe(3000);
      expect((await send(app, who, 'GET', PAYOUTS)).json().total).toBe(0);
    });

    it('is for experts and doctors only', async () => {
      expect((await send(app, patient, 'POST', PAYOUTS, { amount: 100 }, newKey())).statusCode).toBe(403);
      expect((await send(app, finance, 'GET', PAYOUTS)).statusCode).toBe(403);
      expect((await send(app, null, 'GET', PAYOUTS)).statusCode).toBe(401);
      expect((await send(app, doctor, 'GET', PAYOUTS)).json()).toEqual({
        items: [],
        total: 0,
        skip: 0,
        limit: 20,
      });
    });

    it('lets finance approve: paid through the provider, audited, told to the expert; twice is a 409', async () => {
      const who = await member(app, 'expert');
      await giveEarnings(app, who.user.id, 5000);
      const { id } = (await send(app, who, 'POST', PAYOUTS, { amount: 5000 }, newKey())).json();
      const queue = (await send(app, finance, 'GET', `${ADMIN_PAYOUTS}?status=requested&limit=100`)).json();
      const listed = queue.items.find((p: { id: number }) => p.id === id);
      expect(listed.expert).toEqual({ id: who.user.id, name: 'Mia Memberexpert', email: who.user.email });
      expect((await send(app, expert, 'GET', ADMIN_PAYOUTS)).statusCode).toBe(403);
      expect(
        (await send(app, expert, 'POST', `${ADMIN_PAYOUTS}/${id}/approve`, undefined, newKey())).statusCode,
      ).toBe(403);
      expect(issues(await send(app, finance, 'GET', `${ADMIN_PAYOUTS}?status=lost`))[0]!.loc).toEqual([
        'query',
        'status',
      ]);

      const key = newKey();
      const res = await send(app, finance, 'POST', `${ADMIN_PAYOUTS}/${id}/approve`, undefined, key);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, status: 'paid' });
      const replay = await send(app, finance, 'POST', `${ADMIN_PAYOUTS}/${id}/approve`, undefined, key);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(res.json());
      const twice = await send(app, admin, 'POST', `${ADMIN_PAYOUTS}/${id}/approve`, undefined, newKey());
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({ detail: PAYOUT_MESSAGES.alreadyDecided });
      expect(await balance(app, who.user.id, 'payouts_pending')).toBe(0);
      expect(await balance(app, who.user.id, 'expert_earnings')).toBe(0);
      expect(
        (await auditOf(app, 'payout.approved')).filter((a) => a.targetUserId === who.user.id),
      ).toHaveLength(1);
      const notes = await notificationsOf(app, who.user.id);
      expect(notes.map((n) => [n.type, n.title])).toEqual([['payment_update', 'Payout paid']]);
      expect(await moneyMailsOf(app, who.user.id)).toHaveLength(1);
      expect(
        (await send(app, finance, 'POST', `${ADMIN_PAYOUTS}/999999/approve`, undefined, newKey())).statusCode,
      ).toBe(404);
      expect((await send(app, finance, 'POST', `${ADMIN_PAYOUTS}/${id}/approve`)).statusCode).toBe(422);
    });

    it('lets finance refuse with a reason: returned to her earnings, shown to her', async () => {
      const who = await member(app, 'doctor');
      await giveEarnings(app, who.user.id, 2000);
      const { id } = (await send(app, who, 'POST', PAYOUTS, { amount: 2000 }, newKey())).json();
      const short = await send(
        app,
        finance,
        'POST',
        `${ADMIN_PAYOUTS}/${id}/refuse`,
        { reason: 'too short' },
        newKey(),
      );
      expect(issues(short)).toEqual([{ loc: ['body', 'reason'], msg: PAYOUT_MESSAGES.reasonLength }]);
      const long = await send(
        app,
        finance,
        'POST',
        `${ADMIN_PAYOUTS}/${id}/refuse`,
        { reason: 'x'.repeat(501) },
        newKey(),
      );
      expect(issues(long)).toEqual([{ loc: ['body', 'reason'], msg: PAYOUT_MESSAGES.reasonLength }]);
      const reason = 'Bank details do not match the account holder';
      const res = await send(app, finance, 'POST', `${ADMIN_PAYOUTS}/${id}/refuse`, { reason }, newKey());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, status: 'refused', reason });
      expect(await balance(app, who.user.id, 'expert_earnings')).toBe(2000);
      expect(await balance(app, who.user.id, 'payouts_pending')).toBe(0);
      const mine = (await send(app, who, 'GET', PAYOUTS)).json();
      expect(mine.items).toEqual([expect.objectContaining({ id, status: 'refused', reason })]);
      expect(
        (await send(app, finance, 'POST', `${ADMIN_PAYOUTS}/${id}/refuse`, { reason }, newKey())).statusCode,
      ).toBe(409);
      expect(
        (await send(app, finance, 'POST', `${ADMIN_PAYOUTS}/${id}/approve`, undefined, newKey())).statusCode,
      ).toBe(409);
      expect(
        (await auditOf(app, 'payout.refused')).filter((a) => a.targetUserId === who.user.id),
      ).toHaveLength(1);
      expect((await notificationsOf(app, who.user.id)).map((n) => n.title)).toEqual(['Payout refused']);
      expect(await moneyMailsOf(app, who.user.id)).toHaveLength(1);
      expect(
        (await send(app, patient, 'POST', `${ADMIN_PAYOUTS}/${id}/refuse`, { reason }, newKey())).statusCode,
      ).toBe(403);
    });
  });
});
