import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZOOM_MEETING_TOPIC, ZOOM_MESSAGES } from '@fertilia/contracts';
import { jobs, notifications, zoomConnections } from '../../db/schema';
import { systemContext } from '../../http/context';
import { secretBox } from '../../lib/secret-box';
import {
  addSlot,
  appointmentRow,
  appointmentUrl,
  at,
  book,
  call,
  confirmed,
  createExpert,
  createPatient,
  DAY,
  HOUR,
  T0,
  type MovableClock,
} from '../consultations/appointment-test-helpers';
import type { TestUser } from '../../test/users';
import { connectZoom, createZoomTestApp } from './test/zoom-test-app';
import type { ZoomServer } from './test/zoom-server';
import { accessTokenFor } from './zoom-access';

let app: FastifyInstance;
let zoom: ZoomServer;
let clock: MovableClock;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, zoom, clock, close } = await createZoomTestApp());
});
afterAll(() => close());
beforeEach(() => clock.set(T0));

const connectionOf = async (userId: number) =>
  (await app.deps.db.db.select().from(zoomConnections).where(eq(zoomConnections.userId, userId)))[0];
const zoomJobs = () => app.deps.db.db.select().from(jobs).where(like(jobs.name, 'zoom.%'));
const meetingOf = async (appointmentId: number) => {
  const id = (await appointmentRow(app, appointmentId))!.zoomMeetingId;
  return id ? zoom.meetings.get(Number(id)) : undefined;
};
const callsTo = (path: string) => zoom.calls.filter((c) => c.path === path);

async function connectedExpert(): Promise<TestUser> {
  const expert = await createExpert(app);
  await connectZoom(app, expert);
  return expert;
}

