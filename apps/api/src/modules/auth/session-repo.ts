import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authSessions, users, type UserRow } from '../../db/schema';

/** The user behind a session that is neither revoked nor expired; one query per authenticated request. */
export async function findLiveSessionUser(
  db: DbOrTx,
  sessionId: string,
  userId: number,
  now: Date,
): Promise<UserRow | undefined> {
  const rows = await db
    .select({ user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0]?.user;
}
