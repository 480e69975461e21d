import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, type UserRow } from '../../db/schema';

/**
 * Locks every active super admin row until the transaction ends and returns their ids. Two concurrent
 * demotions or suspensions therefore run one after the other, and the second sees the first's result.
 */
export const lockActiveSuperAdmins = async (tx: DbOrTx): Promise<number[]> =>
  (
    await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'super_admin'), eq(users.status, 'active')))
      .orderBy(users.id)
      .for('update')
  ).map((r) => r.id);

/** Reads a user row and locks it, so the checks made on it still hold when it is written. */
export const lockUser = async (tx: DbOrTx, id: number): Promise<UserRow | undefined> =>
  (await tx.select().from(users).where(eq(users.id, id)).for('update'))[0];
