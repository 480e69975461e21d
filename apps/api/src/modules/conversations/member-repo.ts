import { and, asc, count, eq, ilike, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import { STAFF_ROLES, type MessagePrivacy } from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import { follows, messagingSettings, users } from '../../db/schema';
import { memberCardColumns, type MemberCardRow } from '../community/member-card-service';
import type { Page } from './repo';

/**
 * Who can take part in conversations: active, confirmed community members (patients and professionals).
 * Staff accounts work in the back office and are neither found nor addable.
 */
const reachable = and(
  eq(users.status, 'active'),
  eq(users.confirmed, true),
  notInArray(users.role, [...STAFF_ROLES]),
);

/** The given members who can be messaged; the others are simply missing from the answer. */
export async function findReachableMembers(db: DbOrTx, ids: number[]): Promise<MemberCardRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(memberCardColumns)
    .from(users)
    .where(and(inArray(users.id, ids), reachable));
}

/** LIKE treats % and _ as wildcards; a search for "50%" must mean the text. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Members whose shown names contain the text, by username; never the searcher. Search finds only what is
 * shown (the public-name rule, contracts `publicName`): the username always, the first, last and full name
 * only of members who chose to show their real name.
 */
export async function searchMembers(
  db: DbOrTx,
  viewerId: number,
  q: string,
  page: Page,
): Promise<{ rows: MemberCardRow[]; total: number }> {
  const text = likeText(q);
  const where = and(
    reachable,
    ne(users.id, viewerId),
    or(
      ilike(users.username, text),
      and(
        eq(users.showRealName, true),
        or(
          ilike(users.firstName, text),
          ilike(users.lastName, text),
          ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, text),
        ),
      ),
    ),
  );
  const [rows, totals] = await Promise.all([
    db
      .select(memberCardColumns)
      .from(users)
      .where(where)
      .orderBy(asc(sql`lower(${users.username})`), asc(users.id))
      .offset(page.skip)
      .limit(page.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Each member's messaging privacy; members without a row accept everyone. */
export async function privacyOf(db: DbOrTx, userIds: number[]): Promise<Map<number, MessagePrivacy>> {
  const map = new Map<number, MessagePrivacy>(userIds.map((id) => [id, 'everyone']));
  if (userIds.length === 0) return map;
  const rows = await db
    .select({ userId: messagingSettings.userId, value: messagingSettings.acceptMessagesFrom })
    .from(messagingSettings)
    .where(inArray(messagingSettings.userId, userIds));
  for (const row of rows) map.set(row.userId, row.value);
  return map;
}

export async function savePrivacy(db: DbOrTx, userId: number, value: MessagePrivacy, now: Date) {
  await db
    .insert(messagingSettings)
    .values({ userId, acceptMessagesFrom: value, updatedAt: now })
    .onConflictDoUpdate({
      target: messagingSettings.userId,
      set: { acceptMessagesFrom: value, updatedAt: now },
    });
}

/** Which of `userIds` follow `senderId`. */
export async function followersAmong(db: DbOrTx, senderId: number, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ followerId: follows.followerId })
    .from(follows)
    .where(and(eq(follows.followeeId, senderId), inArray(follows.followerId, userIds)));
  return new Set(rows.map((r) => r.followerId));
}
