import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Role } from '@fertilia/contracts';
import {
  auditEvents,
  journalEntries,
  journalLines,
  ledgerAccounts,
  notificationEmailQueue,
  notifications,
  payments,
} from '../../db/schema';
import { createTestApp } from '../../test/app';
import { createUserWithToken, type TestUser } from '../../test/users';
import { ownedAccount, postEntry, systemAccount } from '../ledger/ledger-service';
import { movableClock, T0, type MovableClock } from '../consultations/appointment-test-helpers';

/*
 * Money tests: an app on a clock the test moves, members by role, and calls with an Idempotency-Key.
 */

export { T0 };
export const TOP_UPS = '/api/wallet/top-ups';
export const PAYMENT_METHODS = '/api/payments/sandbox/payment-methods';
export const WEBHOOK = '/api/payments/webhooks/sandbox';

export async function createMoneyTestApp(): Promise<{ app: FastifyInstance; clock: MovableClock }> {
  const clock = movableClock();
  const app = await createTestApp({ clock });
  return { app, clock };
}

export const member = (app: FastifyInstance, role: Role = 'patient') =>
  createUserWithToken(app, { role, values: { firstName: 'Mia', lastName: `Member${role}` } });

/** A call as `who` (anonymous when null) with a JSON body and, when given, an Idempotency-Key. */
export function send(
  app: FastifyInstance,
  who: TestUser | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  key?: string | null,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { ...(who ? who.auth : {}), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export const newKey = () => randomUUID();

/** Tops up `who` by `amount` with the visa test card, and answers the 201 body. */
export async function topUpWith(
  app: FastifyInstance,
  who: TestUser,
  amount: number,
  paymentMethod = 'pm_card_visa',
  key: string | null = newKey(),
) {
  return send(app, who, 'POST', TOP_UPS, { amount, payment_method_id: paymentMethod }, key);
}

/** Her balance of that account kind, as the wallet reads it (credits count up). */
export async function rawLinesOf(
  app: FastifyInstance,
  userId: number,
  kind: 'member_funds' | 'expert_earnings' | 'payouts_pending',
) {
  return app.deps.db.db
    .select({ amount: journalLines.amount })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(and(eq(ledgerAccounts.ownerId, userId), eq(ledgerAccounts.kind, kind)))
    .orderBy(asc(journalLines.id));
}

export async function balance(
  app: FastifyInstance,
  userId: number,
  kind: 'member_funds' | 'expert_earnings' | 'payouts_pending' = 'member_funds',
) {
  return 0 - (await rawLinesOf(app, userId, kind)).reduce((sum, line) => sum + line.amount, 0);
}

export const topUpEntriesOf = (app: FastifyInstance, paymentId: number) =>
  app.deps.db.db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.paymentId, paymentId))
    .orderBy(asc(journalEntries.id));

export const paymentRow = async (app: FastifyInstance, id: number) =>
  (await app.deps.db.db.select().from(payments).where(eq(payments.id, id)))[0]!;

export const notificationsOf = (app: FastifyInstance, userId: number) =>
  app.deps.db.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));

/** The mails queued for her about money (payment_update is always mailed). */
export const moneyMailsOf = (app: FastifyInstance, userId: number) =>
  app.deps.db.db
    .select()
    .from(notificationEmailQueue)
    .where(and(eq(notificationEmailQueue.userId, userId), eq(notificationEmailQueue.type, 'payment_update')))
    .orderBy(asc(notificationEmailQueue.id));

export const auditOf = (app: FastifyInstance, action: string) =>
  app.deps.db.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, action))
    .orderBy(asc(auditEvents.id));

/** Gives an expert available earnings, as a released escrow would (clearing → earnings). */
export async function giveEarnings(app: FastifyInstance, expertId: number, amount: number): Promise<void> {
  const db = app.deps.db.db;
  const currency = app.deps.config.payments.currency;
  await db.transaction(async (tx) => {
    const earnings = await ownedAccount(tx, 'expert_earnings', expertId, currency);
    const clearing = await systemAccount(tx, 'provider_clearing', currency);
    await postEntry(tx, {
      kind: 'escrow_release',
      memo: 'Consultation earnings (test)',
      at: app.deps.clock.now(),
      lines: [
        { account: clearing, amount },
        { account: earnings, amount: -amount },
      ],
    });
  });
}
