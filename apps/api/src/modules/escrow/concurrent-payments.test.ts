import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  DAY,
  addSlot,
  at,
  createAppointmentTestApp,
  createPatient,
} from '../consultations/appointment-test-helpers';
import {
  balance,
  escrowsOfPatient,
  fund,
  journalSum,
  newKey,
  pricedExpert,
  send,
} from './escrow-test-helpers';

/*
 * Issue 18: concurrent spending never takes a balance below zero. Fifty bookings of equal price sent at once
 * from one wallet that holds twenty of them: exactly twenty are paid and booked, thirty are refused with
 * 409, and the wallet ends at zero. On PostgreSQL (CI) the fifty run in parallel transactions on a pool and
 * the account row lock decides; on PGlite they run one after another and the same must hold.
 */

const PRICE = 2_500;
const WORTH = 20;
const ATTEMPTS = 50;

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await createAppointmentTestApp());
});
afterAll(() => app.close());

describe('concurrent payments from one wallet', () => {
  it('pays exactly as many as the balance covers and leaves it at zero', async () => {
    const experts = await Promise.all([pricedExpert(app, PRICE), pricedExpert(app, PRICE)]);
    const patient = await createPatient(app);
    await fund(app, patient, PRICE * WORTH);
    const slots = [];
    for (let i = 0; i < ATTEMPTS; i++)
      slots.push(await addSlot(app, experts[i % 2]!, at(2 * DAY + Math.floor(i / 2) * 3_600_000)));

    const answers = await Promise.all(
      slots.map((slot) =>
        send(app, patient, {
          method: 'POST',
          url: '/api/consultations/appointments/',
          payload: { slot_id: slot.id },
          key: newKey(),
        }),
      ),
    );

    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(WORTH);
    expect(statuses.filter((s) => s === 409)).toHaveLength(ATTEMPTS - WORTH);
    expect(await balance(app, 'member_funds', patient)).toBe(0);
    expect(await escrowsOfPatient(app, patient)).toHaveLength(WORTH);
    expect(await journalSum(app)).toBe(0);
  });
});
