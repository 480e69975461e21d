import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import {
  LIFECYCLE_MESSAGES as L,
  VISIT_COMMANDS,
  VISIT_EVENTS,
  VISIT_MESSAGES,
  VISIT_SDP_MAX_CHARS,
  type VisitNotice,
} from '@fertilia/contracts';
import { createTestApp } from '../../test/app';
import { testContext } from '../../test/context';
import { createUserWithToken, type TestUser } from '../../test/users';
import {
  DAY,
  T0,
  addSlot,
  appointmentRow,
  appointmentUrl,
  at,
  book,
  call,
  confirmed,
  createExpert,
  createPatient,
  movableClock,
} from '../consultations/appointment-test-helpers';
import { connect, eventsDuring, listen, nextEvent } from './test-client';
import { sweepEndedVisits } from './visit-rooms';

/*
 * The visit's signalling with real socket.io clients on a listening app and a clock the tests move: only the
 * appointment's two parties get in, only within the join window of a confirmed visit, and what one sends
 * reaches the other alone.
 */

const MINUTE = 60_000;
const clock = movableClock();
let app: FastifyInstance;
let url: string;
let expert: TestUser;
let patient: TestUser;
const sockets: Socket[] = [];
let day = 1;

beforeAll(async () => {
  app = await createTestApp({ clock });
  url = await listen(app);
  expert = await createExpert(app);
  patient = await createPatient(app);
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.close();
  clock.set(T0);
});
afterAll(() => app.close());

/** A socket signed in as `who` with a token signed at the clock's time (the clock moves days ahead). */
async function open(who: TestUser): Promise<Socket> {
  const token = await app.deps.accessTokens.sign({
    userId: who.user.id,
    sessionId: who.sessionId,
    role: who.user.role,
  });
  const socket = await connect(url, token);
  sockets.push(socket);
  return socket;
}
const join = (socket: Socket, id: unknown) =>
  socket.timeout(2000).emitWithAck(VISIT_COMMANDS.join, { appointment_id: id });
const leave = (socket: Socket, id: number) =>
  socket.timeout(2000).emitWithAck(VISIT_COMMANDS.leave, { appointment_id: id });
const signal = (socket: Socket, payload: unknown) =>
  socket.timeout(2000).emitWithAck(VISIT_COMMANDS.signal, payload);
const offer = (id: number, sdp = 'v=0 offer') => ({
  appointment_id: id,
  description: { type: 'offer', sdp },
});

/** A confirmed visit on a day of its own, 30 minutes from 09:00; the clock stays at T0 (08:00 that day). */
async function visit() {
  const startsAt = at(day++ * DAY + 1 * 60 * MINUTE);
  const slot = await addSlot(app, expert, startsAt);
  const { id } = await confirmed(app, patient, expert, slot);
  return { id, startsAt, endsAt: new Date(startsAt.getTime() + 30 * MINUTE) };
}
/** Both parties in the visit's room, the clock at its start. */
async function bothIn() {
  const v = await visit();
  clock.set(v.startsAt);
  const hers = await open(patient);
  const his = await open(expert);
  expect(await join(hers, v.id)).toEqual({ ok: true, side: 'patient', peer_present: false });
  const told = nextEvent<VisitNotice>(hers, VISIT_EVENTS.peerJoined);
  expect(await join(his, v.id)).toEqual({ ok: true, side: 'expert', peer_present: true });
  expect(await told).toEqual({ appointment_id: v.id });
  return { ...v, hers, his };
}

