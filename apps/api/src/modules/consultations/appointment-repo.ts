import { and, asc, desc, eq, getTableColumns, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import type { AppointmentScope, AppointmentStatus, EscrowStatus } from '@fertilia/contracts';
import {
  appointmentNotes,
  appointmentReviews,
  appointments,
  escrows,
  users,
  type AppointmentRow,
  type UserRow,
} from '../../db/schema';
import { rowsById } from '../../db/rows-by-id';

const rows = rowsById(appointments);
export const findAppointmentRow = rows.find;
export const insertAppointment = rows.insert;
export const updateAppointment = rows.update;

/** The appointment, write-locked for the rest of the transaction: two changes of one visit run one after the other. */
export const lockAppointment = async (db: DbOrTx, id: number): Promise<AppointmentRow | undefined> =>
  (await db.select().from(appointments).where(eq(appointments.id, id)).for('update'))[0];

const patient = alias(users, 'patient');
const expert = alias(users, 'expert');

/** What an appointment answer shows of each party: never a password, licence or health datum. */
const partyColumns = (u: typeof patient | typeof expert) => ({
  id: u.id,
  username: u.username,
  firstName: u.firstName,
  lastName: u.lastName,
  avatarUrl: u.avatarUrl,
  role: u.role,
  professionalProfile: u.professionalProfile,
  // The zone a notification to this party is worded in.
  timeZone: u.timeZone,
});

/** An appointment with both parties, its review, and whether (and what part of) a note exists. */
export type AppointmentView = {
  appointment: AppointmentRow;
  patient: PartyRow;
  expert: PartyRow;
  review: { id: number; rating: number; comment: string | null; createdAt: Date } | null;
  hasNotes: boolean;
  sharedSummary: string | null;
  /** The escrow holding a paid visit's payment (ADR 016); null for a free visit. */
  payment: { status: EscrowStatus; currency: string } | null;
};
export type PartyRow = Pick<
  UserRow,
  'id' | 'username' | 'firstName' | 'lastName' | 'avatarUrl' | 'role' | 'professionalProfile' | 'timeZone'
>;

const viewQuery = (db: DbOrTx) =>
  db
    .select({
      appointment: getTableColumns(appointments),
      patient: partyColumns(patient),
      expert: partyColumns(expert),
      reviewId: appointmentReviews.id,
      reviewRating: appointmentReviews.rating,
      reviewComment: appointmentReviews.comment,
      reviewCreatedAt: appointmentReviews.createdAt,
      notesId: appointmentNotes.id,
      sharedSummary: appointmentNotes.sharedSummary,
      paymentStatus: escrows.status,
      paymentCurrency: escrows.currency,
    })
    .from(appointments)
    .innerJoin(patient, eq(patient.id, appointments.patientId))
    .innerJoin(expert, eq(expert.id, appointments.expertId))
    .leftJoin(appointmentReviews, eq(appointmentReviews.appointmentId, appointments.id))
    .leftJoin(appointmentNotes, eq(appointmentNotes.appointmentId, appointments.id))
    .leftJoin(escrows, eq(escrows.appointmentId, appointments.id));

type ViewRow = Awaited<ReturnType<ReturnType<typeof viewQuery>['execute']>>[number];
const toView = (row: ViewRow): AppointmentView => ({
  appointment: row.appointment,
  patient: row.patient,
  expert: row.expert,
  review:
    row.reviewId === null
      ? null
      : {
          id: row.reviewId,
          rating: row.reviewRating!,
          comment: row.reviewComment,
          createdAt: row.reviewCreatedAt!,
        },
  hasNotes: row.notesId !== null,
  sharedSummary: row.sharedSummary ?? null,
  payment: row.paymentStatus === null ? null : { status: row.paymentStatus, currency: row.paymentCurrency! },
});

export type AppointmentOrder = 'starts_asc' | 'starts_desc';

/** Appointments matching `where`, with their parties, review and note flags, in start order. */
export async function findAppointmentViews(
  db: DbOrTx,
  where: SQL | undefined,
  page: { order: AppointmentOrder; limit?: number; offset?: number },
): Promise<AppointmentView[]> {
  let query = viewQuery(db)
    .where(where)
    .orderBy(
      page.order === 'starts_asc' ? asc(appointments.startsAt) : desc(appointments.startsAt),
      asc(appointments.id),
    )
    .$dynamic();
  if (page.limit !== undefined) query = query.limit(page.limit);
  if (page.offset) query = query.offset(page.offset);
  return (await query).map(toView);
}

export const findAppointmentView = async (db: DbOrTx, id: number): Promise<AppointmentView | undefined> =>
  (await findAppointmentViews(db, eq(appointments.id, id), { order: 'starts_asc', limit: 1 }))[0];

export const countAppointments = async (db: DbOrTx, where: SQL | undefined): Promise<number> =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(appointments)
      .where(where)
  )[0]!.n;

/** Appointments of which `userId` is a party (patient or expert). */
export const partyIs = (userId: number): SQL =>
  sql`(${appointments.patientId} = ${userId} or ${appointments.expertId} = ${userId})`;

export const appointmentOfParty = (id: number, userId: number): SQL =>
  and(eq(appointments.id, id), partyIs(userId))!;

const LIVE = ['pending', 'confirmed'] as const;
const ENDED = ['rejected', 'cancelled', 'rescheduled'] as const;

/**
 * The list scopes of /appointments. Upcoming: live and not yet over. Past: completed, or live with its time
 * gone (a visit nobody marked completed, a request nobody answered), so the expert still sees it there.
 * Cancelled: every ending that was not a visit (declined, cancelled, moved).
 */
const scopeWhere = (scope: AppointmentScope, now: Date): SQL | undefined => {
  switch (scope) {
    case 'upcoming':
      return and(inArray(appointments.status, [...LIVE]), gte(appointments.endsAt, now));
    case 'past':
      return or(
        eq(appointments.status, 'completed'),
        and(inArray(appointments.status, [...LIVE]), lt(appointments.endsAt, now)),
      );
    case 'cancelled':
      return inArray(appointments.status, [...ENDED]);
    case 'all':
      return undefined;
  }
};

export type AppointmentFilter = {
  partyId: number;
  scope: AppointmentScope;
  status?: AppointmentStatus;
  now: Date;
};

/** A page of one party's appointments in a scope, and how many there are; upcoming soonest first, else latest first. */
export async function findAppointmentPage(
  db: DbOrTx,
  filter: AppointmentFilter,
  page: { skip: number; limit: number },
): Promise<{ views: AppointmentView[]; count: number }> {
  const where = and(
    partyIs(filter.partyId),
    scopeWhere(filter.scope, filter.now),
    filter.status ? eq(appointments.status, filter.status) : undefined,
  );
  const order: AppointmentOrder = filter.scope === 'upcoming' ? 'starts_asc' : 'starts_desc';
  const [views, count] = await Promise.all([
    findAppointmentViews(db, where, { order, limit: page.limit, offset: page.skip }),
    countAppointments(db, where),
  ]);
  return { views, count };
}
