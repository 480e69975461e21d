import {
  JOIN_OPENS_MINUTES_BEFORE,
  VISIT_MESSAGES,
  refusalOf,
  type AppointmentParty,
  type AppointmentStatus,
  type VisitInfo,
} from '@fertilia/contracts';
import type { Context, MemberContext } from '../../http/context';
import { partyName } from './appointment-dto';
import { viewOfParty } from './care-party';
import { joinAppointment } from './lifecycle-service';
import { iceServersFor } from './visit-ice';
import { findVisitMoments } from './visit-repo';

/*
 * The built-in video visit (ADR 014). The page reads `visitInfo`; the socket signalling admits a party with
 * `enterVisit` and checks every relayed signal with `seatRefusal`; the sweep asks `visitRefusals`. The join
 * rule itself is appointment-lifecycle.ts's `refusalOf('join', …)`, never written again here.
 */

/** A party admitted to a visit's room, as the signalling keeps it beside her socket. */
export type VisitSeat = {
  appointmentId: number;
  side: AppointmentParty;
  startsAt: Date;
  endsAt: Date;
};

const MINUTE_MS = 60_000;
const joinRefusal = (
  side: AppointmentParty,
  moment: { status: AppointmentStatus; startsAt: Date; endsAt: Date },
  now: Date,
) => refusalOf('join', side, { ...moment, minNoticeMinutes: 0 }, now);

/** GET .../appointments/:id/visit: for either party; 404 to anyone else. */
export async function visitInfo(ctx: MemberContext, id: number): Promise<VisitInfo> {
  const view = await viewOfParty(ctx, { appointmentId: id, userId: ctx.actor.id });
  const { appointment: a, side } = view;
  const other = side === 'patient' ? view.expert : view.patient;
  return {
    appointment_id: a.id,
    status: a.status,
    side,
    other_party: { id: other.id, name: partyName(other) },
    starts_at: a.startsAt.toISOString(),
    opens_at: new Date(a.startsAt.getTime() - JOIN_OPENS_MINUTES_BEFORE * MINUTE_MS).toISOString(),
    closes_at: a.endsAt.toISOString(),
    is_open: joinRefusal(side, a, ctx.clock.now()) === null,
    ice_servers: iceServersFor(ctx.config.visit, ctx.actor.id, a.endsAt),
  };
}

/**
 * Admits the caller to the visit's signalling as `POST .../join` does, through the same service call: a
 * party of a confirmed appointment within the join window (404 or 409 otherwise), her first join recorded.
 */
export async function enterVisit(ctx: MemberContext, id: number): Promise<VisitSeat> {
  const appointment = await joinAppointment(ctx, id);
  return {
    appointmentId: id,
    side: appointment.expert.id === ctx.actor.id ? 'expert' : 'patient',
    startsAt: new Date(appointment.starts_at),
    endsAt: new Date(appointment.ends_at),
  };
}

/** Whether a seated party may still signal at `now`: the join window, checked again for every signal. */
export const seatRefusal = (seat: VisitSeat, now: Date): string | null =>
  joinRefusal(seat.side, { status: 'confirmed', ...seat }, now);

/**
 * For each visit with seated parties, why it may no longer go on (its time is over, it was cancelled or
 * completed, it is gone), or null while it may: the sweep closes the refused ones.
 */
export async function visitRefusals(ctx: Context, seats: VisitSeat[]): Promise<Map<number, string | null>> {
  const rows = new Map(
    (await findVisitMoments(ctx.db, [...new Set(seats.map((s) => s.appointmentId))])).map((r) => [r.id, r]),
  );
  const now = ctx.clock.now();
  return new Map(
    seats.map((seat) => {
      const row = rows.get(seat.appointmentId);
      return [seat.appointmentId, row ? joinRefusal(seat.side, row, now) : VISIT_MESSAGES.notFound];
    }),
  );
}
