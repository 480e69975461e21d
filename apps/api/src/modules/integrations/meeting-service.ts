import type { Context } from '../../http/context';
import { findConnection } from './repo';

/*
 * What the consultations module may ask of Zoom (ADR 014): whether an expert has connected it, and the jobs
 * that create, move and delete a visit's meeting. The jobs run after the change that queued them commits,
 * and are retried when Zoom fails (meeting-jobs.ts).
 */

export const ZOOM_JOBS = {
  create: 'zoom.create-meeting',
  move: 'zoom.move-meeting',
  remove: 'zoom.delete-meeting',
} as const;

export type CreateMeetingJob = { appointmentId: number };
export type MoveMeetingJob = { appointmentId: number };
export type DeleteMeetingJob = { expertId: number; meetingId: string };

/** Whether her confirmed visits get a Zoom meeting: Zoom is set up here and she has connected it. */
export const hasZoomConnection = async (ctx: Context, expertId: number): Promise<boolean> =>
  ctx.config.zoom !== null && (await findConnection(ctx.db, expertId)) !== undefined;

/** A meeting for a confirmed visit of a connected expert (the job checks both again when it runs). */
export const queueMeetingCreation = (ctx: Context, appointmentId: number) =>
  ctx.jobs.enqueue<CreateMeetingJob>(
    ctx,
    ZOOM_JOBS.create,
    { appointmentId },
    {
      dedupeKey: `zoom:create:${appointmentId}`,
    },
  );

/** The visit's meeting follows its new time (it was moved onto `appointmentId`). */
export const queueMeetingMove = (ctx: Context, appointmentId: number) =>
  ctx.jobs.enqueue<MoveMeetingJob>(
    ctx,
    ZOOM_JOBS.move,
    { appointmentId },
    {
      dedupeKey: `zoom:move:${appointmentId}`,
    },
  );

/** The meeting of a visit that will not happen. */
export const queueMeetingDeletion = (ctx: Context, job: DeleteMeetingJob) =>
  ctx.jobs.enqueue<DeleteMeetingJob>(ctx, ZOOM_JOBS.remove, job, {
    dedupeKey: `zoom:delete:${job.meetingId}`,
  });
