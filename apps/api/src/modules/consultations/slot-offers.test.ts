import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CONSULTATION_MESSAGES as M, MESSAGES, SLOT_OFFER_MESSAGES as O } from '@fertilia/contracts';
import { notifications, slotOffers, slotWatches } from '../../db/schema';
import type { TestUser } from '../../test/users';
import {
  DAY,
  HOUR,
  T0,
  addSlot,
  appointmentRow,
  appointmentUrl,
  at,
  book,
  call,
  confirmed,
  createAppointmentTestApp,
  createExpert,
  createPatient,
  setUserZone,
  type MovableClock,
} from './appointment-test-helpers';

const WATCHES = '/api/consultations/slot-watches';
const offerUrl = (id: number, action = '') =>
  `/api/consultations/slot-offers/${id}${action ? `/${action}` : ''}`;

describe('freed slots offered to waiting patients', () => {
  let app: FastifyInstance;
  let clock: MovableClock;
  let expert: TestUser;
  let day = 2;
  const nextSlot = (who: TestUser = expert) => addSlot(app, who, at(day++ * DAY));

  beforeAll(async () => {
    ({ app, clock } = await createAppointmentTestApp());
    expert = await createExpert(app, { minNoticeHours: 24 });
  });
  afterEach(() => clock.set(T0));
  afterAll(() => app.close());

  /** A patient waiting for a time with `who` before `before`. */
  async function waiting(before: Date, who: TestUser = expert, zone = 'Europe/Paris') {
    const patient = await createPatient(app, zone);
    const res = await call(app, patient, 'POST', WATCHES, {
      expert_id: who.user.id,
      before: before.toISOString(),
    });
    if (res.statusCode !== 201) throw new Error(`watch answered ${res.statusCode}: ${res.body}`);
    return { patient, watchId: res.json().id as number };
  }
  const offersOf = (patient: TestUser) =>
    app.deps.db.db
      .select()
      .from(slotOffers)
      .where(eq(slotOffers.patientId, patient.user.id))
      .orderBy(slotOffers.id);
  const offerNoticesOf = (patient: TestUser) =>
    app.deps.db.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, patient.user.id), eq(notifications.type, 'slot_offer')))
      .orderBy(notifications.id);
  const watchRow = async (id: number) =>
    (await app.deps.db.db.select().from(slotWatches).where(eq(slotWatches.id, id)))[0]!;
  const cancel = (who: TestUser, id: number) =>
    call(app, who, 'POST', appointmentUrl(id, 'cancel'), { reason: 'Something came up' });

  /** A confirmed visit of a fresh patient on a fresh slot of `who`. */
  async function bookedVisit(who: TestUser = expert) {
    const holder = await createPatient(app);
    const slot = await nextSlot(who);
    return { holder, slot, visit: await confirmed(app, holder, who, slot) };
  }

  it('a cancellation offers the slot to each patient waiting for an earlier time, worded in her zone', async () => {
    const { holder, slot, visit } = await bookedVisit();
    const newYork = await waiting(at(40 * DAY), expert, 'America/New_York');
    const paris = await waiting(at(40 * DAY));
    const tooEarly = await waiting(new Date(slot.startsAt.getTime() - HOUR));
    expect((await cancel(holder, visit.id)).statusCode).toBe(200);

    const [offer] = await offersOf(newYork.patient);
    expect(offer).toMatchObject({
      watchId: newYork.watchId,
      slotId: slot.id,
      offeredAt: T0,
      claimedAt: null,
    });
    const [notice] = await offerNoticesOf(newYork.patient);
    // The slot starts 08:00 UTC: 03:00 in New York.
    const date = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/New_York',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(slot.startsAt);
    expect(notice).toMatchObject({
      title: 'An earlier time is free',
      message: `${visit.expert.name} has a free time on ${date}, 03:00 – 03:30. Book it before someone else does.`,
      link: `/appointments/offers/${offer!.id}`,
    });
    expect((await offerNoticesOf(paris.patient))[0]!.message).toContain('09:00 – 09:30');
    expect(await offersOf(tooEarly.patient)).toHaveLength(0);
    expect(await offersOf(holder)).toHaveLength(0);
  });

  it('a declined request and a move free their slots too', async () => {
    const requester = await createPatient(app);
    const declinedSlot = await nextSlot();
    const request = await book(app, requester, declinedSlot);
    const { holder, slot: movedFrom, visit } = await bookedVisit();
    const target = await nextSlot();
    const watcher = await waiting(at(40 * DAY));

    await call(app, expert, 'PUT', appointmentUrl(request.id, 'accept'), { accepted: false, reason: 'Full' });
    const move = await call(app, holder, 'PUT', appointmentUrl(visit.id, 'reschedule'), {
      new_slot_id: target.id,
      reason: 'Work trip moved',
    });
    expect(move.statusCode).toBe(200);
    const offered = (await offersOf(watcher.patient)).map((o) => o.slotId);
    expect(offered).toEqual([declinedSlot.id, movedFrom.id]);
  });

  it('offers nothing inside the minimum notice, in the past, or to a watch whose time has passed', async () => {
    const inNotice = await bookedVisit();
    const past = await bookedVisit();
    const watcher = await waiting(at(40 * DAY));
    const expiring = await waiting(at(DAY));

    clock.set(new Date(inNotice.slot.startsAt.getTime() - 12 * HOUR));
    expect((await cancel(expert, inNotice.visit.id)).statusCode).toBe(200);
    clock.set(new Date(past.slot.startsAt.getTime() + HOUR));
    expect((await cancel(expert, past.visit.id)).statusCode).toBe(200);
    expect(await offersOf(watcher.patient)).toHaveLength(0);

    // A day on, a slot that can be offered is; the watch whose time has passed ends instead.
    clock.set(at(DAY + HOUR));
    const later = await bookedVisit();
    await cancel(later.holder, later.visit.id);
    expect((await offersOf(watcher.patient)).map((o) => o.slotId)).toEqual([later.slot.id]);
    expect(await offersOf(expiring.patient)).toHaveLength(0);
    expect(await watchRow(expiring.watchId)).toMatchObject({ endReason: 'expired' });
  });

  it('shows the offer to its patient only: the time in her zone, the expert, what taking it does', async () => {
    const { holder, slot, visit } = await bookedVisit();
    const watcher = await waiting(at(40 * DAY));
    await cancel(holder, visit.id);
    const [offer] = await offersOf(watcher.patient);

    const res = await call(app, watcher.patient, 'GET', offerUrl(offer!.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: offer!.id,
      slot_id: slot.id,
      starts_at: slot.startsAt.toISOString(),
      time_range: '09:00 – 09:30',
      time_zone: 'Europe/Paris',
      expert: { id: expert.user.id, name: visit.expert.name },
      state: 'available',
      takes: 'book',
      moves: null,
      claimed_at: null,
    });
    const stranger = await createPatient(app);
    const refused = await call(app, stranger, 'GET', offerUrl(offer!.id));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().detail).toBe(O.offerNotFound);
    expect((await call(app, null, 'GET', offerUrl(offer!.id))).statusCode).toBe(401);
    const asExpert = await call(app, expert, 'GET', offerUrl(offer!.id));
    expect(asExpert.statusCode).toBe(403);
    expect(asExpert.json().detail).toBe(MESSAGES.forbidden);
    expect((await call(app, stranger, 'POST', offerUrl(offer!.id, 'claim'), {})).statusCode).toBe(404);
    expect((await call(app, null, 'POST', offerUrl(offer!.id, 'claim'), {})).statusCode).toBe(401);
    expect((await call(app, expert, 'POST', offerUrl(offer!.id, 'claim'), {})).statusCode).toBe(403);
  });

  it('taking it books a new visit for the expert to confirm, and ends her watch', async () => {
    const { holder, slot, visit } = await bookedVisit();
    const watcher = await waiting(at(40 * DAY));
    await cancel(holder, visit.id);
    const [offer] = await offersOf(watcher.patient);

    const res = await call(app, watcher.patient, 'POST', offerUrl(offer!.id, 'claim'), {
      notes: 'Happy to come earlier',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'pending',
      slot_id: slot.id,
      notes: 'Happy to come earlier',
      patient: { id: watcher.patient.user.id },
    });
    expect(await watchRow(watcher.watchId)).toMatchObject({ endReason: 'booked', endedAt: T0 });
    const after = (await call(app, watcher.patient, 'GET', offerUrl(offer!.id))).json();
    expect(after).toMatchObject({ state: 'claimed', claimed_at: T0.toISOString() });
    const again = await call(app, watcher.patient, 'POST', offerUrl(offer!.id, 'claim'), {});
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(O.offerClaimed);
  });

  it('taking it moves her visit when the watch is tied to one', async () => {
    const { holder, slot, visit } = await bookedVisit();
    const mover = await createPatient(app);
    const later = await confirmed(app, mover, expert, await nextSlot());
    const tied = await call(app, mover, 'POST', WATCHES, {
      expert_id: expert.user.id,
      appointment_id: later.id,
    });
    await cancel(holder, visit.id);
    const [offer] = await offersOf(mover);
    const shown = (await call(app, mover, 'GET', offerUrl(offer!.id))).json();
    expect(shown).toMatchObject({
      takes: 'move',
      // Her visit as she sees it, in her zone.
      moves: { appointment_id: later.id, time_range: '09:00 – 09:30' },
    });

    const res = await call(app, mover, 'POST', offerUrl(offer!.id, 'claim'), {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pending', slot_id: slot.id, rescheduled_from_id: later.id });
    expect(await appointmentRow(app, later.id)).toMatchObject({
      status: 'rescheduled',
      statusReason: O.moveReason,
      cancelledBy: 'patient',
    });
    expect(await watchRow(tied.json().id)).toMatchObject({ endReason: 'booked' });
  });

  it('two patients offered the same time: the first has it, the other is told and keeps waiting', async () => {
    const { holder, slot, visit } = await bookedVisit();
    const first = await waiting(at(40 * DAY));
    const second = await waiting(at(40 * DAY));
    await cancel(holder, visit.id);
    const [firstOffer] = await offersOf(first.patient);
    const [secondOffer] = await offersOf(second.patient);

    const [a, b] = await Promise.all([
      call(app, first.patient, 'POST', offerUrl(firstOffer!.id, 'claim'), {}),
      call(app, second.patient, 'POST', offerUrl(secondOffer!.id, 'claim'), {}),
    ]);
    const [won, lost] = a.statusCode === 200 ? [a, b] : [b, a];
    const loser = a.statusCode === 200 ? second : first;
    expect(won.statusCode).toBe(200);
    expect(won.json().slot_id).toBe(slot.id);
    expect(lost.statusCode).toBe(409);
    expect(lost.json().detail).toBe(M.slotTaken);
    expect(await watchRow(loser.watchId)).toMatchObject({ endedAt: null, endReason: null });
    const loserOffer = a.statusCode === 200 ? secondOffer : firstOffer;
    const shown = (await call(app, loser.patient, 'GET', offerUrl(loserOffer!.id))).json();
    expect(shown).toMatchObject({ state: 'taken', claimed_at: null });
  });

  it('a withdrawn watch closes its offers', async () => {
    const { holder, visit } = await bookedVisit();
    const watcher = await waiting(at(40 * DAY));
    await cancel(holder, visit.id);
    const [offer] = await offersOf(watcher.patient);
    await call(app, watcher.patient, 'DELETE', `${WATCHES}/${watcher.watchId}`);
    expect((await call(app, watcher.patient, 'GET', offerUrl(offer!.id))).json().state).toBe('closed');
    const res = await call(app, watcher.patient, 'POST', offerUrl(offer!.id, 'claim'), {});
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(O.offerClosed);
  });

  it('wording follows her saved zone when it changes', async () => {
    const { holder, visit } = await bookedVisit();
    const watcher = await waiting(at(40 * DAY));
    await setUserZone(app, watcher.patient, 'Asia/Tokyo');
    await cancel(holder, visit.id);
    expect((await offerNoticesOf(watcher.patient))[0]!.message).toContain('17:00 – 17:30');
  });
});
