import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  COMMUNITY_MESSAGES,
  MESSAGES,
  MODERATION_MESSAGES,
  REPORT_HIDE_THRESHOLD,
  REPORT_REASON_MAX,
} from '@fertilia/contracts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import {
  createPatients,
  createUserWithToken,
  type Cast,
  type CastSpec,
  type TestUser,
} from '../../test/users';
import {
  auditOf,
  commentRow,
  createCommunityComment,
  createCommunityPost,
  decide,
  moderationTestApp,
  postRow,
  report,
  reportsOf,
} from './test-helpers';

const CAST = {
  author: { role: 'patient', values: { firstName: 'Ines' } },
  moderator: 'content_moderator',
} satisfies CastSpec;

let app: FastifyInstance;
let cast: Cast<typeof CAST>;
let smtp: TestSmtp;
let members: TestUser[];

beforeAll(async () => {
  smtp = await startTestSmtp();
  ({ app, cast, members } = await moderationTestApp(CAST, REPORT_HIDE_THRESHOLD, { smtp }));
});
afterAll(() => app.close());

/**
 * `count` reports of one item by members who never reported before: a dismissal costs its reporters their
 * trust (ADR 009, finding 12), so each item gets a crowd of its own.
 */
async function reportedBy(count: number, kind: 'posts' | 'comments', id: number) {
  for (const reporter of await createPatients(app, count))
    expect((await report(app, reporter, kind, id)).statusCode).toBe(201);
}
/** A post reported by `count` members (hidden once the threshold is reached). */
async function reportedPost(count: number) {
  const post = await createCommunityPost(app, cast.author);
  await reportedBy(count, 'posts', post.id);
  return post;
}
async function reportedComment(count: number) {
  const post = await createCommunityPost(app, members[0]!);
  const comment = await createCommunityComment(app, cast.author, post.id);
  await createCommunityComment(app, members[1]!, post.id);
  await reportedBy(count, 'comments', comment.id);
  return { post, comment };
}
const decisionAudit = async (action: string, key: string, id: number) =>
  (await auditOf(app, action)).filter((a) => (a.details as Record<string, unknown>)[key] === id);
const feedIds = async () =>
  (
    (
      await app.inject({ method: 'GET', url: '/api/community/feed?limit=100', headers: members[2]!.auth })
    ).json() as {
      items: { id: number }[];
    }
  ).items.map((p) => p.id);

