import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MONEY_MESSAGES } from '@fertilia/contracts';
import {
  DAY,
  addSlot,
  at,
  createAppointmentTestApp,
  createExpert,
  createPatient,
  type MovableClock,
} from '../consultations/appointment-test-helpers';
import {
  PRICE,
  appointmentsOfPatient,
  balance,
  escrowOf,
  escrowsOfPatient,
  fund,
  journalSum,
  newKey,
  pricedExpert,
  send,
} from './escrow-test-helpers';

let app: FastifyInstance;
let clock: MovableClock;
beforeAll(async () => {
  ({ app, clock } = await createAppointmentTestApp());
});
afterAll(() => app.close());

const BOOK = '/api/consultations/appointments/';
const bookWith = (who: Parameters<typeof send>[1], slotId: number, key?: string) =>
  send(app, who, { method: 'POST', url: BOOK, payload: { slot_id: slotId }, key });

describe('booking a paid visit', () => {
  it('pays from the wallet into a new escrow in the booking, and the journal still sums to zero', async () => {
    const expert = await pricedExpert(app);
    const patient = await createPatient(app);
    await fund(app, patient, 10_000);
    const slot = await addSlot(app, expert, at(2 * DAY));
    const res = await bookWith(patient, slot.id, newKey());
    expect(res.statusCode).toBe(201);
    const booked = res.json();
    expect(booked.price).toEqual({ amount: PRICE, currency: 'GBP' });
    expect(booked.payment_status).toBe('held');
    expect(await balance(app, 'member_funds', patient)).toBe(4000);
    const escrow = (await escrowOf(app, booked.id))!;
    expect(escrow).toMatchObject({
      amount: PRICE,
      status: 'held',
      patientId: patient.user.id,
      feePercent: 15,
    });
    expect(await journalSum(app)).toBe(0);

    const list = await send(app, patient, { method: 'GET', url: `${BOOK}?scope=upcoming` });
    expect(list.json().results[0]).toMatchObject({ id: booked.id, payment_status: 'held' });
  });

  it('shows the price on the expert directory and her page, null when free', async () => {
    const paid = await pricedExpert(app, 4550);
    const free = await createExpert(app, { minNoticeHours: 12 });
    const patient = await createPatient(app);
    const detail = await send(app, patient, {
      method: 'GET',
      url: `/api/consultations/experts/${paid.user.id}`,
    });
    expect(detail.json()).toMatchObject({
      price: { amount: 4550, currency: 'GBP' },
      late_refund_percent: 50,
    });
    const freeDetail = await send(app, patient, {
      method: 'GET',
      url: `/api/consultations/experts/${free.user.id}`,
    });
    expect(freeDetail.json().price).toBeNull();
  });

  it('answers 409 when her balance is short, and books and moves nothing', async () => {
    const expert = await pricedExpert(app);
    const patient = await createPatient(app);
    await fund(app, patient, PRICE - 1);
    const slot = await addSlot(app, expert, at(2 * DAY));
    const res = await bookWith(patient, slot.id, newKey());
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(MONEY_MESSAGES.insufficientFunds);
    expect(await appointmentsOfPatient(app, patient)).toEqual([]);
    expect(await escrowsOfPatient(app, patient)).toEqual([]);
    expect(await balance(app, 'member_funds', patient)).toBe(PRICE - 1);
    // The slot is still free: another patient with money books it.
    const other = await createPatient(app);
    await fund(app, other, PRICE);
    expect((await bookWith(other, slot.id, newKey())).statusCode).toBe(201);
  });

  it('answers 422 without an Idempotency-Key for a paid visit, and books nothing', async () => {
    const expert = await pricedExpert(app);
    const patient = await createPatient(app);
    await fund(app, patient, 10_000);
    const slot = await addSlot(app, expert, at(2 * DAY));
    const res = await bookWith(patient, slot.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({
      loc: ['header', 'idempotency-key'],
      msg: MONEY_MESSAGES.idempotencyKeyMissing,
    });
    expect(await appointmentsOfPatient(app, patient)).toEqual([]);
    expect(await balance(app, 'member_funds', patient)).toBe(10_000);
  });

  it('books and charges once for a replayed key, and refuses the key on another request', async () => {
    const expert = await pricedExpert(app);
    const patient = await createPatient(app);
    await fund(app, patient, 20_000);
    const slot = await addSlot(app, expert, at(2 * DAY));
    const other = await addSlot(app, expert, at(3 * DAY));
    const key = newKey();
    const first = await bookWith(patient, slot.id, key);
    const replay = await bookWith(patient, slot.id, key);
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().id).toBe(first.json().id);
    expect(await appointmentsOfPatient(app, patient)).toHaveLength(1);
    expect(await balance(app, 'member_funds', patient)).toBe(20_000 - PRICE);
    const reused = await bookWith(patient, other.id, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().detail[0].msg).toBe(MONEY_MESSAGES.idempotencyKeyReused);
    expect(await appointmentsOfPatient(app, patient)).toHaveLength(1);
  });

  it('keeps free bookings working with or without a key, and charges nothing', async () => {
    const expert = await createExpert(app, { minNoticeHours: 12 });
    const patient = await createPatient(app);
    const without = await bookWith(patient, (await addSlot(app, expert, at(2 * DAY))).id);
    expect(without.statusCode).toBe(201);
    expect(without.json()).toMatchObject({ price: null, payment_status: null });
    const withKey = await bookWith(patient, (await addSlot(app, expert, at(3 * DAY))).id, newKey());
    expect(withKey.statusCode).toBe(201);
    expect(await escrowsOfPatient(app, patient)).toEqual([]);
  });

  it('pays through the /api/consultations/ family too', async () => {
    const expert = await pricedExpert(app);
    const patient = await createPatient(app);
    await fund(app, patient, PRICE);
    const slot = await addSlot(app, expert, at(2 * DAY));
    const payload = { expert_id: expert.user.id, date_time: slot.startsAt.toISOString() };
    const url = '/api/consultations/';
    expect((await send(app, patient, { method: 'POST', url, payload })).statusCode).toBe(422);
    const res = await send(app, patient, { method: 'POST', url, payload, key: newKey() });
    expect(res.statusCode).toBe(201);
    // + 0: a balance of nothing is read as -0 (a negated sum).
    expect((await balance(app, 'member_funds', patient)) + 0).toBe(0);
  });

  it('moves the escrow to the successor on a reschedule and charges nothing more', async () => {
    const expert = await pricedExpert(app);
    const patient = await createPatient(app);
    await fund(app, patient, 10_000);
    const slot = await addSlot(app, expert, at(2 * DAY));
    const later = await addSlot(app, expert, at(4 * DAY));
    const booked = (await bookWith(patient, slot.id, newKey())).json();
    const escrow = (await escrowOf(app, booked.id))!;
    const res = await send(app, patient, {
      method: 'PUT',
      url: `${BOOK}${booked.id}/reschedule`,
      payload: { new_slot_id: later.id, reason: 'A clash at work' },
    });
    expect(res.statusCode).toBe(200);
    const successor = res.json();
    expect(successor).toMatchObject({ price: { amount: PRICE, currency: 'GBP' }, payment_status: 'held' });
    expect((await escrowOf(app, successor.id))!.id).toBe(escrow.id);
    expect(await escrowOf(app, booked.id)).toBeUndefined();
    expect(await balance(app, 'member_funds', patient)).toBe(10_000 - PRICE);
    expect(await escrowsOfPatient(app, patient)).toHaveLength(1);
    clock.set(at(0));
  });
});
