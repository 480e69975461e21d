import { z } from 'zod';
import { databaseId } from './common';
import { APPOINTMENT_STATUSES, JOIN_OPENS_MINUTES_BEFORE } from './appointment-lifecycle';

/*
 * The built-in video visit (ADR 014): WebRTC between the two browsers, introduced to each other over the
 * app's socket.io connection in the room `visit:<appointment id>`. Only the appointment's patient and expert
 * may join, within the join window of appointment-lifecycle.ts; signals go to the other party only.
 */

/** Client → server commands of a visit; each answers through its ack. */
export const VISIT_COMMANDS = {
  join: 'visit_join',
  leave: 'visit_leave',
  signal: 'visit_signal',
} as const;

/** Server → client events of a visit. */
export const VISIT_EVENTS = {
  /** The other party entered the room: both sides start a fresh negotiation. */
  peerJoined: 'visit_peer_joined',
  /** The other party left (`left`) or lost their connection (`disconnected`, they may come back). */
  peerLeft: 'visit_peer_left',
  /** A description or ICE candidate from the other party. */
  signal: 'visit_signal',
  /** The visit is over or no longer allowed; the socket has been taken out of the room. */
  closed: 'visit_closed',
  /** The same person joined from another tab or device; this one has been taken out of the room. */
  replaced: 'visit_replaced',
} as const;

/** The room both parties' sockets join; `visitSideRoom` holds one side only, so a signal reaches the other. */
export const visitRoom = (appointmentId: number) => `visit:${appointmentId}`;
export const visitSideRoom = (appointmentId: number, side: 'patient' | 'expert') =>
  `visit:${appointmentId}:${side}`;

/** A session description is a few kilobytes; ten times that is not a browser's. */
export const VISIT_SDP_MAX_CHARS = 12_000;
export const VISIT_CANDIDATE_MAX_CHARS = 1_000;
/** The sweep closing visits whose time is over runs this often in each process. */
export const VISIT_SWEEP_INTERVAL_MS = 15_000;
/** A TURN credential outlives the end of the visit by this much, so a visit running late keeps its relay. */
export const VISIT_TURN_GRACE_SECONDS = 2 * 60 * 60;

/** The visit's user-facing texts, each written once. */
export const VISIT_MESSAGES = {
  notFound: 'Visit not found',
  commandInvalid: 'appointment_id must be a positive whole number',
  signalInvalid: 'A signal is a session description or an ICE candidate',
  notJoined: 'Join the visit first',
  closed: 'The visit has ended',
  notConfirmed: 'This visit is not confirmed, so it cannot be joined.',
  replaced: 'You joined this visit from another tab or device.',
  youJoined: 'You joined the visit',
  opensAt: (time: string) =>
    `The visit opens at ${time}, ${JOIN_OPENS_MINUTES_BEFORE} minutes before it starts.`,
  waitingFor: (name: string) => `Waiting for ${name} to join`,
  connecting: 'Connecting…',
  connected: 'Connected',
  reconnecting: 'Reconnecting…',
  cameraDenied:
    'The browser was not allowed to use your camera or microphone. Allow them in the address bar, or join without them.',
  noDevices: 'No camera or microphone was found. You can still join and see and hear the other person.',
  noCamera: 'No camera was found: you will join with sound only.',
  mediaFailed: 'Your camera or microphone could not be started. Try another device, or join without it.',
} as const;

const appointmentIdField = databaseId(VISIT_MESSAGES.commandInvalid, { coerce: false });

/** `visit_join` / `visit_leave`: which visit. */
export const visitCommandSchema = z.object({ appointment_id: appointmentIdField });
export type VisitCommand = z.infer<typeof visitCommandSchema>;

export const sessionDescriptionSchema = z.object({
  type: z.enum(['offer', 'answer', 'rollback']),
  sdp: z.string().max(VISIT_SDP_MAX_CHARS).default(''),
});
export const iceCandidateSchema = z.object({
  candidate: z.string().max(VISIT_CANDIDATE_MAX_CHARS),
  sdpMid: z.string().max(64).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
  usernameFragment: z.string().max(256).nullable().optional(),
});

/** `visit_signal`, both ways: exactly one of a description or a candidate, for one visit. */
export const visitSignalSchema = z.union([
  z.object({ appointment_id: appointmentIdField, description: sessionDescriptionSchema }).strict(),
  z.object({ appointment_id: appointmentIdField, candidate: iceCandidateSchema }).strict(),
]);
export type VisitSignal = z.infer<typeof visitSignalSchema>;

/** The ack of `visit_join`: which side I am on and whether the other party is already in the room. */
export const visitJoinAckSchema = z.union([
  z.object({ ok: z.literal(true), side: z.enum(['patient', 'expert']), peer_present: z.boolean() }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type VisitJoinAck = z.infer<typeof visitJoinAckSchema>;
/** The ack of `visit_leave` and `visit_signal`. */
export const visitAckSchema = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type VisitAck = z.infer<typeof visitAckSchema>;

/** The payload of `visit_peer_joined`, `visit_peer_left`, `visit_closed` and `visit_replaced`. */
export const visitNoticeSchema = z.object({
  appointment_id: z.number().int(),
  reason: z.enum(['left', 'disconnected']).optional(),
  detail: z.string().optional(),
});
export type VisitNotice = z.infer<typeof visitNoticeSchema>;

/** An RTCIceServer as the browser takes it. */
export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServerConfig = z.infer<typeof iceServerSchema>;

/** GET .../appointments/:id/visit: what the visit page needs before and while joining. */
export const visitInfoSchema = z.object({
  appointment_id: z.number().int(),
  status: z.enum(APPOINTMENT_STATUSES),
  side: z.enum(['patient', 'expert']),
  other_party: z.object({ id: z.number().int(), name: z.string() }),
  starts_at: z.string(),
  /** Start minus JOIN_OPENS_MINUTES_BEFORE; `closes_at` is the end of the slot. */
  opens_at: z.string(),
  closes_at: z.string(),
  /** Whether joining is allowed now (confirmed and within the window). */
  is_open: z.boolean(),
  ice_servers: z.array(iceServerSchema),
});
export type VisitInfo = z.infer<typeof visitInfoSchema>;
