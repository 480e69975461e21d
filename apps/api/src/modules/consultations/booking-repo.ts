import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { consultationSlots, expertSchedules, users, type ConsultationSlotRow } from '../../db/schema';

/**
 * Whether the slot's expert takes bookings now: a verified expert or doctor, active, who has said she is
 * available (the professional profile's flag). The directory lists exactly these.
 */
const expertIsListed = sql<boolean>`(
  ${users.role} in ('expert', 'doctor')
  and ${users.verificationStatus} = 'verified'
  and ${users.status} = 'active'
  and coalesce((${users.professionalProfile} ->> 'available_for_appointment')::boolean, false)
)`;

/**
 * A slot as booking reads it: the expert's listing, her current minimum notice (null: no schedule) and her
 * price per visit in minor units (null: no schedule, so free).
 */
export type BookableSlot = {
  slot: ConsultationSlotRow;
  expertListed: boolean;
  minNoticeHours: number | null;
  priceMinor: number | null;
};

export async function findBookableSlot(db: DbOrTx, slotId: number): Promise<BookableSlot | undefined> {
  const [row] = await db
    .select({
      slot: consultationSlots,
      expertListed: expertIsListed,
      minNoticeHours: expertSchedules.minNoticeHours,
      priceMinor: expertSchedules.priceMinor,
    })
    .from(consultationSlots)
    .innerJoin(users, eq(users.id, consultationSlots.expertId))
    .leftJoin(expertSchedules, eq(expertSchedules.expertId, consultationSlots.expertId))
    .where(eq(consultationSlots.id, slotId))
    .limit(1);
  return row;
}

/** The id of the expert's slot that starts at exactly `startsAt` (the /api/consultations/ family, ADR 012). */
export async function findSlotIdAt(
  db: DbOrTx,
  expertId: number,
  startsAt: Date,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: consultationSlots.id })
    .from(consultationSlots)
    .where(and(eq(consultationSlots.expertId, expertId), eq(consultationSlots.startsAt, startsAt)))
    .limit(1);
  return row?.id;
}
