import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { PROFESSIONAL_ROLES, type VerificationQueueStatus } from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import {
  professionalVerifications,
  users,
  type ProfessionalVerificationRow,
  type UserRow,
} from '../../db/schema';
import { rowsById } from '../../db/rows-by-id';

const submissions = rowsById(professionalVerifications);
export const insertSubmission = submissions.insert;
export const updateSubmission = submissions.update;

/** The professional's newest submission, or undefined when she has sent none. */
export const latestSubmissionOf = async (
  db: DbOrTx,
  userId: number,
): Promise<ProfessionalVerificationRow | undefined> =>
  (
    await db
      .select()
      .from(professionalVerifications)
      .where(eq(professionalVerifications.userId, userId))
      .orderBy(desc(professionalVerifications.submittedAt), desc(professionalVerifications.id))
      .limit(1)
  )[0];

/** The submission, write-locked for the rest of the transaction so two reviewers cannot both decide it. */
export const lockSubmission = async (
  db: DbOrTx,
  id: number,
): Promise<ProfessionalVerificationRow | undefined> =>
  (
    await db
      .select()
      .from(professionalVerifications)
      .where(eq(professionalVerifications.id, id))
      .for('update')
  )[0];

/** What the reviewer sees of the applicant beside the licence (never her password or health data). */
export const applicantColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  country: users.country,
  createdAt: users.createdAt,
};
export type QueueRow = { submission: ProfessionalVerificationRow; applicant: ApplicantRow };
export type ApplicantRow = Pick<UserRow, keyof typeof applicantColumns>;

const outcomeIs = (status: VerificationQueueStatus): SQL =>
  status === 'pending'
    ? isNull(professionalVerifications.outcome)
    : eq(professionalVerifications.outcome, status);

/** One page of the queue: waiting submissions oldest first (fair), decided ones newest first. */
export async function queuePage(
  db: DbOrTx,
  query: { status: VerificationQueueStatus; skip: number; limit: number },
): Promise<{ rows: QueueRow[]; total: number }> {
  // Someone whose role staff changed away from expert or doctor has nothing left to verify.
  const where = and(outcomeIs(query.status), inArray(users.role, PROFESSIONAL_ROLES))!;
  const order =
    query.status === 'pending'
      ? [asc(professionalVerifications.submittedAt), asc(professionalVerifications.id)]
      : [desc(professionalVerifications.reviewedAt), desc(professionalVerifications.id)];
  const [rows, [totals]] = await Promise.all([
    db
      .select({ submission: professionalVerifications, applicant: applicantColumns })
      .from(professionalVerifications)
      .innerJoin(users, eq(users.id, professionalVerifications.userId))
      .where(where)
      .orderBy(...order)
      .offset(query.skip)
      .limit(query.limit),
    db
      .select({ n: count() })
      .from(professionalVerifications)
      .innerJoin(users, eq(users.id, professionalVerifications.userId))
      .where(where),
  ]);
  return { rows, total: totals!.n };
}

/** One queue row by submission id (after a decision). */
export const queueRowOf = async (db: DbOrTx, id: number): Promise<QueueRow | undefined> =>
  (
    await db
      .select({ submission: professionalVerifications, applicant: applicantColumns })
      .from(professionalVerifications)
      .innerJoin(users, eq(users.id, professionalVerifications.userId))
      .where(eq(professionalVerifications.id, id))
  )[0];
