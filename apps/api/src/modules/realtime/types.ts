import type { Server, Socket } from 'socket.io';
import type {
  EmbryoAnalysisUpdateEvent,
  NewPostEvent,
  Role,
  SocketAck,
  VisitAck,
  VisitJoinAck,
  VisitNotice,
  VisitSignal,
} from '@fertilia/contracts';
import type { CommunityEventMap } from '../../plugins/community-events';

type Ack = (ack: SocketAck) => void;

export type ServerToClientEvents = {
  post_update: (payload: CommunityEventMap['post_update'][0]) => void;
  new_post: (payload: NewPostEvent) => void;
  new_comment: (payload: CommunityEventMap['new_comment'][0]) => void;
  new_message: (payload: Omit<CommunityEventMap['new_message'][0], 'recipient_ids'>) => void;
  message_removed: (payload: CommunityEventMap['message_removed'][0]) => void;
  embryo_analysis_update: (payload: EmbryoAnalysisUpdateEvent) => void;
  session_ended: (payload: { detail: string }) => void;
  visit_peer_joined: (payload: VisitNotice) => void;
  visit_peer_left: (payload: VisitNotice) => void;
  visit_signal: (payload: VisitSignal) => void;
  visit_closed: (payload: VisitNotice) => void;
  visit_replaced: (payload: VisitNotice) => void;
};
export type ClientToServerEvents = {
  subscribe: (room: unknown, ack?: Ack) => void;
  unsubscribe: (room: unknown, ack?: Ack) => void;
  visit_join: (payload: unknown, ack?: (ack: VisitJoinAck) => void) => void;
  visit_leave: (payload: unknown, ack?: (ack: VisitAck) => void) => void;
  visit_signal: (payload: unknown, ack?: (ack: VisitAck) => void) => void;
};
/**
 * Who is connected, set once by the handshake check (`sessionId` lets the sweep see the session end);
 * `rooms` maps what the client asked for to what it joined.
 */
export type SocketData = { userId: number; sessionId: string; role: Role; rooms: Map<string, string> };

export type LiveServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
export type LiveSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

/** The room a post's screen listens on; always by id, whichever form the client subscribed with. */
export const postRoom = (postId: number) => `post:${postId}`;

/** Every socket of a member joins this room at connection; clients cannot ask for it (no command names it). */
export const memberRoom = (userId: number) => `member:${userId}`;
/** Every socket of one session, so ending the session closes them all, in every process. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
