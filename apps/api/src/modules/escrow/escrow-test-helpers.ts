import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  appointments,
  escrows,
  expertSchedules,
  notificationEmailQueue,
  notifications,
} from '../../db/schema';
import type { TestUser } from '../../test/users';
import { createExpert, type ExpertOptions } from '../consultations/appointment-test-helpers';

/* Paid visits in tests: a priced expert, a funded wallet, balances read from the ledger. */

export const PRICE = 6000;
export const FEE = 900; // 15 % of 6000, the default PLATFORM_FEE_PERCENT
const db = (app: FastifyInstance) => app.deps.db.db;

/** A listed expert whose visits cost `price` minor units (12 hours' notice unless told). */
export async function pricedExpert(
  app: FastifyInstance,
  price = PRICE,
  options: ExpertOptions = {},
): Promise<TestUser> {
  const expert = await createExpert(app, { minNoticeHours: 12, ...options });
  await db(app)
    .update(expertSchedules)
    .set({ priceMinor: price })
    .where(eq(expertSchedules.expertId, expert.user.id));
  return expert;
}

export { fund, journalSum, platformFees as feesBalance } from '../ledger/ledger-test-helpers';

export { memberBalance as balance } from '../ledger/ledger-test-helpers';

export const escrowOf = async (app: FastifyInstance, appointmentId: number) =>
  (await db(app).select().from(escrows).where(eq(escrows.appointmentId, appointmentId)))[0];

export const escrowsOfPatient = (app: FastifyInstance, who: TestUser) =>
  db(app).select().from(escrows).where(eq(escrows.patientId, who.user.id)).orderBy(asc(escrows.id));

export const appointmentsOfPatient = (app: FastifyInstance, who: TestUser) =>
  db(app)
    .select()
    .from(appointments)
    .where(eq(appointments.patientId, who.user.id))
    .orderBy(asc(appointments.id));

export const paymentNotices = (app: FastifyInstance, who: TestUser) =>
  db(app)
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.user.id), eq(notifications.type, 'payment_update')))
    .orderBy(asc(notifications.id));

export const paymentMails = (app: FastifyInstance, who: TestUser) =>
  db(app)
    .select()
    .from(notificationEmailQueue)
    .where(
      and(eq(notificationEmailQueue.userId, who.user.id), eq(notificationEmailQueue.type, 'payment_update')),
    )
    .orderBy(asc(notificationEmailQueue.id));

/** Calls the app as `who` (anonymous when null) with a token signed now, and these headers. */
export async function send(
  app: FastifyInstance,
  who: TestUser | null,
  request: { method: InjectOptions['method']; url: string; payload?: unknown; key?: string },
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
  if (request.key !== undefined) headers['idempotency-key'] = request.key;
  return app.inject({
    method: request.method,
    url: request.url,
    headers,
    ...(request.payload === undefined ? {} : { payload: request.payload as InjectOptions['payload'] }),
  });
}

let keys = 0;
export const newKey = () => `test-key-${randomUUID()}-${++keys}`;

/** Books `slot` as `patient` with a fresh Idempotency-Key; any answer but 201 throws. */
export async function bookPaid(app: FastifyInstance, patient: TestUser, slot: { id: number }) {
  const res = await send(app, patient, {
    method: 'POST',
    url: '/api/consultations/appointments/',
    payload: { slot_id: slot.id },
    key: newKey(),
  });
  if (res.statusCode !== 201) throw new Error(`booking answered ${res.statusCode}: ${res.body}`);
  return res.json() as { id: number };
}
