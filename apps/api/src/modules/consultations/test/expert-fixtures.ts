import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AppointmentStatus, ExpertScheduleUpdate, ProfessionalProfile } from '@fertilia/contracts';
import {
  appointmentReviews,
  appointments,
  consultationSlots,
  type ConsultationSlotRow,
} from '../../../db/schema';
import { createUserWithToken, type TestUser } from '../../../test/users';

/** Monday 1 June 2026, 08:00 UTC (09:00 in London): every consultations test starts here. */
export const T0 = new Date('2026-06-01T08:00:00Z');

export const PROFILE: ProfessionalProfile = {
  bio: 'Fertility specialist with years of IVF experience.',
  specialization: 'Reproductive endocrinology',
  facility_affiliation: 'Riverside Clinic',
  years_of_experience: 10,
  languages: ['English'],
  qualifications: ['MD'],
  available_for_appointment: true,
  license_number: 'LIC-12345',
};

/** A verified professional who takes appointments (createUserWithToken verifies professionals). */
export const createExpert = (
  app: FastifyInstance,
  options: {
    role?: 'expert' | 'doctor';
    first?: string | null;
    last?: string | null;
    profile?: Partial<ProfessionalProfile>;
    verified?: boolean;
    timeZone?: string;
  } = {},
): Promise<TestUser> =>
  createUserWithToken(app, {
    role: options.role ?? 'expert',
    values: {
      firstName: options.first === undefined ? 'Ada' : options.first,
      lastName: options.last === undefined ? 'Lovelace' : options.last,
      professionalProfile: { ...PROFILE, ...options.profile },
      timeZone: options.timeZone ?? null,
      ...(options.verified === false ? { verificationStatus: 'unverified' as const } : {}),
    },
  });

/** Monday to Friday, 09:00–12:00 in London, 30-minute slots, no buffer, 2 hours' notice. */
export const LONDON_WEEKDAYS: ExpertScheduleUpdate = {
  time_zone: 'Europe/London',
  slot_minutes: 30,
  buffer_minutes: 0,
  min_notice_hours: 2,
  weekly_hours: [1, 2, 3, 4, 5].map((weekday) => ({
    weekday: weekday as 1,
    ranges: [{ start: '09:00', end: '12:00' }],
  })),
  exceptions: [],
};

export const slotsOf = (app: FastifyInstance, expertId: number): Promise<ConsultationSlotRow[]> =>
  app.deps.db.db
    .select()
    .from(consultationSlots)
    .where(eq(consultationSlots.expertId, expertId))
    .orderBy(consultationSlots.startsAt);

/** An appointment on a slot, written directly (booking is the appointments engineer's endpoint). */
export async function bookDirectly(
  app: FastifyInstance,
  slot: ConsultationSlotRow,
  patient: TestUser,
  status: AppointmentStatus = 'confirmed',
): Promise<number> {
  const [row] = await app.deps.db.db
    .insert(appointments)
    .values({
      patientId: patient.user.id,
      expertId: slot.expertId,
      slotId: slot.id,
      status,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      minNoticeHours: 2,
    })
    .returning({ id: appointments.id });
  return row!.id;
}

export async function reviewDirectly(
  app: FastifyInstance,
  input: { appointmentId: number; patient: TestUser; expertId: number; rating: number; comment?: string },
): Promise<void> {
  await app.deps.db.db.insert(appointmentReviews).values({
    appointmentId: input.appointmentId,
    patientId: input.patient.user.id,
    expertId: input.expertId,
    rating: input.rating,
    comment: input.comment ?? null,
  });
}
