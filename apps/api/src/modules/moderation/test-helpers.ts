import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  REPORT_TRUST_MIN_ACCOUNT_DAYS,
  type CommunityComment,
  type CommunityPost,
  type PostCreateInput,
} from '@fertilia/contracts';
import { auditEvents, communityPosts, contentReports, postComments, users } from '../../db/schema';
import { createTestAppWithCast, type TestAppOptions } from '../../test/app';
import { postCreated } from '../../test/http';
import { createPatients, type CastSpec, type TestUser } from '../../test/users';

/* Shared by the moderation and realtime test files only. Content is made through the community API. */

/** A fresh test app with the users of `spec` and a crowd of `members` patients who report things. */
export async function moderationTestApp<S extends CastSpec>(
  spec: S,
  members: number,
  options?: TestAppOptions,
) {
  const { app, cast } = await createTestAppWithCast(spec, options);
  return { app, cast, members: await createPatients(app, members) };
}

let counter = 0;

export const createCommunityPost = (
  app: FastifyInstance,
  author: TestUser,
  overrides: Partial<PostCreateInput> = {},
): Promise<CommunityPost> =>
  postCreated(app, author, '/api/community/posts', {
    title: `Moderation sample ${++counter}`,
    content: 'Sharing how my second transfer went, with the questions I asked.',
    category: 'ivf',
    ...overrides,
  });

export const createCommunityComment = (
  app: FastifyInstance,
  author: TestUser,
  postId: number,
  values: { content?: string; is_anonymous?: boolean; parent_id?: number } = {},
): Promise<CommunityComment> =>
  postCreated(app, author, '/api/community/comments', {
    content: 'Thinking of you, it gets easier.',
    post_id: postId,
    ...values,
  });

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sets the account's creation `days` days before the app's clock (its trust depends on its age). */
export async function setAccountAge(app: FastifyInstance, who: TestUser, days: number): Promise<void> {
  const createdAt = new Date(app.deps.clock.now().getTime() - days * DAY_MS);
  await app.deps.db.db.update(users).set({ createdAt }).where(eq(users.id, who.user.id));
}

/**
 * Makes `who` an established member, whose reports count toward hiding: an account a month older than
 * REPORT_TRUST_MIN_ACCOUNT_DAYS by the app's clock (an older one is left alone). Confirmation and past
 * dismissed reports are up to the test.
 */
export async function establish(app: FastifyInstance, who: TestUser): Promise<void> {
  const createdAt = new Date(app.deps.clock.now().getTime() - (REPORT_TRUST_MIN_ACCOUNT_DAYS + 30) * DAY_MS);
  await app.deps.db.db
    .update(users)
    .set({ createdAt })
    .where(and(eq(users.id, who.user.id), gt(users.createdAt, createdAt)));
}

/**
 * `who` reports a post or comment as an established member (see `establish`): the reporters of a test stand
 * for real members unless it says otherwise. `sendReport` reports with the account as it is.
 */
export async function report(
  app: FastifyInstance,
  who: TestUser | null,
  kind: 'posts' | 'comments',
  id: number | string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  if (who) await establish(app, who);
  return sendReport(app, who, kind, id, payload);
}

export const sendReport = (
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