describe('a Zoom meeting for each confirmed visit of a connected expert', () => {
  it('is made once the expert accepts: waiting room on, no health information, shown to both parties', async () => {
    const expert = await connectedExpert();
    const patient = await createPatient(app);
    const visit = await confirmed(app, patient, expert, await addSlot(app, expert, at(2 * DAY), 45));
    expect(visit.zoom_join_url).toBeNull();
    await app.jobs.drain();
    const meeting = (await meetingOf(visit.id))!;
    expect(meeting).toMatchObject({
      topic: ZOOM_MEETING_TOPIC,
      start_time: at(2 * DAY)
        .toISOString()
        .replace('.000', ''),
      duration: 45,
      timezone: 'UTC',
      settings: { waiting_room: true, join_before_host: false },
    });
    for (const who of [patient, expert]) {
      const res = await call(app, who, 'GET', appointmentUrl(visit.id));
      expect(res.json().zoom_join_url).toBe(meeting.join_url);
    }
    // Run again (a retried job): no second meeting.
    const before = callsTo('/v2/users/me/meetings').length;
    await app.jobs.enqueue(systemContext(app, 'test'), 'zoom.create-meeting', { appointmentId: visit.id });
    await app.jobs.drain();
    expect(callsTo('/v2/users/me/meetings')).toHaveLength(before);
  });

  it('is not made for an expert without Zoom, nor for a pending request', async () => {
    const expert = await createExpert(app);
    const patient = await createPatient(app);
    const visit = await confirmed(app, patient, expert, await addSlot(app, expert, at(2 * DAY)));
    const connected = await connectedExpert();
    const pending = await book(app, patient, await addSlot(app, connected, at(2 * DAY)));
    await app.jobs.drain();
    expect((await appointmentRow(app, visit.id))!.zoomMeetingId).toBeNull();
    expect((await appointmentRow(app, pending.id))!.zoomMeetingId).toBeNull();
  });

  it('follows a move by the expert: the successor keeps the meeting, moved to the new time', async () => {
    const expert = await connectedExpert();
    const patient = await createPatient(app);
    const visit = await confirmed(app, patient, expert, await addSlot(app, expert, at(2 * DAY)));
    await app.jobs.drain();
    const meeting = (await meetingOf(visit.id))!;
    const res = await call(app, expert, 'PUT', appointmentUrl(visit.id, 'reschedule'), {
      new_slot_id: (await addSlot(app, expert, at(3 * DAY + 2 * HOUR), 60)).id,
      reason: 'Clinic closed that day',
    });
    expect(res.statusCode).toBe(200);
    const successor = await call(app, patient, 'GET', appointmentUrl(res.json().id));
    expect(successor.json().zoom_join_url).toBe(meeting.join_url);
    await app.jobs.drain();
    expect(await meetingOf(res.json().id)).toBe(meeting);
    expect(meeting).toMatchObject({
      start_time: at(3 * DAY + 2 * HOUR)
        .toISOString()
        .replace('.000', ''),
      duration: 60,
    });
    expect((await appointmentRow(app, visit.id))!.zoomMeetingId).toBeNull();
  });

  it('is deleted when the patient moves the visit (the expert must agree again), and made anew when she does', async () => {
    const expert = await connectedExpert();
    const patient = await createPatient(app);
    const visit = await confirmed(app, patient, expert, await addSlot(app, expert, at(2 * DAY)));
    await app.jobs.drain();
    const first = (await meetingOf(visit.id))!;
    const moved = await call(app, patient, 'PUT', appointmentUrl(visit.id, 'reschedule'), {
      new_slot_id: (await addSlot(app, expert, at(4 * DAY))).id,
      reason: 'Work trip moved',
    });
    await app.jobs.drain();
    expect(first.deleted).toBe(true);
    const successor = moved.json().id as number;
    expect((await appointmentRow(app, successor))!.zoomMeetingId).toBeNull();
    await call(app, expert, 'PUT', appointmentUrl(successor, 'accept'), { accepted: true });
    await app.jobs.drain();
    expect(await meetingOf(successor)).toMatchObject({
      deleted: false,
      start_time: at(4 * DAY)
        .toISOString()
        .replace('.000', ''),
    });
  });

  it('is deleted when the visit is cancelled; one Zoom no longer knows counts as deleted', async () => {
    const expert = await connectedExpert();
    const patient = await createPatient(app);
    for (const goneAlready of [false, true]) {
      const visit = await confirmed(
        app,
        patient,
        expert,
        await addSlot(app, expert, at((goneAlready ? 5 : 6) * DAY)),
      );
      await app.jobs.drain();
      const meeting = (await meetingOf(visit.id))!;
      if (goneAlready) meeting.deleted = true;
      const res = await call(app, patient, 'POST', appointmentUrl(visit.id, 'cancel'), {
        reason: 'Feeling unwell',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().zoom_join_url).toBeNull();
      await app.jobs.drain();
      expect(meeting.deleted).toBe(true);
      expect((await appointmentRow(app, visit.id))!.zoomMeetingId).toBeNull();
    }
    const unfinished = (await zoomJobs()).filter((j) => j.status !== 'done');
    expect(unfinished).toEqual([]);
  });
});

describe('access tokens', () => {
  it('are refreshed a minute before they expire, and the rotated refresh token is kept', async () => {
    const expert = await connectedExpert();
    const patient = await createPatient(app);
    const oldRefresh = zoom.currentRefreshToken();
    clock.set(new Date(T0.getTime() + HOUR - 30_000));
    const visit = await confirmed(app, patient, expert, await addSlot(app, expert, at(2 * DAY)));
    await app.jobs.drain();
    const refresh = callsTo('/oauth/token').at(-1)!;
    expect(refresh.body).toEqual({ grant_type: 'refresh_token', refresh_token: oldRefresh });
    const row = (await connectionOf(expert.user.id))!;
    const box = secretBox(app.deps.config.tokenSealKey, 'zoom-tokens');
    expect(box.open(row.refreshTokenSealed)).toBe(zoom.currentRefreshToken());
    expect(box.open(row.refreshTokenSealed)).not.toBe(oldRefresh);
    expect(row.accessExpiresAt).toEqual(new Date(clock.now().getTime() + HOUR));
    expect(await meetingOf(visit.id)).toBeDefined();
  });

  it('are refreshed once when two callers need one at the same time', async () => {
    const expert = await connectedExpert();
    clock.set(new Date(T0.getTime() + 2 * HOUR));
    const before = callsTo('/oauth/token').length;
    const ctx = systemContext(app, 'test');
    const [a, b] = await Promise.all([
      accessTokenFor(ctx, app.deps.config.zoom!, expert.user.id),
      accessTokenFor(ctx, app.deps.config.zoom!, expert.user.id),
    ]);
    expect(a).toBeTruthy();
    expect(b).toBe(a);
    expect(callsTo('/oauth/token')).toHaveLength(before + 1);
  });

  it('a failing Zoom leaves the connection for the retry; a refused grant ends it and tells the expert', async () => {
    const expert = await connectedExpert();
    clock.set(new Date(T0.getTime() + 2 * HOUR));
    const ctx = systemContext(app, 'test');
    zoom.failNextToken();
    await expect(accessTokenFor(ctx, app.deps.config.zoom!, expert.user.id)).rejects.toThrow(/500/);
    expect(await connectionOf(expert.user.id)).toBeDefined();

    zoom.revokeAll();
    expect(await accessTokenFor(ctx, app.deps.config.zoom!, expert.user.id)).toBeNull();
    expect(await connectionOf(expert.user.id)).toBeUndefined();
    const told = await app.deps.db.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, expert.user.id), eq(notifications.type, 'security')));
    expect(told.map((n) => n.title)).toEqual([ZOOM_MESSAGES.lostTitle]);
  });

  it('a token Zoom refuses before its time is refreshed and the call made again', async () => {
    const expert = await connectedExpert();
    const patient = await createPatient(app);
    zoom.revokeAccessTokens();
    const visit = await confirmed(app, patient, expert, await addSlot(app, expert, at(2 * DAY)));
    await app.jobs.drain();
    expect(callsTo('/oauth/token').at(-1)!.body).toMatchObject({ grant_type: 'refresh_token' });
    expect(await meetingOf(visit.id)).toBeDefined();
  });

  it('a meeting job after she removed our app in Zoom ends the connection instead of failing on', async () => {
    const expert = await connectedExpert();
    const patient = await createPatient(app);
    zoom.revokeAll();
    const visit = await confirmed(app, patient, expert, await addSlot(app, expert, at(2 * DAY)));
    await app.jobs.drain();
    expect((await appointmentRow(app, visit.id))!.zoomMeetingId).toBeNull();
    expect(await connectionOf(expert.user.id)).toBeUndefined();
    expect((await zoomJobs()).filter((j) => j.status !== 'done')).toEqual([]);
  });
});
