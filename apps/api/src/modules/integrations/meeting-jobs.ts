import { ZOOM_MEETING_TOPIC } from '@fertilia/contracts';
import type { Context } from '../../http/context';
import { withZoomToken } from './zoom-access';
import { attachMeeting, detachMeeting, findAppointment } from './repo';
import {
  queueMeetingCreation,
  type CreateMeetingJob,
  type DeleteMeetingJob,
  type MoveMeetingJob,
} from './meeting-service';
import { createMeeting, deleteMeeting, moveMeeting, ZoomRefused } from './zoom-client';

/*
 * The Zoom side of a visit's life, as idempotent jobs (ADR 007): each one reads the visit as it is when it
 * runs, so a job that comes late, twice, or after a later change does the right thing or nothing.
 */

export async function createMeetingJob(ctx: Context, { appointmentId }: CreateMeetingJob): Promise<void> {
  const app = ctx.config.zoom;
  const visit = await findAppointment(ctx.db, appointmentId);
  if (!app || !visit || visit.status !== 'confirmed' || visit.zoomMeetingId) return;
  await withZoomToken(ctx, app, visit.expertId, async (token) => {
    const meeting = await createMeeting(app, token, { ...visit, topic: ZOOM_MEETING_TOPIC });
    if (await attachMeeting(ctx.db, appointmentId, meeting)) return;
    // Cancelled or moved while Zoom was answering: nobody will use this meeting, so it goes at once.
    await deleteMeeting(app, token, meeting.id);
  });
}

export async function moveMeetingJob(ctx: Context, { appointmentId }: MoveMeetingJob): Promise<void> {
  const app = ctx.config.zoom;
  const visit = await findAppointment(ctx.db, appointmentId);
  if (!app || !visit || visit.status !== 'confirmed' || !visit.zoomMeetingId) return;
  const meetingId = visit.zoomMeetingId;
  try {
    await withZoomToken(ctx, app, visit.expertId, (token) => moveMeeting(app, token, meetingId, visit));
  } catch (error) {
    if (!(error instanceof ZoomRefused) || error.status !== 404) throw error;
    // She deleted it in Zoom: the visit gets a new one rather than a dead link.
    await detachMeeting(ctx.db, appointmentId);
    await queueMeetingCreation(ctx, appointmentId);
  }
}

export async function deleteMeetingJob(
  ctx: Context,
  { expertId, meetingId }: DeleteMeetingJob,
): Promise<void> {
  const app = ctx.config.zoom;
  if (!app) return;
  await withZoomToken(ctx, app, expertId, (token) => deleteMeeting(app, token, meetingId));
}
