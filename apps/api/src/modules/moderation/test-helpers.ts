import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CommunityComment, CommunityPost, PostCreateInput } from '@fertilia/contracts';
import { auditEvents, communityPosts, contentReports, postComments } from '../../db/schema';
import type { TestUser } from '../../test/users';

/* Shared by the moderation and realtime test files only. Content is made through the community API. */

let counter = 0;

export async function createCommunityPost(
  app: FastifyInstance,
  author: TestUser,
  overrides: Partial<PostCreateInput> = {},
): Promise<CommunityPost> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/community/posts',
    headers: author.auth,
    payload: {
      title: `Moderation sample ${++counter}`,
      content: 'Sharing how my second transfer went, with the questions I asked.',
      category: 'ivf',
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`post not created: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function createCommunityComment(
  app: FastifyInstance,
  author: TestUser,
  postId: number,
  values: { content?: string; is_anonymous?: boolean; parent_id?: number } = {},
): Promise<CommunityComment> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/community/comments',
    headers: author.auth,
    payload: { content: 'Thinking of you, it gets easier.', post_id: postId, ...values },
  });
  if (res.statusCode !== 201) throw new Error(`comment not created: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const report = (
  app: FastifyInstance,
  who: TestUser | null,
  kind: 'posts' | 'comments',
  id: number | string,
  payload: unknown = { reason: 'This is unkind and off topic.' },
): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url: `/api/community/${kind}/${id}/report`,
    headers: who?.auth ?? {},
    payload: payload as Record<string, unknown>,
  });

export const decide = (
  app: FastifyInstance,
  who: TestUser | null,
  kind: 'posts' | 'comments',
  id: number,
  payload: unknown,
): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url: `/api/admin/moderation/${kind}/${id}/decision`,
    headers: who?.auth ?? {},
    payload: payload as Record<string, unknown>,
  });

export const postRow = async (app: FastifyInstance, id: number) =>
  (await app.deps.db.db.select().from(communityPosts).where(eq(communityPosts.id, id)))[0]!;

export const commentRow = async (app: FastifyInstance, id: number) =>
  (await app.deps.db.db.select().from(postComments).where(eq(postComments.id, id)))[0]!;

export const reportsOf = (app: FastifyInstance, targetType: 'post' | 'comment', id: number) =>
  app.deps.db.db
    .select()
    .from(contentReports)
    .where(and(eq(contentReports.targetType, targetType), eq(contentReports.targetId, id)));

export const auditOf = (app: FastifyInstance, action: string) =>
  app.deps.db.db.select().from(auditEvents).where(eq(auditEvents.action, action));
