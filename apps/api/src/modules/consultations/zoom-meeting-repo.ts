import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema';

/** A moved visit keeps its Zoom meeting: the successor takes it, the old appointment lets go of it. */
export async function handOverZoomMeeting(
  db: DbOrTx,
  fromId: number,
  toId: number,
  meeting: { zoomMeetingId: string; zoomJoinUrl: string | null },
) {
  await db.update(appointments).set(meeting).where(eq(appointments.id, toId));
  await releaseZoomMeeting(db, fromId);
}

/** The visit no longer has a meeting (it is being deleted at Zoom). */
export async function releaseZoomMeeting(db: DbOrTx, id: number) {
  await db
    .update(appointments)
    .set({ zoomMeetingId: null, zoomJoinUrl: null })
    .where(eq(appointments.id, id));
}
