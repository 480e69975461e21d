import type { FastifyInstance } from 'fastify';
import {
  DomainError,
  FEED_ROOM,
  REALTIME_MESSAGES,
  SOCKET_MAX_ROOMS,
  socketRoomCommand,
  type SocketAck,
} from '@fertilia/contracts';
import type { MemberContext } from '../../http/context';
import { readablePostId } from '../community/post-access-service';
import { conversationRoomFor } from '../conversations/room-service';
import { socketContext } from './handshake';
import { memberRoom, sessionRoom, postRoom, type LiveSocket } from './types';

/**
 * The room a client may join for what it asked: 'feed' for everyone, a conversation's room for its
 * participants, a post room only when this member may read the post (the community's own rule), so events
 * about a post never reach someone who could not open it.
 */
async function roomFor(ctx: MemberContext, requested: string): Promise<string> {
  if (requested === FEED_ROOM) return FEED_ROOM;
  if (requested.startsWith('conversation:')) return conversationRoomFor(ctx, requested);
  const ref = requested.slice('post:'.length);
  return postRoom(await readablePostId(ctx, /^\d+$/.test(ref) ? { id: Number(ref) } : { slug: ref }));
}

const failure = (error: string): SocketAck => ({ ok: false, error });

/** Wires the client's `subscribe` and `unsubscribe` commands; both answer through the optional ack. */
export function handleRoomCommands(app: FastifyInstance, socket: LiveSocket): void {
  const reply = (ack: unknown, answer: SocketAck) => {
    if (typeof ack === 'function') ack(answer);
  };
  // The member's private room: messages addressed to them (conversations) reach every tab they have open.
  void socket.join([memberRoom(socket.data.userId), sessionRoom(socket.data.sessionId)]);

  socket.on('subscribe', async (payload, ack) => {
    const parsed = socketRoomCommand.safeParse(payload);
    if (!parsed.success) return reply(ack, failure(REALTIME_MESSAGES.roomInvalid));
    const requested = parsed.data;
    const { rooms } = socket.data;
    const already = rooms.get(requested);
    // Membership of a conversation can end (leaving): asking again checks it again.
    if (already && !requested.startsWith('conversation:')) return reply(ack, { ok: true, room: already });
    if (rooms.size >= SOCKET_MAX_ROOMS) return reply(ack, failure(REALTIME_MESSAGES.tooManyRooms));
    const ctx = socketContext(app, socket);
    try {
      const room = await roomFor(ctx, requested);
      rooms.set(requested, room);
      await socket.join(room);
      reply(ack, { ok: true, room });
    } catch (err) {
      if (already) {
        rooms.delete(requested);
        await socket.leave(already);
      }
      if (err instanceof DomainError && err.kind === 'notFound')
        return reply(
          ack,
          failure(
            requested.startsWith('conversation:')
              ? REALTIME_MESSAGES.conversationNotFound
              : REALTIME_MESSAGES.postNotFound,
          ),
        );
      ctx.log.error({ err }, 'socket subscribe failed');
      reply(ack, failure('Internal server error'));
    }
  });

  socket.on('unsubscribe', async (payload, ack) => {
    const parsed = socketRoomCommand.safeParse(payload);
    if (!parsed.success) return reply(ack, failure(REALTIME_MESSAGES.roomInvalid));
    const { rooms } = socket.data;
    const room = rooms.get(parsed.data);
    if (room) {
      rooms.delete(parsed.data);
      // The same post may have been asked for by id and by slug; leave its room when neither remains.
      if (![...rooms.values()].includes(room)) await socket.leave(room);
    }
    reply(ack, { ok: true, room: room ?? parsed.data });
  });
}
