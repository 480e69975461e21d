import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appointments, disputes, escrows } from '../../db/schema';
import { systemContext } from '../../http/context';
import { UNANSWERED_REASON } from '../consultations/lifecycle-service';
import { declineUnansweredRequests } from './escrow-release-service';
import {
  DAY,
  HOUR,
  T0,
  addSlot,
  appointmentUrl,
  at,
  createAppointmentTestApp,
  createPatient,
  type MovableClock,
} from '../consultations/appointment-test-helpers';
import type { TestUser } from '../../test/users';
import {
  FEE,
  PRICE,
  balance,
  bookPaid,
  escrowOf,
  feesBalance,
  fund,
  journalSum,
  paymentMails,
  paymentNotices,
  pricedExpert,
  send,
} from './escrow-test-helpers';

let app: FastifyInstance;
let clock: MovableClock;
beforeAll(async () => {
  ({ app, clock } = await createAppointmentTestApp());
});
afterAll(() => app.close());
beforeEach(() => clock.set(T0));

const WINDOW = 72 * HOUR; // DISPUTE_WINDOW_MINUTES' default

type Visit = { expert: TestUser; patient: TestUser; id: number; startsAt: Date };

/** A paid visit two days ahead, booked by a patient with 10,000 in her wallet. */
async function paidVisit(): Promise<Visit> {
  const expert = await pricedExpert(app);
  const patient = await createPatient(app);
  await fund(app, patient, 10_000);
  const slot = await addSlot(app, expert, at(2 * DAY));
  const { id } = await bookPaid(app, patient, slot);
  return { expert, patient, id, startsAt: slot.startsAt };
}

const act = (who: TestUser, id: number, action: 'accept' | 'cancel', payload: unknown) =>
  send(app, who, { method: action === 'accept' ? 'PUT' : 'POST', url: appointmentUrl(id, action), payload });

async function confirmedVisit(): Promise<Visit> {
  const visit = await paidVisit();
  expect((await act(visit.expert, visit.id, 'accept', { accepted: true })).statusCode).toBe(200);
  return visit;
}

describe('refunds by the policy', () => {
  it('refunds in full when the expert declines, and tells both sides in-app and by mail', async () => {
    const { expert, patient, id } = await paidVisit();
    const res = await act(expert, id, 'accept', { accepted: false, reason: 'Not my field' });
    expect(res.statusCode).toBe(200);
    expect(res.json().payment_status).toBe('refunded');
    expect(await balance(app, 'member_funds', patient)).toBe(10_000);
    expect(await escrowOf(app, id)).toMatchObject({ status: 'refunded', refundedAmount: PRICE });
    expect(await journalSum(app)).toBe(0);
    const [toPatient] = await paymentNotices(app, patient);
    expect(toPatient).toMatchObject({
      title: 'Consultation refunded',
      link: `/payment-detail?appointment=${id}`,
    });
    expect(toPatient!.message).toContain('£60.00 was refunded to your wallet');
    expect(await paymentNotices(app, expert)).toHaveLength(1);
    expect(await paymentMails(app, patient)).toHaveLength(1);
    expect(await paymentMails(app, expert)).toHaveLength(1);
  });

  it('refunds in full when the patient cancels earlier than the minimum notice', async () => {
    const { patient, id, startsAt } = await confirmedVisit();
    clock.set(new Date(startsAt.getTime() - 12 * HOUR - 1));
    expect((await act(patient, id, 'cancel', { reason: 'Feeling better' })).statusCode).toBe(200);
    expect(await escrowOf(app, id)).toMatchObject({ status: 'refunded', refundedAmount: PRICE });
    expect(await balance(app, 'member_funds', patient)).toBe(10_000);
  });

  it('refunds the late share when the patient cancels inside the minimum notice, the rest to the expert less the fee', async () => {
    const { expert, patient, id, startsAt } = await confirmedVisit();
    const feesBefore = await feesBalance(app);
    // A paid visit may be cancelled inside the 12-hour notice until it starts; the policy keeps part for the expert.
    clock.set(new Date(startsAt.getTime() - 2 * HOUR));
    expect((await act(patient, id, 'cancel', { reason: 'Feeling better' })).statusCode).toBe(200);
    expect(await escrowOf(app, id)).toMatchObject({
      status: 'partly_refunded',
      refundedAmount: 3000,
      releasedAmount: 3000 - 450,
      feeAmount: 450,
    });
    expect(await balance(app, 'member_funds', patient)).toBe(10_000 - 3000);
    expect(await balance(app, 'expert_earnings', expert)).toBe(2550);
    expect((await feesBalance(app)) - feesBefore).toBe(450);
    expect(await journalSum(app)).toBe(0);
    expect((await paymentNotices(app, expert))[0]!.message).toContain('£25.50 was added to your earnings');
  });

  it('refuses her cancellation once the paid visit has started', async () => {
    const { patient, id, startsAt } = await confirmedVisit();
    clock.set(new Date(startsAt.getTime() + 60_000));
    expect((await act(patient, id, 'cancel', { reason: 'Feeling better' })).statusCode).toBe(409);
    expect(await escrowOf(app, id)).toMatchObject({ status: 'held' });
  });

  it('refunds in full when the expert cancels, however late', async () => {
    const { expert, patient, id, startsAt } = await confirmedVisit();
    clock.set(new Date(startsAt.getTime() - HOUR));
    expect((await act(expert, id, 'cancel', { reason: 'Called away' })).statusCode).toBe(200);
    expect(await escrowOf(app, id)).toMatchObject({ status: 'refunded', refundedAmount: PRICE });
    expect(await balance(app, 'member_funds', patient)).toBe(10_000);
    expect((await balance(app, 'expert_earnings', expert)) + 0).toBe(0);
  });
});

