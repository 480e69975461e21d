import { can, type MemberContext } from '../../http/context';
import { readablePost, type PostRef } from './access';

export type { PostRef } from './access';

/**
 * The id of the post when the context's member may read it (the community's own rule: visible and public,
 * followers-only for followers, authors and moderators always); otherwise the same 404 as a missing post.
 * The realtime layer asks it before letting a socket into a post's room.
 */
export async function readablePostId(ctx: MemberContext, ref: PostRef): Promise<number> {
  const viewer = { id: ctx.actor.id, canModerate: can(ctx.actor, 'moderation'), ip: ctx.ip };
  const found = await readablePost(ctx.db, viewer, ref);
  return found.post.id;
}
