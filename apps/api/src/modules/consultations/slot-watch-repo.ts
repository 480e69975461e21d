import { and, asc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LIVE_APPOINTMENT_STATUSES } from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import {
  appointments,
  slotOffers,
  slotWatches,
  users,
  type SlotOfferRow,
  type SlotWatchRow,
} from '../../db/schema';

/** Freed slots (ADR 014): patients' watches for an earlier time, and the offers they get. */

type EndReason = NonNullable<SlotWatchRow['endReason']>;
const open = isNull(slotWatches.endedAt);

const expert = alias(users, 'watched_expert');
const patient = alias(users, 'watching_patient');
/** What a watch or an offer shows of the expert, and the patient's zone its times are worded in. */
const partyColumns = {
  expert: {
    id: expert.id,
    username: expert.username,
    firstName: expert.firstName,
    lastName: expert.lastName,
    avatarUrl: expert.avatarUrl,
    professionalProfile: expert.professionalProfile,
  },
  patientZone: patient.timeZone,
};
export type WatchedExpert = {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  professionalProfile: { specialization?: string | null } | null;
};
export type WatchView = { watch: SlotWatchRow; expert: WatchedExpert; patientZone: string | null };

const watchViews = (db: DbOrTx) =>
  db
    .select({ watch: slotWatches, ...partyColumns })
    .from(slotWatches)
    .innerJoin(expert, eq(expert.id, slotWatches.expertId))
    .innerJoin(patient, eq(patient.id, slotWatches.patientId));

/** Her open watches, soonest `before` first. */
export const openWatchesOf = (db: DbOrTx, patientId: number): Promise<WatchView[]> =>
  watchViews(db)
    .where(and(eq(slotWatches.patientId, patientId), open))
    .orderBy(asc(slotWatches.before), asc(slotWatches.id));

export const findWatchView = async (db: DbOrTx, id: number): Promise<WatchView | undefined> =>
  (await watchViews(db).where(eq(slotWatches.id, id)).limit(1))[0];

/**
 * Opens her watch of this expert, or replaces the time and visit of the open one (one open watch per
 * patient and expert, the index slot_watches_open_uq).
 */
export async function upsertWatch(
  db: DbOrTx,
  values: { patientId: number; expertId: number; appointmentId: number | null; before: Date; now: Date },
): Promise<SlotWatchRow> {
  const [row] = await db
    .insert(slotWatches)
    .values({
      patientId: values.patientId,
      expertId: values.expertId,
      appointmentId: values.appointmentId,
      before: values.before,
      createdAt: values.now,
    })
    .onConflictDoUpdate({
      target: [slotWatches.patientId, slotWatches.expertId],
      targetWhere: sql`${slotWatches.endedAt} is null`,
      set: { appointmentId: values.appointmentId, before: values.before, createdAt: values.now },
    })
    .returning();
  return row!;
}

/** Ends one open watch of hers; undefined when she has no such open watch. */
export const endWatchOf = async (
  db: DbOrTx,
  id: number,
  patientId: number,
  reason: EndReason,
  now: Date,
): Promise<SlotWatchRow | undefined> =>
  (
    await db
      .update(slotWatches)
      .set({ endedAt: now, endReason: reason })
      .where(and(eq(slotWatches.id, id), eq(slotWatches.patientId, patientId), open))
      .returning()
  )[0];

/** Ends every open watch tied to this appointment (it ended or moved). */
export const endWatchesOfAppointment = (db: DbOrTx, appointmentId: number, now: Date) =>
  db
    .update(slotWatches)
    .set({ endedAt: now, endReason: 'withdrawn' })
    .where(and(eq(slotWatches.appointmentId, appointmentId), open));

/** Watches whose time has come end as expired: checked lazily wherever open watches are read. */
export const expireWatches = (db: DbOrTx, where: { patientId?: number; expertId?: number }, now: Date) =>
  db
    .update(slotWatches)
    .set({ endedAt: now, endReason: 'expired' })
    .where(
      and(
        open,
        lte(slotWatches.before, now),
        where.patientId === undefined ? undefined : eq(slotWatches.patientId, where.patientId),
        where.expertId === undefined ? undefined : eq(slotWatches.expertId, where.expertId),
      ),
    );

/** The open watches of an expert a slot starting at `startsAt` is earlier for, but not `exceptPatientId`'s. */
export const watchesEarlierThan = (
  db: DbOrTx,
  expertId: number,
  startsAt: Date,
  exceptPatientId: number,
): Promise<WatchView[]> =>
  watchViews(db)
    .where(
      and(
        eq(slotWatches.expertId, expertId),
        open,
        gt(slotWatches.before, startsAt),
        ne(slotWatches.patientId, exceptPatientId),
      ),
    )
    .orderBy(asc(slotWatches.createdAt), asc(slotWatches.id));

/** Whether a live appointment holds the slot. */
export async function slotIsHeld(db: DbOrTx, slotId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.slotId, slotId), inArray(appointments.status, [...LIVE_APPOINTMENT_STATUSES])))
    .limit(1);
  return row !== undefined;
}

/** Offers the slot to the watch; a slot freed again is offered again (the same row, offered anew). */
export async function upsertOffer(
  db: DbOrTx,
  values: { watchId: number; patientId: number; slotId: number; now: Date },
): Promise<SlotOfferRow> {
  const [row] = await db
    .insert(slotOffers)
    .values({
      watchId: values.watchId,
      patientId: values.patientId,
      slotId: values.slotId,
      offeredAt: values.now,
    })
    .onConflictDoUpdate({
      target: [slotOffers.watchId, slotOffers.slotId],
      set: { offeredAt: values.now },
    })
    .returning();
  return row!;
}

/** Her offer, with its watch (locked for a claim when `forUpdate`). */
export async function findOfferOf(
  db: DbOrTx,
  id: number,
  patientId: number,
  forUpdate = false,
): Promise<{ offer: SlotOfferRow; watch: SlotWatchRow } | undefined> {
  const query = db
    .select({ offer: slotOffers, watch: slotWatches })
    .from(slotOffers)
    .innerJoin(slotWatches, eq(slotWatches.id, slotOffers.watchId))
    .where(and(eq(slotOffers.id, id), eq(slotOffers.patientId, patientId)))
    .limit(1);
  return (forUpdate ? await query.for('update') : await query)[0];
}

export const markOfferClaimed = (db: DbOrTx, id: number, now: Date) =>
  db.update(slotOffers).set({ claimedAt: now }).where(eq(slotOffers.id, id));

export const endWatch = (db: DbOrTx, id: number, reason: EndReason, now: Date) =>
  db
    .update(slotWatches)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(slotWatches.id, id), open));