describe('joining a visit', () => {
  it('admits the two parties of a confirmed visit from 10 minutes before its start until its end, and records it', async () => {
    const v = await visit();
    const hers = await open(patient);
    expect(await join(hers, v.id)).toEqual({ ok: false, error: L.joinClosed });

    clock.set(new Date(v.startsAt.getTime() - 10 * MINUTE));
    const early = await open(patient);
    expect(await join(early, v.id)).toEqual({ ok: true, side: 'patient', peer_present: false });
    expect((await appointmentRow(app, v.id))!.patientJoinedAt).toEqual(clock.now());

    clock.set(new Date(v.endsAt.getTime() + 1000));
    const late = await open(expert);
    expect(await join(late, v.id)).toEqual({ ok: false, error: L.joinClosed });
    expect((await appointmentRow(app, v.id))!.expertJoinedAt).toBeNull();
  });

  it('refuses a visit that is not confirmed', async () => {
    const startsAt = at(day++ * DAY);
    const { id } = await book(app, patient, await addSlot(app, expert, startsAt));
    clock.set(startsAt);
    expect(await join(await open(patient), id)).toEqual({
      ok: false,
      error: L.notAllowed('join', 'pending'),
    });
    const res = await call(app, expert, 'POST', appointmentUrl(id, 'cancel'), { reason: 'Unwell today' });
    expect(res.statusCode).toBe(200);
    expect(await join(await open(expert), id)).toEqual({
      ok: false,
      error: L.notAllowed('join', 'cancelled'),
    });
  });

  it('refuses everyone but the two parties: another patient, another expert, staff; and bad commands', async () => {
    const v = await visit();
    clock.set(v.startsAt);
    const strangers = [
      await createPatient(app),
      await createExpert(app),
      await createUserWithToken(app, { role: 'admin' }),
    ];
    for (const stranger of strangers)
      expect(await join(await open(stranger), v.id)).toEqual({ ok: false, error: VISIT_MESSAGES.notFound });
    const hers = await open(patient);
    for (const bad of [0, -1, 'abc', null, 1.5])
      expect(await join(hers, bad)).toEqual({ ok: false, error: VISIT_MESSAGES.commandInvalid });
    expect(await hers.timeout(2000).emitWithAck(VISIT_COMMANDS.join, 'nope')).toEqual({
      ok: false,
      error: VISIT_MESSAGES.commandInvalid,
    });
  });
});

describe('signals', () => {
  it('reach the other party only: never the sender, never a socket outside the room', async () => {
    const { id, hers, his } = await bothIn();
    const outsider = await open(await createPatient(app));
    const herOtherSocket = await open(patient); // connected, but not in the visit
    const heardBack = eventsDuring(hers, VISIT_EVENTS.signal, 300);
    const outsiderHeard = eventsDuring(outsider, VISIT_EVENTS.signal, 300);
    const herOtherHeard = eventsDuring(herOtherSocket, VISIT_EVENTS.signal, 300);

    const arriving = nextEvent(his, VISIT_EVENTS.signal);
    expect(await signal(hers, offer(id))).toEqual({ ok: true });
    expect(await arriving).toEqual(offer(id));
    const candidate = {
      appointment_id: id,
      candidate: {
        candidate: 'candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host',
        sdpMid: '0',
        sdpMLineIndex: 0,
      },
    };
    const back = nextEvent(hers, VISIT_EVENTS.signal);
    expect(await signal(his, candidate)).toEqual({ ok: true });
    expect(await back).toEqual(candidate);

    expect((await heardBack).filter((s) => JSON.stringify(s).includes('offer'))).toEqual([]);
    expect(await outsiderHeard).toEqual([]);
    expect(await herOtherHeard).toEqual([]);
  });

  it('are refused when malformed, too big, or for a visit the socket has not joined', async () => {
    const { id, hers } = await bothIn();
    for (const bad of [
      { appointment_id: id },
      { appointment_id: id, description: { type: 'pranswer', sdp: 'x' } },
      offer(id, 'x'.repeat(VISIT_SDP_MAX_CHARS + 1)),
      { ...offer(id), candidate: { candidate: '' } },
      'offer',
    ])
      expect(await signal(hers, bad)).toEqual({ ok: false, error: VISIT_MESSAGES.signalInvalid });
    const stranger = await open(await createPatient(app));
    expect(await signal(stranger, offer(id))).toEqual({ ok: false, error: VISIT_MESSAGES.notJoined });
    expect(await signal(hers, offer(id + 1000))).toEqual({ ok: false, error: VISIT_MESSAGES.notJoined });
  });

  it('stop at the end of the visit: a late signal closes the sender’s seat', async () => {
    const { id, endsAt, hers, his } = await bothIn();
    clock.set(new Date(endsAt.getTime() + 1000));
    const closed = nextEvent<VisitNotice>(hers, VISIT_EVENTS.closed);
    const heard = eventsDuring(his, VISIT_EVENTS.signal, 300);
    expect(await signal(hers, offer(id))).toEqual({ ok: false, error: VISIT_MESSAGES.closed });
    expect(await closed).toEqual({ appointment_id: id, detail: VISIT_MESSAGES.closed });
    expect(await heard).toEqual([]);
  });
});

