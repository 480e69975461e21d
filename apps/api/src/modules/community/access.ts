import { COMMUNITY_MESSAGES } from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { findPostById, findPostBySlug, isReadableBy, type PostWithAuthor } from './post-repo';
import type { Viewer } from './viewer';

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
