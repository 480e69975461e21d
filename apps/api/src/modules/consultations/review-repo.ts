import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointmentReviews, type AppointmentReviewRow } from '../../db/schema';

/** The unique index that lets a visit carry one review: a second insert runs into it (409). */
export const REVIEW_PER_APPOINTMENT_INDEX = 'appointment_reviews_appointment_uq';

export const findReviewOf = async (
  db: DbOrTx,
  appointmentId: number,
): Promise<AppointmentReviewRow | undefined> =>
  (
    await db
      .select()
      .from(appointmentReviews)
      .where(eq(appointmentReviews.appointmentId, appointmentId))
      .limit(1)
  )[0];

export const insertReview = async (
  db: DbOrTx,
  values: typeof appointmentReviews.$inferInsert,
): Promise<AppointmentReviewRow> => (await db.insert(appointmentReviews).values(values).returning())[0]!;
