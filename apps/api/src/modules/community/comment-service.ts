import {
  COMMUNITY_MESSAGES,
  type CommunityComment,
  type CommunityCommentPage,
  type commentCreateSchema,
  type commentUpdateSchema,
} from '@fertilia/contracts';
import type { z } from 'zod';
import { forbidden, invalidField, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/service';
import { readablePost } from './access';
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
import type { CommunityContext, Viewer } from './viewer';

export type CommentCreate = z.output<typeof commentCreateSchema>;
export type CommentUpdate = z.output<typeof commentUpdateSchema>;

/** A comment the viewer may see, on a post the viewer may read; 404 otherwise. */
async function readableComment(
  ctx: CommunityContext,
  viewer: Viewer,
  id: number,
): Promise<CommentWithAuthor> {
  const db = ctx.deps.db.db;
  const found = await findCommentById(db, id);
  const own = found?.comment.authorId === viewer.id;
  if (!found || (found.comment.status !== 'visible' && !own && !viewer.canModerate)) {
    throw notFound(COMMUNITY_MESSAGES.commentNotFound);
  }
  await readablePost(db, viewer, { id: found.comment.postId });
  return found;
}

/** Adds a comment (or a reply within the same post) and raises both comment counts in one transaction. */
export async function addComment(
  ctx: CommunityContext,
  viewer: Viewer,
  input: CommentCreate,
): Promise<CommunityComment> {
  const db = ctx.deps.db.db;
  const post = await readablePost(db, viewer, { id: input.post_id });
  const parent = input.parent_id != null ? await findCommentById(db, input.parent_id) : undefined;
  if (input.parent_id != null && (!parent || parent.comment.postId !== post.post.id)) {
    throw invalidField('body', 'parent_id', COMMUNITY_MESSAGES.parentNotInPost);
  }
  const id = await db.transaction(async (tx) => {
    const now = ctx.deps.clock.now();
    const row = await insertCommentRow(tx, {
      postId: post.post.id,
      authorId: viewer.id,
      parentId: input.parent_id ?? null,
      content: input.content,
      isAnonymous: input.is_anonymous,
      createdAt: now,
      updatedAt: now,
    });
    await shiftCommentCount(tx, post.post.id, 1);
    await noticeComment(ctx, tx, post.post, parent?.comment ?? null, viewer.id, input.is_anonymous);
    return row.id;
  });
  const saved = (await findCommentById(db, id))!;
  announceComment(ctx, post, toPublicComment(saved));
  await announcePost(ctx, db, post.post.id);
  return toViewerComment(saved, viewer);
}

/** Only the author edits a comment. */
export async function editComment(
  ctx: CommunityContext,
  viewer: Viewer,
  id: number,
  input: CommentUpdate,
): Promise<CommunityComment> {
  const db = ctx.deps.db.db;
  const found = await readableComment(ctx, viewer, id);
  if (found.comment.authorId !== viewer.id) throw forbidden();
  await updateCommentRow(db, id, {
    ...(input.content !== undefined && { content: input.content }),
    ...(input.is_anonymous !== undefined && { isAnonymous: input.is_anonymous }),
    updatedAt: ctx.deps.clock.now(),
  });
  return toViewerComment((await findCommentById(db, id))!, viewer);
}

/**
 * The author, or staff with the moderation permission (audited), deletes a comment with every reply
 * under it; the post's counts drop by the number of visible comments that went.
 */
export async function deleteComment(ctx: CommunityContext, viewer: Viewer, id: number): Promise<void> {
  const db = ctx.deps.db.db;
  const found = await readableComment(ctx, viewer, id);
  const own = found.comment.authorId === viewer.id;
  if (!own && !viewer.canModerate) throw forbidden();
  const postId = found.comment.postId;
  await db.transaction(async (tx) => {
    const removed = await deleteCommentTree(tx, id);
    await shiftCommentCount(tx, postId, -removed);
    if (!own) {
      await recordAudit(tx, {
        action: 'community.comment_deleted',
        actorId: viewer.id,
        targetUserId: found.comment.authorId,
        ip: viewer.ip,
        details: { comment_id: id, post_id: postId, removed },
      });
    }
  });
  await announcePost(ctx, db, postId, { removed_comment_id: id });
}

export async function listComments(
  ctx: CommunityContext,
  viewer: Viewer,
  slug: string,
  page: Page,
): Promise<CommunityCommentPage> {
  const db = ctx.deps.db.db;
  const { post } = await readablePost(db, viewer, { slug });
  const { rows, total } = await listCommentRows(db, post.id, viewer, page);
  return { items: rows.map((r) => toViewerComment(r, viewer)), total, skip: page.skip, limit: page.limit };
}

/** Top-level comments, oldest first, each carrying its replies nested beneath it. */
export async function listThreads(
  ctx: CommunityContext,
  viewer: Viewer,
  slug: string,
  page: Page,
): Promise<CommunityCommentPage> {
  const db = ctx.deps.db.db;
  const { post } = await readablePost(db, viewer, { slug });
  const { roots, replies, total } = await listThreadRows(db, post.id, viewer, page);
  return { items: nestReplies(roots, replies, viewer), total, skip: page.skip, limit: page.limit };
}