describe('release after the dispute window', () => {
  async function completed() {
    const visit = await confirmedVisit();
    clock.set(new Date(visit.startsAt.getTime() + 30 * 60_000));
    const res = await send(app, visit.expert, { method: 'POST', url: appointmentUrl(visit.id, 'complete') });
    expect(res.statusCode).toBe(200);
    return { ...visit, completedAt: clock.now() };
  }

  it('sets release_after on completion and releases to the expert less the fee once it has passed', async () => {
    const { expert, patient, id, completedAt } = await completed();
    const escrow = (await escrowOf(app, id))!;
    expect(escrow.releaseAfter).toEqual(new Date(completedAt.getTime() + WINDOW));
    const feesBefore = await feesBalance(app);

    clock.set(new Date(completedAt.getTime() + WINDOW - 60_000));
    await app.jobs.drain();
    expect((await escrowOf(app, id))!.status).toBe('held');

    clock.set(new Date(completedAt.getTime() + WINDOW));
    await app.jobs.drain();
    expect(await escrowOf(app, id)).toMatchObject({
      status: 'released',
      releasedAmount: PRICE - FEE,
      feeAmount: FEE,
    });
    expect(await balance(app, 'expert_earnings', expert)).toBe(PRICE - FEE);
    expect((await feesBalance(app)) - feesBefore).toBe(FEE);
    expect(await balance(app, 'member_funds', patient)).toBe(10_000 - PRICE);
    expect(await journalSum(app)).toBe(0);
    expect((await paymentNotices(app, expert)).at(-1)!.title).toBe('Consultation payment released');
    expect((await paymentNotices(app, patient)).at(-1)!.title).toBe('Consultation payment released');
  });

  it('leaves a disputed escrow for finance', async () => {
    const { expert, patient, id, completedAt } = await completed();
    const escrow = (await escrowOf(app, id))!;
    await app.deps.db.db.update(escrows).set({ status: 'disputed' }).where(eq(escrows.id, escrow.id));
    await app.deps.db.db.insert(disputes).values({
      escrowId: escrow.id,
      openedById: patient.user.id,
      reason: 'The call never started',
      status: 'open',
    });
    clock.set(new Date(completedAt.getTime() + WINDOW + DAY));
    await app.jobs.drain();
    expect((await escrowOf(app, id))!.status).toBe('disputed');
    expect((await balance(app, 'expert_earnings', expert)) + 0).toBe(0);
  });

  it('releases by the five-minute sweep an escrow whose job is gone', async () => {
    const { expert, id } = await confirmedVisit();
    const escrow = (await escrowOf(app, id))!;
    // Later than any sweep the tests before ran, so the next one is due.
    const later = new Date(T0.getTime() + 60 * DAY);
    // A held escrow with a release time and no job queued for it (as if the job had been lost).
    await app.deps.db.db
      .update(escrows)
      .set({ releaseAfter: new Date(later.getTime() - 60_000) })
      .where(eq(escrows.id, escrow.id));
    clock.set(later);
    await app.jobs.drain();
    expect((await escrowOf(app, id))!.status).toBe('released');
    expect(await balance(app, 'expert_earnings', expert)).toBe(PRICE - FEE);
  });
});

describe('a paid request nobody answers', () => {
  it('is declined when its time comes and refunded in full; one still ahead is left alone', async () => {
    const ahead = await paidVisit();
    const due = await paidVisit();
    clock.set(new Date(due.startsAt.getTime() + 60_000));
    // Both start at the same time here, so move the one still ahead of the clock further on.
    await app.deps.db.db
      .update(appointments)
      .set({ startsAt: at(9 * DAY), endsAt: at(9 * DAY + HOUR) })
      .where(eq(appointments.id, ahead.id));
    expect(await declineUnansweredRequests(systemContext(app, 'test'))).toBe(1);
    const [row] = await app.deps.db.db.select().from(appointments).where(eq(appointments.id, due.id));
    expect(row).toMatchObject({ status: 'rejected', statusReason: UNANSWERED_REASON });
    expect(await escrowOf(app, due.id)).toMatchObject({ status: 'refunded', refundedAmount: PRICE });
    expect(await balance(app, 'member_funds', due.patient)).toBe(10_000);
    expect((await paymentNotices(app, due.patient))[0]!.title).toBe('Consultation refunded');
    expect((await escrowOf(app, ahead.id))!.status).toBe('held');
    expect(await journalSum(app)).toBe(0);
    // A second sweep finds nothing more to do.
    expect(await declineUnansweredRequests(systemContext(app, 'test'))).toBe(0);
  });
});
