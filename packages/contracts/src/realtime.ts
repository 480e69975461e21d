import { z } from 'zod';

/** Spec 02 §4 live events: the socket.io endpoint, the web client's retry policy and the event names. */
export const REALTIME_PATH = '/socket.io';
export const SOCKET_RECONNECT_ATTEMPTS = 5;
export const SOCKET_RECONNECT_DELAY_MS = 5_000;
/** A client follows the feed and the posts on screen; more rooms than this is not a real screen. */
export const SOCKET_MAX_ROOMS = 50;

export const LIVE_EVENTS = {
  postUpdate: 'post_update',
  newComment: 'new_comment',
  /**
   * A post was published, to the members who may read it: the feed room for a public post, and the author's
   * followers (flag `following`) when it is signed, so a screen can tell whether it belongs in Following.
   */
  newPost: 'new_post',
  /** A chat message, to the `conversation:<id>` room of its conversation. */
  newMessage: 'new_message',
  /** A moderator removed a chat message, to its conversation's room only: ids, never the text. */
  messageRemoved: 'message_removed',
  /**
   * An embryo analysis moved (status and progress), to the private rooms of whoever may read it: its
   * uploader and its patient. The page then fetches the analysis; the event carries no health data.
   */
  embryoAnalysisUpdate: 'embryo_analysis_update',
} as const;
/** `message_removed`: participants show the message as removed (the thread's own marker), as after a reload. */
export const messageRemovedEventSchema = z.object({
  conversation_id: z.number().int(),
  message_id: z.number().int(),
});
export type MessageRemovedEvent = z.infer<typeof messageRemovedEventSchema>;

/**
 * What a `post_update` may carry beside `post`: the comment that just left the post's thread (removed by a
 * moderator, or deleted with its replies). Clients drop it; the counters in the same `post` are the new ones.
 * Clients that do not know the field still merge the counters.
 */
export const postUpdateExtrasSchema = z.object({ removed_comment_id: z.number().int().optional() });
export type PostUpdateExtras = z.infer<typeof postUpdateExtrasSchema>;

/**
 * `new_post`: the post in its public shape (no viewer fields; an anonymous post carries no author). `following`
 * is true only on the copy sent to the author's followers, never for an anonymous post (it would name her).
 */
export type NewPostEvent = { post: { id: number; slug: string } & Record<string, unknown>; following?: true };

/** Client → server messages. */
export const SOCKET_COMMANDS = { subscribe: 'subscribe', unsubscribe: 'unsubscribe' } as const;
export const FEED_ROOM = 'feed';

export const REALTIME_MESSAGES = {
  roomInvalid: "Room must be 'feed', 'post:<id>', 'post:<slug>' or 'conversation:<id>'",
  tooManyRooms: `A connection may follow at most ${SOCKET_MAX_ROOMS} rooms`,
  postNotFound: 'Post not found',
  conversationNotFound: 'Conversation not found',
} as const;

/** Only the conversation's participants may join its room (checked at subscribe time). */
export const conversationRoom = (conversationId: number) => `conversation:${conversationId}`;
const CONVERSATION_ROOM = /^conversation:\d{1,12}$/;

const POST_ROOM = /^post:(?:\d{1,12}|[a-z0-9](?:[a-z0-9-]{0,238}[a-z0-9])?)$/;
const roomName = z
  .string({ error: REALTIME_MESSAGES.roomInvalid })
  .trim()
  .refine(
    (room) => room === FEED_ROOM || POST_ROOM.test(room) || CONVERSATION_ROOM.test(room),
    REALTIME_MESSAGES.roomInvalid,
  );

/** `subscribe` / `unsubscribe` payload: the room name, bare or as `{room}`. */
export const socketRoomCommand = z
  .union([roomName, z.object({ room: roomName })])
  .transform((v) => (typeof v === 'string' ? v : v.room));

/** The acknowledgement a `subscribe` / `unsubscribe` callback receives. */
export const socketAckSchema = z.union([
  z.object({ ok: z.literal(true), room: z.string() }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type SocketAck = z.infer<typeof socketAckSchema>;
