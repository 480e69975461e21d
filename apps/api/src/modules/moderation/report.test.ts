import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  COMMUNITY_MESSAGES,
  MESSAGES,
  MODERATION_MESSAGES,
  REPORT_HIDE_THRESHOLD,
  REPORT_REASON_MAX,
} from '@fertilia/contracts';
import { createUserWithToken, type Cast, type CastSpec, type TestUser } from '../../test/users';
import {
  auditOf,
  commentRow,
  createCommunityComment,
  createCommunityPost,
  moderationTestApp,
  postRow,
  report,
  reportsOf,
} from './test-helpers';

const CAST = { author: 'patient' } satisfies CastSpec;

let app: FastifyInstance;
let cast: Cast<typeof CAST>;
let members: TestUser[];

beforeAll(async () => ({ app, cast, members } = await moderationTestApp(CAST, 5)));
afterAll(() => app.close());

const member = (i: number) => members[i]!;
const feedIds = async (viewer: TestUser) =>
  (
    (
      await app.inject({ method: 'GET', url: '/api/community/feed?limit=100', headers: viewer.auth })
    ).json() as { items: { id: number }[] }
  ).items.map((p) => p.id);

describe('POST /api/community/posts/{id}/report', () => {
  it('records a report, answers 201 and audits it without hiding below the threshold', async () => {
    const post = await createCommunityPost(app, cast.author);
    const res = await report(app, member(0), 'posts', post.id, { reason: '  Spam link to a shop.  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: MODERATION_MESSAGES.reportReceived,
      target_type: 'post',
      target_id: post.id,
    });
    const rows = await reportsOf(app, 'post', post.id);
    expect(rows).toMatchObject([
      { reporterId: member(0).user.id, reason: 'Spam link to a shop.', status: 'open' },
    ]);
    expect((await postRow(app, post.id)).status).toBe('visible');
    const audits = (await auditOf(app, 'moderation.reported')).filter(
      (a) => (a.details as { target_id: number }).target_id === post.id,
    );
    expect(audits).toMatchObject([
      {
        actorId: member(0).user.id,
        targetUserId: cast.author.user.id,
        details: { target_type: 'post', hidden: false },
      },
    ]);
  });

  it(`hides the post when ${REPORT_HIDE_THRESHOLD} distinct members reported it, and feeds drop it`, async () => {
    const post = await createCommunityPost(app, cast.author);
    for (let i = 0; i < REPORT_HIDE_THRESHOLD - 1; i++)
      expect((await report(app, member(i), 'posts', post.id)).statusCode).toBe(201);
    expect((await postRow(app, post.id)).status).toBe('visible');
    expect(await feedIds(member(4))).toContain(post.id);

    expect((await report(app, member(REPORT_HIDE_THRESHOLD - 1), 'posts', post.id)).statusCode).toBe(201);
    expect((await postRow(app, post.id)).status).toBe('hidden');
    expect(await feedIds(member(4))).not.toContain(post.id);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/community/posts/${post.slug}`,
      headers: member(4).auth,
    });
    expect(detail.statusCode).toBe(404);
    // Hidden means gone for members: a further report finds nothing to report.
    const late = await report(app, member(4), 'posts', post.id);
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual({ detail: COMMUNITY_MESSAGES.postNotFound });
  });

  it('counts members, not reports: one member reporting again is refused with 409 and hides nothing', async () => {
    const post = await createCommunityPost(app, cast.author);
    expect((await report(app, member(0), 'posts', post.id)).statusCode).toBe(201);
    for (let i = 0; i < REPORT_HIDE_THRESHOLD; i++) {
      const again = await report(app, member(0), 'posts', post.id, { reason: 'Reporting it once more.' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ detail: MODERATION_MESSAGES.alreadyReportedPost });
    }
    expect(await reportsOf(app, 'post', post.id)).toHaveLength(1);
    expect((await postRow(app, post.id)).status).toBe('visible');
  });

  it('hides exactly once when the deciding reports arrive at the same moment', async () => {
    const post = await createCommunityPost(app, cast.author);
    const answers = await Promise.all(members.map((m) => report(app, m, 'posts', post.id)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual(
      // Once hidden, later reporters no longer see the post.
      [...Array(REPORT_HIDE_THRESHOLD).fill(201), ...Array(members.length - REPORT_HIDE_THRESHOLD).fill(404)],
    );
    expect((await postRow(app, post.id)).status).toBe('hidden');
    const hiding = (await auditOf(app, 'moderation.reported')).filter((a) => {
      const d = a.details as { target_id: number; hidden: boolean };
      return d.target_id === post.id && d.hidden;
    });
    expect(hiding).toHaveLength(1);
  });

  it("refuses the author's own post with 403, even an anonymous one", async () => {
    const post = await createCommunityPost(app, cast.author, { is_anonymous: true });
    const res = await report(app, cast.author, 'posts', post.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: MODERATION_MESSAGES.ownPost });
  });

  it('answers 404 for a missing post and for a followers-only post the member cannot read', async () => {
    expect((await report(app, member(0), 'posts', 999_999)).json()).toEqual({
      detail: COMMUNITY_MESSAGES.postNotFound,
    });
    const post = await createCommunityPost(app, cast.author, { visibility: 'followers' });
    expect((await report(app, member(0), 'posts', post.id)).statusCode).toBe(404);
    await app.inject({
      method: 'POST',
      url: `/api/community/users/${cast.author.user.id}/follow`,
      headers: member(1).auth,
    });
    expect((await report(app, member(1), 'posts', post.id)).statusCode).toBe(201);
  });

  it('validates the reason (5–500 characters after trimming) and the id', async () => {
    const post = await createCommunityPost(app, cast.author);
    const cases: [unknown, string][] = [
      [{}, MODERATION_MESSAGES.reasonRequired],
      [{ reason: 42 }, MODERATION_MESSAGES.reasonRequired],
      [{ reason: '  bad ' }, MODERATION_MESSAGES.reasonMin],
      [{ reason: 'x'.repeat(REPORT_REASON_MAX + 1) }, MODERATION_MESSAGES.reasonMax],
    ];
    for (const [payload, msg] of cases) {
      const res = await report(app, member(0), 'posts', post.id, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual([expect.objectContaining({ loc: ['body', 'reason'], msg })]);
    }
    const badId = await report(app, member(0), 'posts', 'abc');
    expect(badId.statusCode).toBe(422);
    expect(badId.json().detail[0]).toMatchObject({ loc: ['path', 'id'], msg: MESSAGES.invalidId });
    expect(await reportsOf(app, 'post', post.id)).toHaveLength(0);
  });

  it('needs a token (401) and a confirmed account (403)', async () => {
    const post = await createCommunityPost(app, cast.author);
    const anonymous = await report(app, null, 'posts', post.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: MESSAGES.notAuthenticated });
    const unconfirmed = await createUserWithToken(app, { role: 'patient', confirmed: false });
    const res = await report(app, unconfirmed, 'posts', post.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: MESSAGES.accountNotConfirmed });
  });
});

describe('POST /api/community/comments/{id}/report', () => {
  it('records a report; the threshold hides the comment and takes it out of both counters', async () => {
    const post = await createCommunityPost(app, cast.author);
    const comment = await createCommunityComment(app, member(4), post.id);
    const kept = await createCommunityComment(app, member(3), post.id);
    expect((await postRow(app, post.id)).commentsCount).toBe(2);

    for (let i = 0; i < REPORT_HIDE_THRESHOLD; i++) {
      const res = await report(app, member(i), 'comments', comment.id);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ target_type: 'comment', target_id: comment.id });
    }
    expect((await commentRow(app, comment.id)).status).toBe('hidden');
    expect((await postRow(app, post.id)).commentsCount).toBe(1);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/community/posts/${post.slug}`,
      headers: cast.author.auth,
    });
    expect(detail.json()).toMatchObject({ comment_count: 1, comments_count: 1 });
    const list = await app.inject({
      method: 'GET',
      url: `/api/community/posts/${post.slug}/comments`,
      headers: cast.author.auth,
    });
    const shown = (list.json() as { items: { id: number }[] }).items.map((c) => c.id);
    expect(shown).toEqual([kept.id]);
  });

  it('refuses own comments (403), duplicates (409), missing comments (404), and bad reasons (422)', async () => {
    const post = await createCommunityPost(app, cast.author);
    const comment = await createCommunityComment(app, member(0), post.id, { is_anonymous: true });
    const own = await report(app, member(0), 'comments', comment.id);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ detail: MODERATION_MESSAGES.ownComment });

    expect((await report(app, member(1), 'comments', comment.id)).statusCode).toBe(201);
    const again = await report(app, member(1), 'comments', comment.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: MODERATION_MESSAGES.alreadyReportedComment });

    const missing = await report(app, member(1), 'comments', 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: COMMUNITY_MESSAGES.commentNotFound });

    const short = await report(app, member(2), 'comments', comment.id, { reason: 'no' });
    expect(short.statusCode).toBe(422);
    expect(short.json().detail[0]).toMatchObject({
      loc: ['body', 'reason'],
      msg: MODERATION_MESSAGES.reasonMin,
    });
  });

  it('needs a token (401) and a confirmed account (403)', async () => {
    const post = await createCommunityPost(app, cast.author);
    const comment = await createCommunityComment(app, member(0), post.id);
    expect((await report(app, null, 'comments', comment.id)).statusCode).toBe(401);
    const unconfirmed = await createUserWithToken(app, { role: 'patient', confirmed: false });
    expect((await report(app, unconfirmed, 'comments', comment.id)).statusCode).toBe(403);
  });
});
