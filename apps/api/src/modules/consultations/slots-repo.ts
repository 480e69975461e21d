import { and, asc, count, eq, gt, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { LIVE_APPOINTMENT_STATUSES } from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import { appointments, consultationSlots, type ConsultationSlotRow } from '../../db/schema';

/** Advisory-lock class of "the slots of one expert" (the second key is her id). */
const SLOTS_LOCK = 1_301;
const INSERT_CHUNK = 1_000;

/**
 * Serialises every change to one expert's slots (a hand-made slot, a schedule save, the daily extension)
 * until the transaction ends, so two of them cannot both pass an overlap check.
 */
export async function lockExpertSlots(db: DbOrTx, expertId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${SLOTS_LOCK}, ${expertId})`);
}

/*
 * Correlated subqueries name the outer slot explicitly: Drizzle leaves column names unqualified in a query
 * over one table, and a bare "id" inside the subquery would be the appointment's.
 */
const outerSlotId = sql`${sql.identifier('consultation_slots')}.${sql.identifier('id')}`;
const LIVE = sql.join(
  LIVE_APPOINTMENT_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);
/** True when a pending or confirmed appointment holds the slot (the partial unique index serves it). */
const heldByLiveAppointment = sql<boolean>`exists (select 1 from ${appointments} a where a.slot_id = ${outerSlotId} and a.status in (${LIVE}))`;
const neverBooked = sql`not exists (select 1 from ${appointments} a where a.slot_id = ${outerSlotId})`;

export type SlotWithState = { slot: ConsultationSlotRow; booked: boolean };
const withState = { slot: consultationSlots, booked: heldByLiveAppointment.mapWith(Boolean) };

export async function findSlot(db: DbOrTx, id: number): Promise<SlotWithState | undefined> {
  return (await db.select(withState).from(consultationSlots).where(eq(consultationSlots.id, id)))[0];
}

export type SlotRange = { expertId: number; from: Date; until: Date };
const inRange = ({ expertId, from, until }: SlotRange): SQL =>
  and(
    eq(consultationSlots.expertId, expertId),
    gte(consultationSlots.startsAt, from),
    lt(consultationSlots.startsAt, until),
  )!;

/** The expert's slots starting in [from, until), booked or not, in start order. */
export const slotsInRange = (db: DbOrTx, range: SlotRange): Promise<SlotWithState[]> =>
  db.select(withState).from(consultationSlots).where(inRange(range)).orderBy(asc(consultationSlots.startsAt));

/**
 * Free slots (ADR 013): starting in [from, until) and after `freeAfter` (now + the minimum notice), with no
 * live appointment. One query on the (expert, start) index with an anti-join on the live-slot index.
 */
export const freeSlotsInRange = (
  db: DbOrTx,
  range: SlotRange & { freeAfter: Date },
): Promise<ConsultationSlotRow[]> =>
  db
    .select()
    .from(consultationSlots)
    .where(
      and(inRange(range), gt(consultationSlots.startsAt, range.freeAfter), sql`not ${heldByLiveAppointment}`),
    )
    .orderBy(asc(consultationSlots.startsAt));

export async function countFreeSlots(db: DbOrTx, expertId: number, freeAfter: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(consultationSlots)
    .where(
      and(
        eq(consultationSlots.expertId, expertId),
        gt(consultationSlots.startsAt, freeAfter),
        sql`not ${heldByLiveAppointment}`,
      ),
    );
  return row!.n;
}

/**
 * The expert's slots that end after `from` and start before `until`. With `startedBefore`, a slot that began
 * by then with no live appointment is left out: nobody can book it any more, so a slot added by hand beside
 * it is no double booking (an expert adding a visit "in five minutes" during her usual hours).
 */
export const slotsOverlapping = (
  db: DbOrTx,
  { expertId, from, until, startedBefore }: SlotRange & { startedBefore?: Date },
): Promise<Pick<ConsultationSlotRow, 'startsAt' | 'endsAt'>[]> =>
  db
    .select({ startsAt: consultationSlots.startsAt, endsAt: consultationSlots.endsAt })
    .from(consultationSlots)
    .where(
      and(
        eq(consultationSlots.expertId, expertId),
        gt(consultationSlots.endsAt, from),
        lt(consultationSlots.startsAt, until),
        startedBefore ? or(gt(consultationSlots.startsAt, startedBefore), heldByLiveAppointment) : undefined,
      ),
    )
    .orderBy(asc(consultationSlots.startsAt));

export type NewSlot = Pick<ConsultationSlotRow, 'expertId' | 'startsAt' | 'endsAt' | 'source'>;

export async function insertSlot(db: DbOrTx, slot: NewSlot): Promise<ConsultationSlotRow> {
  return (await db.insert(consultationSlots).values(slot).returning())[0]!;
}

/** Inserts generated slots; one that already exists at that start is skipped (the job may run twice). */
export async function insertSlotsIfAbsent(db: DbOrTx, slots: NewSlot[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < slots.length; i += INSERT_CHUNK) {
    const rows = await db
      .insert(consultationSlots)
      .values(slots.slice(i, i + INSERT_CHUNK))
      .onConflictDoNothing({ target: [consultationSlots.expertId, consultationSlots.startsAt] })
      .returning({ id: consultationSlots.id });
    inserted += rows.length;
  }
  return inserted;
}

/**
 * Deletes the expert's generated slots starting after `after` that no appointment ever referenced. The rows
 * are locked first, so a booking under way (its foreign key holds the slot) finishes before the check sees it.
 */
export async function deleteUnbookedGeneratedSlots(
  db: DbOrTx,
  expertId: number,
  after: Date,
): Promise<number> {
  const future = and(
    eq(consultationSlots.expertId, expertId),
    eq(consultationSlots.source, 'schedule'),
    gt(consultationSlots.startsAt, after),
  );
  await db.select({ id: consultationSlots.id }).from(consultationSlots).where(future).for('update');
  const rows = await db
    .delete(consultationSlots)
    .where(and(future, neverBooked))
    .returning({ id: consultationSlots.id });
  return rows.length;
}

/** The slot, write-locked: a booking of it waits, or finished before this read. */
export async function lockSlot(db: DbOrTx, id: number): Promise<SlotWithState | undefined> {
  await db
    .select({ id: consultationSlots.id })
    .from(consultationSlots)
    .where(eq(consultationSlots.id, id))
    .for('update');
  return findSlot(db, id);
}

export const deleteSlotRow = async (db: DbOrTx, id: number): Promise<void> => {
  await db.delete(consultationSlots).where(eq(consultationSlots.id, id));
};
