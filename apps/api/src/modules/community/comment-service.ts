import type { z } from 'zod';
import {
  COMMUNITY_MESSAGES,
  forbidden,
  invalidField,
  notFound,
  type CommunityComment,
  type CommunityCommentPage,
  type commentCreateSchema,
  type commentUpdateSchema,
} from '@fertilia/contracts';
import { inTransaction, type MemberContext } from '../../http/context';
import { sentColumns } from '../../lib/sent-columns';
import { recordAudit } from '../audit/service';
import { readablePost, viewerFor, type Viewer } from './access';
import { nestReplies, toPublicComment, toViewerComment } from './comment-dto';
import {
  deleteCommentTree,
  findCommentById,
  insertCommentRow,
  listCommentRows,
  listThreadRows,
  shiftCommentCount,
  updateCommentRow,
  type CommentWithAuthor,
} from './comment-repo';
import { announceComment, announcePost } from './events';
import { noticeComment } from './notices';
import type { Page } from './post-repo';

export type CommentCreate = z.output<typeof commentCreateSchema>;
export type CommentUpdate = z.output<typeof commentUpdateSchema>;

/** A comment the viewer may see, on a post the viewer may read; 404 otherwise. */
async function readableComment(ctx: MemberContext, viewer: Viewer, id: number): Promise<CommentWithAuthor> {
  const found = await findCommentById(ctx.db, id);
  const own = found?.comment.authorId === viewer.id;
  if (!found || (found.comment.status !== 'visible' && !own && !viewer.canModerate)) {
    throw notFound(COMMUNITY_MESSAGES.commentNotFound);
  }
  await readablePost(ctx.db, viewer, { id: found.comment.postId });
  return found;
}

/** Adds a comment (or a reply within the same post) and raises both comment counts in one transaction. */
export async function addComment(ctx: MemberContext, input: CommentCreate): Promise<CommunityComment> {
  const viewer = viewerFor(ctx.actor);
  const post = await readablePost(ctx.db, viewer, { id: input.post_id });
  const parent = input.parent_id != null ? await findCommentById(ctx.db, input.parent_id) : undefined;
  if (input.parent_id != null && (!parent || parent.comment.postId !== post.post.id)) {
    throw invalidField('body', 'parent_id', COMMUNITY_MESSAGES.parentNotInPost);
  }
  const id = await inTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    const row = await insertCommentRow(tx.db, {
      postId: post.post.id,
      authorId: viewer.id,
      parentId: input.parent_id ?? null,
      content: input.content,
      isAnonymous: input.is_anonymous,
      createdAt: now,
      updatedAt: now,
    });
    await shiftCommentCount(tx.db, post.post.id, 1);
    await noticeComment(tx, {
      post: post.post,
      parent: parent?.comment ?? null,
      actorId: viewer.id,
      anonymous: input.is_anonymous,
    });
    return row.id;
  });
  const saved = (await findCommentById(ctx.db, id))!;
  announceComment(ctx, { found: post, comment: toPublicComment(saved) });
  await announcePost(ctx, { postId: post.post.id });
  return toViewerComment(saved, viewer);
}

/** Only the author edits a comment. */
export async function editComment(
  ctx: MemberContext,
  { id, changes }: { id: number; changes: CommentUpdate },
): Promise<CommunityComment> {
  const viewer = viewerFor(ctx.actor);
  const found = await readableComment(ctx, viewer, id);
  if (found.comment.authorId !== viewer.id) throw forbidden();
  await updateCommentRow(ctx.db, id, { ...sentColumns(changes), updatedAt: ctx.clock.now() });
  return toViewerComment((await findCommentById(ctx.db, id))!, viewer);
}

/**
 * The author, or staff with the moderation permission (audited), deletes a comment with every reply
 * under it; the post's counts drop by the number of visible comments that went.
 */
export async function deleteComment(ctx: MemberContext, id: number): Promise<void> {
  const viewer = viewerFor(ctx.actor);
  const found = await readableComment(ctx, viewer, id);
  const own = found.comment.authorId === viewer.id;
  if (!own && !viewer.canModerate) throw forbidden();
  const postId = found.comment.postId;
  await inTransaction(ctx, async (tx) => {
    const removed = await deleteCommentTree(tx.db, id);
    await shiftCommentCount(tx.db, postId, -removed);
    if (!own) {
      await recordAudit(tx, {
        action: 'community.comment_deleted',
        targetUserId: found.comment.authorId,
        details: { comment_id: id, post_id: postId, removed },
      });
    }
  });
  await announcePost(ctx, { postId, extras: { removed_comment_id: id } });
}

export async function listComments(
  ctx: MemberContext,
  { slug, page }: { slug: string; page: Page },
): Promise<CommunityCommentPage> {
  const viewer = viewerFor(ctx.actor);
  const { post } = await readablePost(ctx.db, viewer, { slug });
  const { rows, total } = await listCommentRows(ctx.db, post.id, viewer, page);
  return { items: rows.map((r) => toViewerComment(r, viewer)), total, skip: page.skip, limit: page.limit };
}

/** Top-level comments, oldest first, each carrying its replies nested beneath it. */
export async function listThreads(
  ctx: MemberContext,
  { slug, page }: { slug: string; page: Page },
): Promise<CommunityCommentPage> {
  const viewer = viewerFor(ctx.actor);
  const { post } = await readablePost(ctx.db, viewer, { slug });
  const { roots, replies, total } = await listThreadRows(ctx.db, post.id, viewer, page);
  return { items: nestReplies(roots, replies, viewer), total, skip: page.skip, limit: page.limit };
}
