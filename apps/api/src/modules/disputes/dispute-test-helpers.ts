import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Role } from '@fertilia/contracts';
import { authSessions, escrows, type EscrowRow } from '../../db/schema';
import { inTransaction, systemContext } from '../../http/context';
import { createUserWithToken, type TestUser } from '../../test/users';
import {
  DAY,
  HOUR,
  addSlot,
  appointmentUrl,
  call,
  confirmed,
  type MovableClock,
} from '../consultations/appointment-test-helpers';
import { changeEscrow, holdVisitPayment } from '../ledger/escrow-service';
import { fund } from '../ledger/ledger-test-helpers';

/*
 * A paid, completed visit made by hand (ADR 016): the patient's wallet topped up, the visit booked, paid into
 * escrow and completed, and its release time set as completion sets it. Calls sign a token at the clock's time.
 */

const FAR_FUTURE = new Date('2100-01-01T00:00:00Z');

/** A staff member (or anyone) whose session outlives the clock's moves. */
export async function staff(app: FastifyInstance, role: Role): Promise<TestUser> {
  const who = await createUserWithToken(app, { role });
  await app.deps.db.db
    .update(authSessions)
    .set({ expiresAt: FAR_FUTURE })
    .where(eq(authSessions.id, who.sessionId));
  return who;
}

/** Calls the app as `who` with a fresh token, and an Idempotency-Key when `key` is given. */
export async function send(
  app: FastifyInstance,
  who: TestUser | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  key?: string,
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
  if (key !== undefined) headers['idempotency-key'] = key;
  return app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

const system = (app: FastifyInstance) => systemContext(app, 'dispute-test');

export { fund, journalSum, platformFees } from '../ledger/ledger-test-helpers';

let visits = 0;

export type PaidVisit = { appointmentId: number; escrow: EscrowRow; releaseAfter: Date };

/**
 * Books a visit two days from the clock, pays `amount` into escrow, completes it a minute after its start
 * (the clock moves there) and sets its release `windowHours` later. `complete: false` leaves it confirmed.
 */
export async function paidVisit(
  app: FastifyInstance,
  clock: MovableClock,
  patient: TestUser,
  expert: TestUser,
  { amount = 10_000, windowHours = 72, complete = true } = {},
): Promise<PaidVisit> {
  await fund(app, patient, amount);
  // Each visit an hour apart, so visits made without moving the clock never share a slot.
  const startsAt = new Date(clock.now().getTime() + 2 * DAY + ++visits * HOUR);
  const slot = await addSlot(app, expert, startsAt);
  const appointment = await confirmed(app, patient, expert, slot);
  let escrow = await inTransaction(system(app), (tx) =>
    holdVisitPayment(tx, {
      appointmentId: appointment.id,
      patientId: patient.user.id,
      expertId: expert.user.id,
      amount,
    }),
  );
  const releaseAfter = new Date(startsAt.getTime() + 60_000 + windowHours * HOUR);
  if (!complete) return { appointmentId: appointment.id, escrow, releaseAfter };
  clock.set(new Date(startsAt.getTime() + 60_000));
  const res = await call(app, expert, 'POST', appointmentUrl(appointment.id, 'complete'));
  if (res.statusCode !== 200) throw new Error(`complete answered ${res.statusCode}: ${res.body}`);
  escrow = await inTransaction(system(app), (tx) => changeEscrow(tx, escrow.id, { releaseAfter }));
  return { appointmentId: appointment.id, escrow, releaseAfter };
}

export const escrowRow = async (app: FastifyInstance, id: number) =>
  (await app.deps.db.db.select().from(escrows).where(eq(escrows.id, id)))[0]!;

export { memberBalance as balanceOfMember } from '../ledger/ledger-test-helpers';
