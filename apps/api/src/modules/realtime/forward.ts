import { FEED_ROOM, LIVE_EVENTS } from '@fertilia/contracts';
import type { CommunityEventMap, CommunityEvents } from '../../plugins/community-events';
import { postRoom, type LiveServer } from './types';

type PostUpdate = CommunityEventMap['post_update'][0];
type NewComment = CommunityEventMap['new_comment'][0];

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
  const newComment = (payload: NewComment) => {
    io.to([postRoom(payload.post_id), FEED_ROOM]).emit(LIVE_EVENTS.newComment, payload);
  };
  events.on('post_update', postUpdate);
  events.on('new_comment', newComment);
  return () => {
    events.off('post_update', postUpdate);
    events.off('new_comment', newComment);
  };
}
