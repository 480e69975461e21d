import type { FastifyInstance } from 'fastify';
import type { AppointmentStatus } from '@fertilia/contracts';
import type { AppointmentRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { createTestApp } from '../../test/app';
import { createUserWithToken, type TestUser } from '../../test/users';
import { insertAppointment } from './appointment-repo';
import { insertManualSlot } from './visit-seed-repo';

/*
 * Fixtures for the care tests (reviews, notes, stats, patients): appointments written straight into the
 * database in the status a test needs, on a clock the test moves.
 */

/** Every care test starts at this instant (a Tuesday, 12:00 UTC), so dates never depend on when CI runs. */
export const START = new Date('2026-11-24T12:00:00Z');
const HOUR_MS = 60 * 60_000;

/** A clock the test sets; it starts at START. */
export type TestClock = Clock & { set(instant: Date): void };
export function testClock(start = START): TestClock {
  let now = start;
  return { now: () => now, set: (instant) => void (now = instant) };
}

/** `hours` from START (negative for the past). */
export const hoursFrom = (hours: number, from = START) => new Date(from.getTime() + hours * HOUR_MS);

export const createCareTestApp = (clock: Clock): Promise<FastifyInstance> => createTestApp({ clock });

/** A verified expert (or doctor), with a real name the patient sees. */
export const createExpert = (
  app: FastifyInstance,
  role: 'expert' | 'doctor' = 'expert',
  firstName = 'Amara',
) => createUserWithToken(app, { role, values: { firstName, lastName: 'Okafor', timeZone: 'Europe/London' } });

export const createPatient = (
  app: FastifyInstance,
  values: {
    firstName?: string | null;
    lastName?: string | null;
    username?: string;
    email?: string;
    timeZone?: string;
  } = {},
) =>
  createUserWithToken(app, {
    role: 'patient',
    values: { firstName: 'Sofia', lastName: 'Marquez', ...values },
  });

/**
 * An appointment of `patient` with `expert` on a slot of its own, in `status`, starting at `startsAt`
 * (`minutes` long). Distinct start times per expert: her slots are unique by start.
 */
export async function seedAppointment(
  app: FastifyInstance,
  {
    patient,
    expert,
    status,
    startsAt,
    minutes = 30,
  }: { patient: TestUser; expert: TestUser; status: AppointmentStatus; startsAt: Date; minutes?: number },
): Promise<AppointmentRow> {
  const db = app.deps.db.db;
  const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
  const slot = await insertManualSlot(db, { expertId: expert.user.id, startsAt, endsAt });
  return insertAppointment(db, {
    patientId: patient.user.id,
    expertId: expert.user.id,
    slotId: slot.id,
    status,
    startsAt,
    endsAt,
    minNoticeHours: 12,
    completedAt: status === 'completed' ? endsAt : null,
    cancelledBy: status === 'cancelled' ? 'patient' : null,
    statusReason: status === 'cancelled' || status === 'rejected' ? 'Something came up' : null,
  });
}