describe('POST /api/admin/moderation/posts/{id}/decision', () => {
  it('approve: a hidden post is visible again and its reports are closed as approved, audited', async () => {
    const post = await reportedPost(REPORT_HIDE_THRESHOLD);
    expect((await postRow(app, post.id)).status).toBe('hidden');
    const res = await decide(app, cast.moderator, 'posts', post.id, { decision: 'approve' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: MODERATION_MESSAGES.decided.approve,
      target_type: 'post',
      target_id: post.id,
      decision: 'approve',
      status: 'visible',
      reports_resolved: REPORT_HIDE_THRESHOLD,
    });
    expect((await postRow(app, post.id)).status).toBe('visible');
    expect(await feedIds()).toContain(post.id);
    const reports = await reportsOf(app, 'post', post.id);
    expect(reports.every((r) => r.status === 'resolved' && r.decision === 'approved')).toBe(true);
    expect(reports.every((r) => r.resolvedBy === cast.moderator.user.id && r.resolvedAt)).toBe(true);
    expect(await decisionAudit('moderation.post_decided', 'post_id', post.id)).toMatchObject([
      {
        actorId: cast.moderator.user.id,
        targetUserId: cast.author.user.id,
        details: { decision: 'approve', from: 'hidden', to: 'visible', reports: REPORT_HIDE_THRESHOLD },
      },
    ]);
  });

  it('remove: the post is taken down with the reason, leaves the feed, and the author is mailed why', async () => {
    const post = await reportedPost(1);
    const reason = 'It shares a clinic patient’s private details.';
    const res = await decide(app, cast.moderator, 'posts', post.id, { decision: 'remove', reason });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ decision: 'remove', status: 'removed', reports_resolved: 1 });
    expect(await postRow(app, post.id)).toMatchObject({ status: 'removed', moderationReason: reason });
    expect(await feedIds()).not.toContain(post.id);
    expect(await reportsOf(app, 'post', post.id)).toMatchObject([
      { status: 'resolved', decision: 'removed', decisionReason: reason },
    ]);
    const mail = await smtp.waitForMail(cast.author.user.email, /post was removed/);
    expect(mail.text).toContain('Hello Ines,');
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain(post.title);
    expect(await decisionAudit('moderation.post_decided', 'post_id', post.id)).toMatchObject([
      { details: { decision: 'remove', from: 'visible', to: 'removed' } },
    ]);
    // Removed is final here: a second decision is a conflict.
    const again = await decide(app, cast.moderator, 'posts', post.id, { decision: 'approve' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: MODERATION_MESSAGES.postAlreadyRemoved });
  });

  it('dismiss: reports closed as dismissed and a hidden post visible again', async () => {
    const post = await reportedPost(REPORT_HIDE_THRESHOLD);
    const res = await decide(app, cast.moderator, 'posts', post.id, { decision: 'dismiss' });
    expect(res.json()).toMatchObject({ status: 'visible', reports_resolved: REPORT_HIDE_THRESHOLD });
    expect((await postRow(app, post.id)).status).toBe('visible');
    const reports = await reportsOf(app, 'post', post.id);
    expect(reports.every((r) => r.decision === 'dismissed' && r.decisionReason === null)).toBe(true);
    expect(await decisionAudit('moderation.post_decided', 'post_id', post.id)).toHaveLength(1);
  });

  it('validates the decision and the reason (required to remove, 5–500 characters)', async () => {
    const post = await reportedPost(1);
    const cases: [unknown, string, string][] = [
      [{}, 'decision', MODERATION_MESSAGES.decisionInvalid],
      [{ decision: 'delete', reason: 'Whatever it is.' }, 'decision', MODERATION_MESSAGES.decisionInvalid],
      [{ decision: 'remove' }, 'reason', MODERATION_MESSAGES.removeReasonRequired],
      [{ decision: 'remove', reason: ' no ' }, 'reason', MODERATION_MESSAGES.reasonMin],
      [
        { decision: 'approve', reason: 'y'.repeat(REPORT_REASON_MAX + 1) },
        'reason',
        MODERATION_MESSAGES.reasonMax,
      ],
    ];
    for (const [payload, field, msg] of cases) {
      const res = await decide(app, cast.moderator, 'posts', post.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().detail).toContainEqual(expect.objectContaining({ loc: ['body', field], msg }));
    }
    const missing = await decide(app, cast.moderator, 'posts', 999_999, { decision: 'approve' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: COMMUNITY_MESSAGES.postNotFound });
    expect((await reportsOf(app, 'post', post.id))[0]!.status).toBe('open');
  });

  it('refuses without a token (401), members and staff without the permission (403)', async () => {
    const post = await reportedPost(1);
    const body = { decision: 'approve' };
    expect((await decide(app, null, 'posts', post.id, body)).statusCode).toBe(401);
    for (const role of ['patient', 'expert', 'finance', 'support'] as const)
      expect(
        (await decide(app, await createUserWithToken(app, { role }), 'posts', post.id, body)).statusCode,
      ).toBe(403);
    const admin = await createUserWithToken(app, { role: 'admin' });
    expect((await decide(app, admin, 'posts', post.id, body)).statusCode).toBe(200);
  });
});

