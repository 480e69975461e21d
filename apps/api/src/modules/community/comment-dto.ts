import type { CommunityComment } from '@fertilia/contracts';
import type { CommentWithAuthor } from './comment-repo';
import { toAuthor } from './dto';
import type { Viewer } from './access';

/** The viewer-independent comment (what events carry): no author at all when it was posted anonymously. */
export function toPublicComment({ comment, author }: CommentWithAuthor): CommunityComment {
  return {
    id: comment.id,
    content: comment.content,
    post_id: comment.postId,
    is_anonymous: comment.isAnonymous,
    parent_id: comment.parentId,
    author: comment.isAnonymous ? null : toAuthor(author),
    replies: [],
    created_at: comment.createdAt.toISOString(),
    updated_at: comment.updatedAt.toISOString(),
  };
}

export function toViewerComment(found: CommentWithAuthor, viewer: Viewer): CommunityComment {
  return {
    ...toPublicComment(found),
    is_own: found.comment.authorId === viewer.id,
    ...(found.comment.isAnonymous && viewer.canModerate && { moderation_author: toAuthor(found.author) }),
  };
}

/** Nests replies under their parents; each level stays in the (oldest first) order it was given. */
export function nestReplies(
  roots: CommentWithAuthor[],
  replies: CommentWithAuthor[],
  viewer: Viewer,
): CommunityComment[] {
  const byId = new Map<number, CommunityComment>();
  const top = roots.map((r) => {
    const c = toViewerComment(r, viewer);
    byId.set(c.id, c);
    return c;
  });
  for (const r of replies) byId.set(r.comment.id, toViewerComment(r, viewer));
  for (const r of replies) {
    // A reply whose parent is not shown (hidden for this viewer) is left out with its parent.
    byId.get(r.comment.parentId!)?.replies.push(byId.get(r.comment.id)!);
  }
  return top;
}
