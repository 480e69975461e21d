import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authSessions, refreshTokens, users, type UserRow } from '../../db/schema';

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

export type NewSession = {
  id: string;
  userId: number;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
  expiresAt: Date;
};

export const insertSession = async (db: DbOrTx, session: NewSession): Promise<void> => {
  await db.insert(authSessions).values(session);
};

export const insertRefreshToken = async (
  db: DbOrTx,
  values: { sessionId: string; tokenHash: string; createdAt: Date },
): Promise<void> => {
  await db.insert(refreshTokens).values(values);
};

/**
 * Marks a refresh token as exchanged in one statement. Of several concurrent callers with the same token
 * exactly one gets the session id back; the others find `rotated_at` already set and get nothing.
 */
export async function claimRefreshToken(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
    .returning({ sessionId: refreshTokens.sessionId });
  return rows[0]?.sessionId;
}

export const findRefreshToken = async (db: DbOrTx, tokenHash: string) =>
  (
    await db
      .select({ sessionId: refreshTokens.sessionId, rotatedAt: refreshTokens.rotatedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1)
  )[0];

export const revokeSession = async (db: DbOrTx, sessionId: string, reason: string, now: Date) => {
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
};

/** Ends every live session of a user (password change or reset); returns how many were ended. */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: number,
  reason: string,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  return rows.length;
}

export const findSession = async (db: DbOrTx, sessionId: string) =>
  (await db.select().from(authSessions).where(eq(authSessions.id, sessionId)).limit(1))[0];