describe('POST /api/admin/moderation/comments/{id}/decision', () => {
  // Counters count visible comments: hiding and removing take one off, restoring a hidden one adds it back.
  it('approve of a hidden comment restores it and counts it again', async () => {
    const { post, comment } = await reportedComment(REPORT_HIDE_THRESHOLD);
    expect((await postRow(app, post.id)).commentsCount).toBe(1);
    const res = await decide(app, cast.moderator, 'comments', comment.id, { decision: 'approve' });
    expect(res.json()).toMatchObject({ target_type: 'comment', status: 'visible', reports_resolved: 3 });
    expect((await commentRow(app, comment.id)).status).toBe('visible');
    expect((await postRow(app, post.id)).commentsCount).toBe(2);
    expect(await decisionAudit('moderation.comment_decided', 'comment_id', comment.id)).toMatchObject([
      {
        actorId: cast.moderator.user.id,
        targetUserId: cast.author.user.id,
        details: { post_id: post.id, from: 'hidden' },
      },
    ]);
  });

  it('approve or dismiss of a visible comment leaves the counters alone', async () => {
    const { post, comment } = await reportedComment(1);
    await decide(app, cast.moderator, 'comments', comment.id, { decision: 'approve' });
    expect((await postRow(app, post.id)).commentsCount).toBe(2);
    const other = await reportedComment(1);
    await decide(app, cast.moderator, 'comments', other.comment.id, { decision: 'dismiss' });
    expect((await postRow(app, other.post.id)).commentsCount).toBe(2);
    expect((await reportsOf(app, 'comment', other.comment.id))[0]).toMatchObject({ decision: 'dismissed' });
  });

  it('remove of a visible comment takes one off the counters and mails the author', async () => {
    const { post, comment } = await reportedComment(1);
    const reason = 'Promotes an unproven supplement.';
    const res = await decide(app, cast.moderator, 'comments', comment.id, { decision: 'remove', reason });
    expect(res.json()).toMatchObject({ status: 'removed', reports_resolved: 1 });
    expect(await commentRow(app, comment.id)).toMatchObject({ status: 'removed', moderationReason: reason });
    expect((await postRow(app, post.id)).commentsCount).toBe(1);
    const mail = await smtp.waitForMail(cast.author.user.email, /comment was removed/);
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain(comment.content);
    const again = await decide(app, cast.moderator, 'comments', comment.id, { decision: 'remove', reason });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: MODERATION_MESSAGES.commentAlreadyRemoved });
  });

  it('remove of a hidden comment does not count it out twice; dismiss of a hidden one counts it back', async () => {
    const hidden = await reportedComment(REPORT_HIDE_THRESHOLD);
    await decide(app, cast.moderator, 'comments', hidden.comment.id, {
      decision: 'remove',
      reason: 'Harassment of a member.',
    });
    expect((await postRow(app, hidden.post.id)).commentsCount).toBe(1);

    const other = await reportedComment(REPORT_HIDE_THRESHOLD);
    expect((await postRow(app, other.post.id)).commentsCount).toBe(1);
    await decide(app, cast.moderator, 'comments', other.comment.id, { decision: 'dismiss' });
    expect((await postRow(app, other.post.id)).commentsCount).toBe(2);
    expect((await commentRow(app, other.comment.id)).status).toBe('visible');
  });

  it('validates, answers 404 for a missing comment, and guards by permission', async () => {
    const { comment } = await reportedComment(1);
    const noReason = await decide(app, cast.moderator, 'comments', comment.id, { decision: 'remove' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().detail[0]).toMatchObject({
      loc: ['body', 'reason'],
      msg: MODERATION_MESSAGES.removeReasonRequired,
    });
    const missing = await decide(app, cast.moderator, 'comments', 999_999, { decision: 'dismiss' });
    expect(missing.json()).toEqual({ detail: COMMUNITY_MESSAGES.commentNotFound });
    expect((await decide(app, null, 'comments', comment.id, { decision: 'dismiss' })).json()).toEqual({
      detail: MESSAGES.notAuthenticated,
    });
    expect((await decide(app, members[0]!, 'comments', comment.id, { decision: 'dismiss' })).statusCode).toBe(
      403,
    );
    const finance = await createUserWithToken(app, { role: 'finance' });
    expect((await decide(app, finance, 'comments', comment.id, { decision: 'dismiss' })).statusCode).toBe(
      403,
    );
  });
});
