import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Transaction } from '../../db/client';
import { appointments, oauthStates, users, zoomConnections, type ZoomConnectionRow } from '../../db/schema';

/* OAuth states: only the hash is kept; taking one deletes it, so it works once. */

export async function insertOAuthState(
  db: DbOrTx,
  row: { stateHash: string; userId: number; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(oauthStates).values({ ...row, provider: 'zoom' });
}

/** Removes the state and answers its member when it was still valid at `now`; null when unknown or late. */
export async function takeOAuthState(db: DbOrTx, stateHash: string, now: Date): Promise<number | null> {
  const [row] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.stateHash, stateHash), eq(oauthStates.provider, 'zoom')))
    .returning();
  return row && row.expiresAt > now ? row.userId : null;
}

export const deleteExpiredOAuthStates = (db: DbOrTx, now: Date) =>
  db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));

/* Connections: tokens arrive here sealed (lib/secret-box.ts). */

export const findConnection = async (db: DbOrTx, userId: number): Promise<ZoomConnectionRow | undefined> =>
  (await db.select().from(zoomConnections).where(eq(zoomConnections.userId, userId)))[0];

/** The row, locked until the transaction ends: one refresh at a time, so no rotated pair is lost. */
export const lockConnection = async (
  tx: Transaction,
  userId: number,
): Promise<ZoomConnectionRow | undefined> =>
  (await tx.select().from(zoomConnections).where(eq(zoomConnections.userId, userId)).for('update'))[0];

export type ConnectionValues = Omit<ZoomConnectionRow, 'userId' | 'createdAt' | 'updatedAt'>;

/** Connecting again (another Zoom account, or the same) replaces the old grant. */
export async function saveConnection(db: DbOrTx, userId: number, values: ConnectionValues, now: Date) {
  await db
    .insert(zoomConnections)
    .values({ userId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: zoomConnections.userId,
      set: { ...values, createdAt: now, updatedAt: now },
    });
}

/** The new pair after a refresh, in one write. */
export async function updateTokens(
  db: DbOrTx,
  userId: number,
  values: Pick<ZoomConnectionRow, 'accessTokenSealed' | 'refreshTokenSealed' | 'accessExpiresAt' | 'scope'>,
  now: Date,
) {
  await db
    .update(zoomConnections)
    .set({ ...values, updatedAt: now })
    .where(eq(zoomConnections.userId, userId));
}

/** Marks the access token spent, so the next use refreshes it first. */
export async function expireAccessToken(db: DbOrTx, userId: number) {
  await db
    .update(zoomConnections)
    .set({ accessExpiresAt: new Date(0) })
    .where(eq(zoomConnections.userId, userId));
}

export const deleteConnection = async (db: DbOrTx, userId: number): Promise<ZoomConnectionRow | undefined> =>
  (await db.delete(zoomConnections).where(eq(zoomConnections.userId, userId)).returning())[0];

/* The profile's zoom_host_email (spec 02 §2) follows the connected account. */

export async function setZoomHostEmail(db: DbOrTx, userId: number, email: string, now: Date) {
  await db
    .update(users)
    .set({
      professionalProfile: sql`jsonb_set(coalesce(${users.professionalProfile}, '{}'::jsonb), '{zoom_host_email}', to_jsonb(${email}::text))`,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/** Clears the profile's host e-mail only when it is still the one Zoom gave (she may have typed another). */
export async function clearZoomHostEmail(db: DbOrTx, userId: number, email: string, now: Date) {
  await db
    .update(users)
    .set({ professionalProfile: sql`${users.professionalProfile} - 'zoom_host_email'`, updatedAt: now })
    .where(and(eq(users.id, userId), sql`${users.professionalProfile} ->> 'zoom_host_email' = ${email}`));
}

/* Appointments' meetings. */

export const findAppointment = async (db: DbOrTx, id: number) =>
  (
    await db
      .select({
        id: appointments.id,
        expertId: appointments.expertId,
        status: appointments.status,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
        zoomMeetingId: appointments.zoomMeetingId,
      })
      .from(appointments)
      .where(eq(appointments.id, id))
  )[0];

/** Stores a new meeting on a visit still confirmed and without one; false when it is not (delete the meeting). */
export async function attachMeeting(db: DbOrTx, id: number, meeting: { id: string; joinUrl: string }) {
  const rows = await db
    .update(appointments)
    .set({ zoomMeetingId: meeting.id, zoomJoinUrl: meeting.joinUrl })
    .where(
      and(eq(appointments.id, id), eq(appointments.status, 'confirmed'), isNull(appointments.zoomMeetingId)),
    )
    .returning({ id: appointments.id });
  return rows.length > 0;
}

export async function detachMeeting(db: DbOrTx, id: number) {
  await db
    .update(appointments)
    .set({ zoomMeetingId: null, zoomJoinUrl: null })
    .where(eq(appointments.id, id));
}
