import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  MESSAGES,
  MODERATION_MESSAGES,
  type ModerationCommentPage,
  type ModerationPostPage,
} from '@fertilia/contracts';
import { createUserWithToken, type Cast, type CastSpec, type TestUser } from '../../test/users';
import {
  createCommunityComment,
  createCommunityPost,
  decide,
  moderationTestApp,
  report,
} from './test-helpers';

const CAST = {
  author: { role: 'patient', values: { firstName: 'Lena', lastName: 'Ortiz' } },
  moderator: 'content_moderator',
  admin: 'admin',
} satisfies CastSpec;

let app: FastifyInstance;
let cast: Cast<typeof CAST>;
let members: TestUser[];

beforeAll(async () => ({ app, cast, members } = await moderationTestApp(CAST, 3)));
afterAll(() => app.close());

const queue = (who: TestUser | null, kind: 'posts' | 'comments', query = '') =>
  app.inject({ method: 'GET', url: `/api/admin/moderation/${kind}${query}`, headers: who?.auth ?? {} });

describe('GET /api/admin/moderation/posts', () => {
  it('groups reports per post with the real author of an anonymous post, the count and the reasons', async () => {
    const quiet = await createCommunityPost(app, cast.author, { title: 'Reported once' });
    const loud = await createCommunityPost(app, cast.author, {
      title: 'Reported by three',
      is_anonymous: true,
    });
    await report(app, members[0]!, 'posts', quiet.id, { reason: 'Looks like an advert.' });
    for (const [i, m] of members.entries())
      await report(app, m, 'posts', loud.id, { reason: `Unkind words number ${i}` });

    const res = await queue(cast.moderator, 'posts');
    expect(res.statusCode).toBe(200);
    const page: ModerationPostPage = res.json();
    expect(page).toMatchObject({ total: 2, skip: 0, limit: 20 });
    // Hidden items first: members cannot see them until someone decides.
    expect(page.items.map((i) => i.post.id)).toEqual([loud.id, quiet.id]);
    const [first, second] = page.items;
    expect(first).toMatchObject({
      report_count: 3,
      post: {
        id: loud.id,
        slug: loud.slug,
        title: 'Reported by three',
        is_anonymous: true,
        status: 'hidden',
        moderation_reason: null,
        author: {
          id: cast.author.user.id,
          username: cast.author.user.username,
          display_name: 'Lena Ortiz',
          role: 'patient',
        },
      },
    });
    expect(first!.reports.map((r) => r.reason)).toEqual([
      'Unkind words number 2',
      'Unkind words number 1',
      'Unkind words number 0',
    ]);
    expect(first!.reports[0]).toMatchObject({
      reporter: { id: members[2]!.user.id },
      decision: null,
      resolved_at: null,
    });
    expect(Date.parse(first!.first_reported_at)).toBeLessThanOrEqual(Date.parse(first!.last_reported_at));
    expect(second).toMatchObject({ report_count: 1, post: { status: 'visible' } });
    expect(second!.first_reported_at).toBe(second!.last_reported_at);

    const paged: ModerationPostPage = (await queue(cast.admin, 'posts', '?skip=1&limit=1')).json();
    expect(paged).toMatchObject({ total: 2, skip: 1, limit: 1 });
    expect(paged.items.map((i) => i.post.id)).toEqual([quiet.id]);

    // A decision moves the item to the resolved list, with the outcome on each report.
    await decide(app, cast.moderator, 'posts', quiet.id, { decision: 'dismiss', reason: 'Not an advert.' });
    const open: ModerationPostPage = (await queue(cast.moderator, 'posts', '?status=open')).json();
    expect(open.items.map((i) => i.post.id)).toEqual([loud.id]);
    const resolved: ModerationPostPage = (await queue(cast.moderator, 'posts', '?status=resolved')).json();
    expect(resolved.total).toBe(1);
    expect(resolved.items[0]).toMatchObject({ post: { id: quiet.id, status: 'visible' }, report_count: 1 });
    expect(resolved.items[0]!.reports[0]).toMatchObject({
      decision: 'dismissed',
      decision_reason: 'Not an advert.',
    });
    expect(resolved.items[0]!.reports[0]!.resolved_at).toEqual(expect.any(String));
  });

  it('validates status, skip and limit', async () => {
    const bad = await queue(cast.moderator, 'posts', '?status=closed');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0]).toMatchObject({
      loc: ['query', 'status'],
      msg: MODERATION_MESSAGES.queueStatusInvalid,
    });
    const limit = await queue(cast.moderator, 'posts', '?limit=0');
    expect(limit.statusCode).toBe(422);
    expect(limit.json().detail[0]).toMatchObject({ loc: ['query', 'limit'], msg: MESSAGES.limitRange });
    const skip = await queue(cast.moderator, 'posts', '?skip=-1');
    expect(skip.json().detail[0]).toMatchObject({ loc: ['query', 'skip'], msg: MESSAGES.skipMin });
  });
});

describe('GET /api/admin/moderation/comments', () => {
  it('lists reported comments with their post and real author', async () => {
    const post = await createCommunityPost(app, members[0]!, { title: 'Where comments get reported' });
    const comment = await createCommunityComment(app, cast.author, post.id, {
      content: 'A comment someone disliked',
      is_anonymous: true,
    });
    await report(app, members[1]!, 'comments', comment.id, { reason: 'Medical misinformation.' });
    const page: ModerationCommentPage = (await queue(cast.moderator, 'comments')).json();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      report_count: 1,
      comment: {
        id: comment.id,
        content: 'A comment someone disliked',
        post_id: post.id,
        post_slug: post.slug,
        post_title: 'Where comments get reported',
        parent_id: null,
        is_anonymous: true,
        status: 'visible',
        author: { id: cast.author.user.id, display_name: 'Lena Ortiz' },
      },
      reports: [{ reason: 'Medical misinformation.', reporter: { id: members[1]!.user.id } }],
    });
  });
});

describe('moderation queue permissions', () => {
  it.each(['posts', 'comments'] as const)(
    '%s: 401 without a token, 403 for members and other staff',
    async (kind) => {
      const none = await queue(null, kind);
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ detail: MESSAGES.notAuthenticated });
      for (const role of ['patient', 'doctor', 'finance', 'support'] as const) {
        const res = await queue(await createUserWithToken(app, { role }), kind);
        expect(res.statusCode, role).toBe(403);
        expect(res.json()).toEqual({ detail: MESSAGES.forbidden });
      }
      const unconfirmed = await createUserWithToken(app, { role: 'content_moderator', confirmed: false });
      expect((await queue(unconfirmed, kind)).statusCode).toBe(403);
      for (const role of ['content_moderator', 'admin', 'super_admin'] as const)
        expect((await queue(await createUserWithToken(app, { role }), kind)).statusCode, role).toBe(200);
    },
  );
});
