import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { follows, users } from '../../db/schema';
import { authorColumns, type AuthorRow } from './author-repo';
import type { Page } from './post-repo';

/** Idempotent: following twice leaves one row. True when the follow is new. */
export async function insertFollow(db: DbOrTx, followerId: number, followeeId: number, now: Date) {
  const rows = await db
    .insert(follows)
    .values({ followerId, followeeId, createdAt: now })
    .onConflictDoNothing()
    .returning({ followerId: follows.followerId });
  return rows.length > 0;
}

export async function deleteFollow(db: DbOrTx, followerId: number, followeeId: number) {
  await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
}

export const findMember = async (
  db: DbOrTx,
  id: number,
): Promise<(AuthorRow & { status: string }) | undefined> =>
  (
    await db
      .select({ ...authorColumns, status: users.status })
      .from(users)
      .where(eq(users.id, id))
      .limit(1)
  )[0];

export async function followCounts(
  db: DbOrTx,
  memberId: number,
  viewerId: number,
): Promise<{ followers: number; following: number; isFollowing: boolean }> {
  const [followers, following, mine] = await Promise.all([
    db.select({ n: count() }).from(follows).where(eq(follows.followeeId, memberId)),
    db.select({ n: count() }).from(follows).where(eq(follows.followerId, memberId)),
    db
      .select({ n: count() })
      .from(follows)
      .where(and(eq(follows.followerId, viewerId), eq(follows.followeeId, memberId))),
  ]);
  return {
    followers: followers[0]?.n ?? 0,
    following: following[0]?.n ?? 0,
    isFollowing: (mine[0]?.n ?? 0) > 0,
  };
}

/** The members following `memberId` ('followers') or followed by them ('following'), newest first. */
export async function listFollowRows(
  db: DbOrTx,
  memberId: number,
  side: 'followers' | 'following',
  page: Page,
): Promise<{ rows: AuthorRow[]; total: number }> {
  const where = side === 'followers' ? eq(follows.followeeId, memberId) : eq(follows.followerId, memberId);
  const other = side === 'followers' ? follows.followerId : follows.followeeId;
  const [rows, totals] = await Promise.all([
    db
      .select(authorColumns)
      .from(follows)
      .innerJoin(users, eq(users.id, other))
      .where(where)
      .orderBy(desc(follows.createdAt), desc(other))
      .offset(page.skip)
      .limit(page.limit),
    db.select({ total: count() }).from(follows).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Every follower's id: a new signed post is announced to each of them (modules/community/events). */
export async function followerIds(db: DbOrTx, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ id: follows.followerId })
    .from(follows)
    .where(eq(follows.followeeId, memberId));
  return rows.map((r) => r.id);
}
