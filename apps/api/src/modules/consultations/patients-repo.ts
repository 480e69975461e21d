import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { LIVE_APPOINTMENT_STATUSES } from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import { appointmentNotes, appointments, users, type AppointmentNotesRow } from '../../db/schema';
import { findAppointmentViews, type AppointmentView } from './appointment-repo';

/*
 * An expert's patients: the people who have or had an appointment with her, and no one else. Every query
 * here starts from her appointments, so a patient without one can never be listed or read.
 */

/** Statuses of a visit that took place or was to take place: the "last visit" of a patient. */
const VISIT_STATUSES = ['confirmed', 'completed'] as const;

export type PatientRow = {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  avatarUrl: string | null;
  dateOfBirth: string | null;
  appointmentCount: number;
  lastVisitAt: Date | null;
  nextVisitAt: Date | null;
};

const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function patientsOf(expertId: number, { search, patientId }: { search?: string; patientId?: number }) {
  const conditions: (SQL | undefined)[] = [eq(appointments.expertId, expertId)];
  if (patientId !== undefined) conditions.push(eq(appointments.patientId, patientId));
  if (search) {
    const text = likeText(search);
    conditions.push(
      or(
        ilike(users.username, text),
        ilike(users.email, text),
        ilike(users.firstName, text),
        ilike(users.lastName, text),
        ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, text),
      ),
    );
  }
  return and(...conditions);
}

const instantOf = (aggregate: SQL) => sql<Date | null>`${aggregate}`.mapWith(appointments.startsAt);

/** One row per patient of the expert with her visit counts; `now` splits last visit from next. */
function patientQuery(
  db: DbOrTx,
  expertId: number,
  now: Date,
  filter: { search?: string; patientId?: number },
) {
  const lastVisitAt = instantOf(
    sql`max(${appointments.startsAt}) filter (where ${and(
      inArray(appointments.status, [...VISIT_STATUSES]),
      sql`${appointments.startsAt} < ${now.toISOString()}::timestamptz`,
    )})`,
  ).as('last_visit_at');
  const nextVisitAt = instantOf(
    sql`min(${appointments.startsAt}) filter (where ${and(
      inArray(appointments.status, [...LIVE_APPOINTMENT_STATUSES]),
      sql`${appointments.startsAt} >= ${now.toISOString()}::timestamptz`,
    )})`,
  ).as('next_visit_at');
  return (
    db
      .select({
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        avatarUrl: users.avatarUrl,
        dateOfBirth: users.dateOfBirth,
        appointmentCount: sql<number>`count(*)::int`.as('appointment_count'),
        lastVisitAt,
        nextVisitAt,
      })
      .from(appointments)
      .innerJoin(users, eq(users.id, appointments.patientId))
      .where(patientsOf(expertId, filter))
      // users.id is the key: the other user columns depend on it, so PostgreSQL lets them be selected.
      .groupBy(users.id)
      .$dynamic()
  );
}

/** A page of the expert's patients, soonest next visit first, then the most recent last visit. */
export async function patientPage(
  db: DbOrTx,
  expertId: number,
  now: Date,
  q: { search?: string; skip: number; limit: number },
): Promise<{ rows: PatientRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    patientQuery(db, expertId, now, { search: q.search })
      .orderBy(sql`next_visit_at asc nulls last`, sql`last_visit_at desc nulls last`, asc(users.id))
      .offset(q.skip)
      .limit(q.limit),
    db
      .select({ n: sql<number>`count(distinct ${appointments.patientId})::int` })
      .from(appointments)
      .innerJoin(users, eq(users.id, appointments.patientId))
      .where(patientsOf(expertId, { search: q.search })),
  ]);
  return { rows, total: totals[0]!.n };
}

/** The patient, only when she has or had an appointment with the expert. */
export const findPatientOf = async (
  db: DbOrTx,
  expertId: number,
  patientId: number,
  now: Date,
): Promise<PatientRow | undefined> => (await patientQuery(db, expertId, now, { patientId }).limit(1))[0];

/** Her appointments with this expert only, newest first. */
export const visitsWith = (db: DbOrTx, expertId: number, patientId: number): Promise<AppointmentView[]> =>
  findAppointmentViews(db, and(eq(appointments.expertId, expertId), eq(appointments.patientId, patientId)), {
    order: 'starts_desc',
  });

/** This expert's notes of her visits with the patient, newest visit first. */
export const notesWith = async (
  db: DbOrTx,
  expertId: number,
  patientId: number,
): Promise<AppointmentNotesRow[]> =>
  (
    await db
      .select({ note: appointmentNotes })
      .from(appointmentNotes)
      .innerJoin(appointments, eq(appointments.id, appointmentNotes.appointmentId))
      .where(
        and(
          eq(appointments.expertId, expertId),
          eq(appointments.patientId, patientId),
          eq(appointmentNotes.expertId, expertId),
        ),
      )
      .orderBy(desc(appointments.startsAt), asc(appointmentNotes.id))
  ).map((r) => r.note);
