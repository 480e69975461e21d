import type { FastifyInstance } from 'fastify';
import {
  DomainError,
  VISIT_EVENTS,
  VISIT_MESSAGES,
  visitCommandSchema,
  visitRoom,
  visitSideRoom,
  visitSignalSchema,
  type AppointmentParty,
  type VisitAck,
  type VisitJoinAck,
} from '@fertilia/contracts';
import type { Context } from '../../http/context';
import { enterVisit, seatRefusal, visitRefusals, type VisitSeat } from '../consultations/visit-service';
import { socketContext } from './handshake';
import type { LiveServer, LiveSocket } from './types';

/*
 * Signalling of the built-in video visit (ADR 014). A party's socket joins `visit:<id>` and the room of her
 * side, `visit:<id>:<side>`; a signal is sent to the OTHER side's room only, so it never comes back to its
 * sender nor reaches anyone else, in every process (Redis adapter). The server only introduces the browsers:
 * media flows between them.
 */

/** Where each socket of this process is seated (one visit at a time); kept here, not sent to other processes. */
const seats = new WeakMap<LiveSocket, VisitSeat>();

const otherSide = (side: AppointmentParty): AppointmentParty => (side === 'patient' ? 'expert' : 'patient');

/** Whether the socket still holds its seat (it may have been replaced by a newer tab, from any process). */
function seatOf(socket: LiveSocket, appointmentId?: number): VisitSeat | null {
  const seat = seats.get(socket);
  if (!seat || (appointmentId !== undefined && seat.appointmentId !== appointmentId)) return null;
  return socket.rooms.has(visitSideRoom(seat.appointmentId, seat.side)) ? seat : null;
}

async function unseat(socket: LiveSocket, seat: VisitSeat): Promise<void> {
  seats.delete(socket);
  await socket.leave(visitRoom(seat.appointmentId));
  await socket.leave(visitSideRoom(seat.appointmentId, seat.side));
}

/** Tells the other side that this party left for good (`left`) or lost her connection (`disconnected`). */
const announceLeaving = (socket: LiveSocket, seat: VisitSeat, reason: 'left' | 'disconnected') =>
  socket
    .to(visitSideRoom(seat.appointmentId, otherSide(seat.side)))
    .emit(VISIT_EVENTS.peerLeft, { appointment_id: seat.appointmentId, reason });

/** Ends a seat the rules no longer allow: the socket hears `visit_closed` and leaves the rooms. */
export async function closeSeat(socket: LiveSocket, seat: VisitSeat): Promise<void> {
  socket.emit(VISIT_EVENTS.closed, { appointment_id: seat.appointmentId, detail: VISIT_MESSAGES.closed });
  await unseat(socket, seat);
}

/** The party's older sockets in the room (another tab, maybe another process) hear they were replaced. */
async function replaceOlderSockets(io: LiveServer, socket: LiveSocket, seat: VisitSeat): Promise<void> {
  const mine = await io.in(visitSideRoom(seat.appointmentId, seat.side)).fetchSockets();
  for (const older of mine) {
    if (older.id === socket.id) continue;
    older.emit(VISIT_EVENTS.replaced, {
      appointment_id: seat.appointmentId,
      detail: VISIT_MESSAGES.replaced,
    });
    older.leave(visitRoom(seat.appointmentId));
    older.leave(visitSideRoom(seat.appointmentId, seat.side));
  }
}

function joinFailure(error: unknown): string | null {
  if (!(error instanceof DomainError)) return null;
  if (error.kind === 'notFound') return VISIT_MESSAGES.notFound;
  return error.kind === 'conflict' ? error.message : null;
}

/** Wires `visit_join`, `visit_signal` and `visit_leave`; each answers through its optional ack. */
export function handleVisitCommands(app: FastifyInstance, io: LiveServer, socket: LiveSocket): void {
  const reply = <T>(ack: unknown, answer: T) => {
    if (typeof ack === 'function') (ack as (answer: T) => void)(answer);
  };

  socket.on('visit_join', async (payload, ack) => {
    const parsed = visitCommandSchema.safeParse(payload);
    if (!parsed.success) return reply<VisitJoinAck>(ack, { ok: false, error: VISIT_MESSAGES.commandInvalid });
    const id = parsed.data.appointment_id;
    const ctx = socketContext(app, socket);
    try {
      const seat = await enterVisit(ctx, id);
      const previous = seatOf(socket);
      if (previous && previous.appointmentId !== id) {
        announceLeaving(socket, previous, 'left');
        await unseat(socket, previous);
      }
      await replaceOlderSockets(io, socket, seat);
      seats.set(socket, seat);
      await socket.join([visitRoom(id), visitSideRoom(id, seat.side)]);
      const others = visitSideRoom(id, otherSide(seat.side));
      const present = (await io.in(others).fetchSockets()).length > 0;
      socket.to(others).emit(VISIT_EVENTS.peerJoined, { appointment_id: id });
      reply<VisitJoinAck>(ack, { ok: true, side: seat.side, peer_present: present });
    } catch (err) {
      const error = joinFailure(err);
      if (!error) ctx.log.error({ err }, 'visit join failed');
      reply<VisitJoinAck>(ack, { ok: false, error: error ?? 'Internal server error' });
    }
  });

  socket.on('visit_signal', async (payload, ack) => {
    const parsed = visitSignalSchema.safeParse(payload);
    if (!parsed.success) return reply<VisitAck>(ack, { ok: false, error: VISIT_MESSAGES.signalInvalid });
    const seat = seatOf(socket, parsed.data.appointment_id);
    if (!seat) return reply<VisitAck>(ack, { ok: false, error: VISIT_MESSAGES.notJoined });
    // The window is checked again for every signal: a visit that has ended introduces nobody.
    if (seatRefusal(seat, app.deps.clock.now())) {
      await closeSeat(socket, seat);
      return reply<VisitAck>(ack, { ok: false, error: VISIT_MESSAGES.closed });
    }
    socket.to(visitSideRoom(seat.appointmentId, otherSide(seat.side))).emit(VISIT_EVENTS.signal, parsed.data);
    reply<VisitAck>(ack, { ok: true });
  });

  socket.on('visit_leave', async (payload, ack) => {
    const parsed = visitCommandSchema.safeParse(payload);
    if (!parsed.success) return reply<VisitAck>(ack, { ok: false, error: VISIT_MESSAGES.commandInvalid });
    const seat = seatOf(socket, parsed.data.appointment_id);
    if (seat) {
      announceLeaving(socket, seat, 'left');
      await unseat(socket, seat);
    }
    reply<VisitAck>(ack, { ok: true });
  });

  socket.on('disconnecting', () => {
    const seat = seatOf(socket);
    if (seat) announceLeaving(socket, seat, 'disconnected');
  });
}

/**
 * Closes this process's seats in visits that may no longer go on (time over, cancelled, completed): each
 * socket hears `visit_closed` and leaves. Every process sweeps its own sockets. Returns how many it closed.
 */
export async function sweepEndedVisits(ctx: Context, io: LiveServer): Promise<number> {
  const seated = [...io.of('/').sockets.values()].flatMap((socket) => {
    const seat = seatOf(socket);
    return seat ? [{ socket, seat }] : [];
  });
  if (seated.length === 0) return 0;
  const refused = await visitRefusals(
    ctx,
    seated.map((s) => s.seat),
  );
  let closed = 0;
  for (const { socket, seat } of seated) {
    if (refused.get(seat.appointmentId) === null) continue;
    await closeSeat(socket, seat);
    closed += 1;
  }
  return closed;
}
