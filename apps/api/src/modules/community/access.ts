import { COMMUNITY_MESSAGES, notFound } from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import { can, type Actor } from '../../http/context';
import { findPostById, findPostBySlug, isReadableBy, type PostWithAuthor } from './post-repo';

/** Who reads or writes in the community: the member, and whether they may moderate (staff read everything). */
export type Viewer = { id: number; canModerate: boolean };

/** The community's view of the caller: staff holding the moderation permission read and delete everything. */
export const viewerFor = (actor: Actor): Viewer => ({ id: actor.id, canModerate: can(actor, 'moderation') });

export type PostRef = { slug: string } | { id: number };

/**
 * The post if this viewer may read it. A hidden, removed or followers-only post the viewer may not see is
 * answered exactly like a missing one (404 'Post not found'), so its existence leaks nothing. Moderators
 * read everything; authors read their own whatever its state.
 */
export async function readablePost(db: DbOrTx, viewer: Viewer, ref: PostRef): Promise<PostWithAuthor> {
  const found = 'slug' in ref ? await findPostBySlug(db, ref.slug) : await findPostById(db, ref.id);
  if (!found) throw notFound(COMMUNITY_MESSAGES.postNotFound);
  if (found.post.authorId === viewer.id || viewer.canModerate) return found;
  if (!(await isReadableBy(db, found.post.id, viewer.id))) throw notFound(COMMUNITY_MESSAGES.postNotFound);
  return found;
}