describe('the room', () => {
  it('tells the other party when one leaves or loses her connection', async () => {
    const { id, hers, his } = await bothIn();
    const left = nextEvent<VisitNotice>(his, VISIT_EVENTS.peerLeft);
    expect(await leave(hers, id)).toEqual({ ok: true });
    expect(await left).toEqual({ appointment_id: id, reason: 'left' });
    expect(await signal(hers, offer(id))).toEqual({ ok: false, error: VISIT_MESSAGES.notJoined });

    const again = await open(patient);
    expect(await join(again, id)).toEqual({ ok: true, side: 'patient', peer_present: true });
    const dropped = nextEvent<VisitNotice>(his, VISIT_EVENTS.peerLeft);
    again.disconnect();
    expect(await dropped).toEqual({ appointment_id: id, reason: 'disconnected' });
  });

  it('hands a party’s seat to her newest tab: the older one hears it was replaced', async () => {
    const { id, hers, his } = await bothIn();
    const newer = await open(patient);
    const replaced = nextEvent<VisitNotice>(hers, VISIT_EVENTS.replaced);
    const rejoined = nextEvent<VisitNotice>(his, VISIT_EVENTS.peerJoined);
    expect(await join(newer, id)).toEqual({ ok: true, side: 'patient', peer_present: true });
    expect(await replaced).toEqual({ appointment_id: id, detail: VISIT_MESSAGES.replaced });
    await rejoined;

    expect(await signal(hers, offer(id))).toEqual({ ok: false, error: VISIT_MESSAGES.notJoined });
    const olderHeard = eventsDuring(hers, VISIT_EVENTS.signal, 300);
    const arriving = nextEvent(newer, VISIT_EVENTS.signal);
    await signal(his, offer(id, 'to the newer tab'));
    expect(await arriving).toEqual(offer(id, 'to the newer tab'));
    expect(await olderHeard).toEqual([]);
    // The replaced tab going away is not the patient leaving.
    const heardLeft = eventsDuring(his, VISIT_EVENTS.peerLeft, 300);
    hers.disconnect();
    expect(await heardLeft).toEqual([]);
  });

  it('is closed by the sweep once the visit has ended (test clock), and when it is cancelled', async () => {
    const { id, endsAt, hers, his } = await bothIn();
    expect(await sweepEndedVisits(testContext(app), app.liveServer)).toBe(0);

    clock.set(new Date(endsAt.getTime() + 1000));
    const closing = Promise.all([
      nextEvent<VisitNotice>(hers, VISIT_EVENTS.closed),
      nextEvent<VisitNotice>(his, VISIT_EVENTS.closed),
    ]);
    await app.jobs.tick();
    expect(await closing).toEqual([
      { appointment_id: id, detail: VISIT_MESSAGES.closed },
      { appointment_id: id, detail: VISIT_MESSAGES.closed },
    ]);
    expect(await signal(his, offer(id))).toEqual({ ok: false, error: VISIT_MESSAGES.notJoined });

    const cancelled = await bothIn();
    const res = await call(app, expert, 'POST', appointmentUrl(cancelled.id, 'cancel'), {
      reason: 'Called away to a delivery',
    });
    expect(res.statusCode).toBe(200);
    const told = nextEvent<VisitNotice>(cancelled.hers, VISIT_EVENTS.closed);
    expect(await sweepEndedVisits(testContext(app), app.liveServer)).toBe(2);
    expect(await told).toEqual({ appointment_id: cancelled.id, detail: VISIT_MESSAGES.closed });
  });
});
