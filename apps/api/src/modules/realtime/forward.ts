import { FEED_ROOM, LIVE_EVENTS, MESSAGES, conversationRoom } from '@fertilia/contracts';
import type { CommunityEventMap, CommunityEvents } from '../../plugins/community-events';
import { SESSION_ENDED_EVENT } from './session-sweep';
import { memberRoom, postRoom, sessionRoom, type LiveServer } from './types';

type PostUpdate = CommunityEventMap['post_update'][0];
type NewComment = CommunityEventMap['new_comment'][0];
type NewPost = CommunityEventMap['new_post'][0];
type NewMessage = CommunityEventMap['new_message'][0];
type ConversationLeft = CommunityEventMap['conversation_left'][0];
type MessageRemoved = CommunityEventMap['message_removed'][0];
type SessionEnded = CommunityEventMap['session_ended'][0];
type EmbryoAnalysisUpdate = CommunityEventMap['embryo_analysis_update'][0];

/**
 * Forwards the community bus to the subscribed clients. With the Redis adapter `io.to(...).emit` also
 * reaches clients of every other app process, so only the process where the change happened publishes.
 * A socket in several of the target rooms receives an event once.
 *
 * The community service announces only public, visible posts and their comments (modules/community/events);
 * moderation announces bare status or counter changes naming the post's visibility. A followers-only post
 * is still kept off the feed room here, so nothing about it reaches members who cannot read it.
 */
export function forwardCommunityEvents(events: CommunityEvents, io: LiveServer): () => void {
  const postUpdate = (payload: PostUpdate) => {
    const room = postRoom(payload.post.id);
    io.to(payload.post.visibility === 'followers' ? [room] : [room, FEED_ROOM]).emit(
      LIVE_EVENTS.postUpdate,
      payload,
    );
  };
  // Each socket hears of a new post once: followers (every tab, flagged for their Following view), the
  // author's own other tabs, and the feed room for a public post. Followers-only posts never reach the room.
  const newPost = ({ post, author_id, follower_ids }: NewPost) => {
    const followers = follower_ids.map(memberRoom);
    const author = memberRoom(author_id);
    if (followers.length > 0) io.to(followers).emit(LIVE_EVENTS.newPost, { post, following: true as const });
    const others = io.except(followers);
    (post.visibility === 'public' ? others.to([FEED_ROOM, author]) : others.to(author)).emit(
      LIVE_EVENTS.newPost,
      { post },
    );
  };
  const newComment = (payload: NewComment) => {
    io.to([postRoom(payload.post_id), FEED_ROOM]).emit(LIVE_EVENTS.newComment, payload);
  };
  // Only participants can join a conversation's room (rooms.ts), so the room is exactly who may read it.
  const newMessage = ({ conversation_id, message, recipient_ids }: NewMessage) => {
    io.to([conversationRoom(conversation_id), ...recipient_ids.map(memberRoom)]).emit(
      LIVE_EVENTS.newMessage,
      {
        conversation_id,
        message,
      },
    );
  };
  // The room alone: the messages screen follows the rooms of the conversations it lists, and a removal is
  // never news that should reach a screen which has not loaded the conversation.
  const messageRemoved = ({ conversation_id, message_id }: MessageRemoved) => {
    io.to(conversationRoom(conversation_id)).emit(LIVE_EVENTS.messageRemoved, {
      conversation_id,
      message_id,
    });
  };
  // Someone who leaves must hear nothing more: their sockets leave the room, on every process.
  const conversationLeft = ({ conversation_id, user_id }: ConversationLeft) => {
    const room = conversationRoom(conversation_id);
    void io
      .in(room)
      .fetchSockets()
      .then((sockets) => {
        for (const socket of sockets) if (socket.data.userId === user_id) socket.leave(room);
      })
      .catch(() => undefined);
  };
  // A session that ended stops listening at once, in every process (the Redis adapter carries both calls).
  const sessionEnded = ({ user_id, session_id }: SessionEnded) => {
    const room = session_id ? sessionRoom(session_id) : memberRoom(user_id);
    io.in(room).emit(SESSION_ENDED_EVENT, { detail: MESSAGES.sessionRevoked });
    io.in(room).disconnectSockets(true);
  };
  // Only the private rooms of those who may read the analysis: nobody else hears that it exists.
  const embryoAnalysisUpdate = ({ recipient_ids, event }: EmbryoAnalysisUpdate) => {
    if (recipient_ids.length > 0)
      io.to(recipient_ids.map(memberRoom)).emit(LIVE_EVENTS.embryoAnalysisUpdate, event);
  };
  events.on('post_update', postUpdate);
  events.on('embryo_analysis_update', embryoAnalysisUpdate);
  events.on('session_ended', sessionEnded);
  events.on('new_comment', newComment);
  events.on('new_post', newPost);
  events.on('new_message', newMessage);
  events.on('conversation_left', conversationLeft);
  events.on('message_removed', messageRemoved);
  return () => {
    events.off('post_update', postUpdate);
    events.off('new_comment', newComment);
    events.off('new_post', newPost);
    events.off('new_message', newMessage);
    events.off('conversation_left', conversationLeft);
    events.off('message_removed', messageRemoved);
    events.off('session_ended', sessionEnded);
    events.off('embryo_analysis_update', embryoAnalysisUpdate);
  };
}
