import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { REPORT_HIDE_THRESHOLD } from '@fertilia/contracts';
import { testContext } from '../../test/context';
import { createTestAppWithSmtp, linkIn, type TestSmtp } from '../../test/smtp';
import { TEST_USER_PASSWORD, createUserWithToken, type TestUser } from '../../test/users';
import { createCommunityComment, createCommunityPost, decide, report } from '../moderation/test-helpers';
import { flushNotificationEmails } from './email-service';
import { listOf } from './test-helpers';

/*
 * Every notification the existing modules send, through their real HTTP calls: who is told, in what words,
 * and who is not (self-actions, preference off, suspended accounts, readers who lost access).
 */
describe('notifications sent by community, moderation and account actions', () => {
  let app: FastifyInstance;
  let smtp: TestSmtp;
  beforeAll(async () => ({ app, smtp } = await createTestAppWithSmtp()));
  afterAll(() => app.close());

  /** A member named "<first> Test"; others see that name only when she chose to show it. */
  const member = (first: string, showRealName = false) =>
    createUserWithToken(app, {
      role: 'patient',
      values: { firstName: first, lastName: 'Test', showRealName },
    });
  const react = (who: TestUser, postId: number, type = 'heart') =>
    app.inject({
      method: 'POST',
      url: '/api/community/likes/',
      headers: who.auth,
      payload: { reaction_type: type, post_id: postId },
    });
  const followUser = (who: TestUser, whom: TestUser) =>
    app.inject({ method: 'POST', url: `/api/community/users/${whom.user.id}/follow/`, headers: who.auth });
  const setPrefs = (who: TestUser, preferences: unknown[]) =>
    app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: who.auth,
      payload: { preferences },
    });

  it('a comment on my post tells me, naming the commenter by username, with a link to the post; my own comment does not', async () => {
    const author = await member('Ava');
    const commenter = await member('Cleo');
    const post = await createCommunityPost(app, author, { title: 'Transfer day tomorrow' });
    await createCommunityComment(app, author, post.id);
    expect((await listOf(app, author)).total).toBe(0);
    await createCommunityComment(app, commenter, post.id);
    const [item] = (await listOf(app, author)).items;
    expect(item).toMatchObject({
      type: 'comment_on_post',
      title: 'New comment on your post',
      message: `${commenter.user.username} commented on your post “Transfer day tomorrow”.`,
      link: `/community/posts/${post.slug}`,
      read: false,
    });
    expect((await listOf(app, commenter)).total).toBe(0);
    // Her real name stays private: she did not choose to show it.
    expect(JSON.stringify(item)).not.toContain('Cleo');
  });

  it('a comment on my post also reaches my inbox at the next flush, anonymity kept', async () => {
    const author = await member('Ava');
    const post = await createCommunityPost(app, author, { title: 'Mailed post' });
    await createCommunityComment(app, await member('Hiddenname'), post.id, { is_anonymous: true });
    expect(await flushNotificationEmails(testContext(app))).toBeGreaterThanOrEqual(1);
    const mail = await smtp.waitForMail(author.user.email, /New comment on your post/);
    expect(mail.text).toContain('Someone commented on your post “Mailed post”.');
    expect(mail.text).not.toContain('Hiddenname');
  });

  it('an anonymous commenter is "Someone", never named', async () => {
    const author = await member('Ava');
    const hidden = await member('Secretname');
    const post = await createCommunityPost(app, author);
    await createCommunityComment(app, hidden, post.id, { is_anonymous: true });
    const [item] = (await listOf(app, author)).items;
    expect(item!.message).toMatch(/^Someone commented on your post/);
    expect(JSON.stringify(item)).not.toContain('Secretname');
    expect(JSON.stringify(item)).not.toContain(hidden.user.username);
  });

  it('a reply tells the parent comment’s author (once, even when she wrote the post); not a self-reply', async () => {
    const author = await member('Ava');
    const other = await member('Bea');
    const replier = await member('Cleo');
    const post = await createCommunityPost(app, author);
    const byAuthor = await createCommunityComment(app, author, post.id);
    const byOther = await createCommunityComment(app, other, post.id);
    await createCommunityComment(app, replier, post.id, { parent_id: byAuthor.id });
    // The post's author wrote the parent: one reply notification, no second "comment on your post".
    expect((await listOf(app, author)).items.map((n) => n.type)).toEqual([
      'reply_to_comment',
      'comment_on_post',
    ]);
    await createCommunityComment(app, replier, post.id, { parent_id: byOther.id });
    expect((await listOf(app, other)).items[0]).toMatchObject({
      type: 'reply_to_comment',
      message: expect.stringMatching(new RegExp(`^${replier.user.username} replied to your comment on`)),
    });
    await createCommunityComment(app, other, post.id, { parent_id: byOther.id });
    expect((await listOf(app, other)).total).toBe(1);
  });

  it('a reply is not sent to someone who can no longer read the followers-only post', async () => {
    const author = await member('Ava');
    const follower = await member('Bea');
    const replier = await member('Cleo');
    await followUser(follower, author);
    await followUser(replier, author);
    const post = await createCommunityPost(app, author, { visibility: 'followers' });
    const parent = await createCommunityComment(app, follower, post.id);
    await app.inject({
      method: 'POST',
      url: `/api/community/users/${author.user.id}/unfollow/`,
      headers: follower.auth,
    });
    await createCommunityComment(app, replier, post.id, { parent_id: parent.id });
    expect((await listOf(app, follower)).items.filter((n) => n.type === 'reply_to_comment')).toEqual([]);
  });

  it('reactions on my post are grouped into one unread notification; my own reaction and a type change tell nobody', async () => {
    const author = await member('Ava');
    // Dot chose to show her real name; the notice names her by it.
    const [a, b, c] = [await member('Bea'), await member('Cleo'), await member('Dot', true)];
    const post = await createCommunityPost(app, author, { title: 'Small wins' });
    await react(author, post.id);
    expect((await listOf(app, author)).total).toBe(0);
    await react(a, post.id);
    await react(b, post.id, 'hug');
    await react(b, post.id, 'celebrate'); // a change of type
    await react(c, post.id);
    const list = await listOf(app, author);
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      type: 'post_reaction',
      message: 'Dot Test and 2 others reacted to your post “Small wins”.',
      link: `/community/posts/${post.slug}`,
    });
  });

  it('a new follower tells me once, even after unfollow and follow again while unread', async () => {
    const star = await member('Ava');
    const fan = await member('Fay');
    expect((await followUser(fan, star)).statusCode).toBe(200);
    await followUser(fan, star);
    await app.inject({
      method: 'POST',
      url: `/api/community/users/${star.user.id}/unfollow/`,
      headers: fan.auth,
    });
    await followUser(fan, star);
    const list = await listOf(app, star);
    expect(list.items.map((n) => [n.type, n.message])).toEqual([
      ['new_follower', `${fan.user.username} started following you.`],
    ]);
  });

  it('honours in-app off: nothing is listed for that type, others still are', async () => {
    const star = await member('Ava');
    await setPrefs(star, [{ type: 'new_follower', in_app: false }]);
    await followUser(await member('Fay'), star);
    const post = await createCommunityPost(app, star);
    await createCommunityComment(app, await member('Gus'), post.id);
    expect((await listOf(app, star)).items.map((n) => n.type)).toEqual(['comment_on_post']);
  });

  it('tells nothing to a suspended author', async () => {
    const author = await member('Ava');
    const post = await createCommunityPost(app, author);
    const { users } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    await app.deps.db.db.update(users).set({ status: 'suspended' }).where(eq(users.id, author.user.id));
    await createCommunityComment(app, await member('Gus'), post.id);
    const { unreadCount } = await import('./repo');
    expect(await unreadCount(app.deps.db.db, author.user.id)).toBe(0);
  });

  it('a moderator’s removal and a restoration tell the author; dismissing reports on visible content does not', async () => {
    const author = await member('Ava');
    const moderator = await createUserWithToken(app, { role: 'content_moderator' });
    const post = await createCommunityPost(app, author, { title: 'My clinic review' });
    await report(app, await member('Rex'), 'posts', post.id);
    expect((await decide(app, moderator, 'posts', post.id, { decision: 'dismiss' })).statusCode).toBe(200);
    expect((await listOf(app, author)).total).toBe(0);

    const comment = await createCommunityComment(app, author, (await createCommunityPost(app, moderator)).id);
    expect(
      (
        await decide(app, moderator, 'comments', comment.id, {
          decision: 'remove',
          reason: 'Contains personal data',
        })
      ).statusCode,
    ).toBe(200);
    expect((await listOf(app, author)).items[0]).toMatchObject({
      type: 'moderation_decision',
      title: 'Your comment was removed',
      message: expect.stringContaining('Reason: Contains personal data'),
    });
    expect(
      (await decide(app, moderator, 'posts', post.id, { decision: 'remove', reason: 'Advertising a clinic' }))
        .statusCode,
    ).toBe(200);
    expect((await listOf(app, author)).items[0]).toMatchObject({
      title: 'Your post was removed',
      link: null,
    });
  });

  it('a held post that a moderator approves tells its author it is visible again', async () => {
    const author = await member('Ava');
    const moderator = await createUserWithToken(app, { role: 'content_moderator' });
    const post = await createCommunityPost(app, author, { title: 'Clinic questions' });
    for (let i = 0; i < REPORT_HIDE_THRESHOLD; i++)
      await report(app, await member(`R${i}`), 'posts', post.id);
    expect((await decide(app, moderator, 'posts', post.id, { decision: 'approve' })).statusCode).toBe(200);
    expect((await listOf(app, author)).items).toMatchObject([
      {
        type: 'moderation_decision',
        title: 'Your post is visible again',
        link: `/community/posts/${post.slug}`,
      },
    ]);
  });

  it('a password change records a security notification that cannot be switched off', async () => {
    const me = await member('Ava');
    await setPrefs(me, [{ type: 'security', in_app: false }]); // refused (422), stays on
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password/',
      headers: me.auth,
      payload: {
        old_password: TEST_USER_PASSWORD,
        new_password: 'Brand-new-Lantern-93',
        confirm_password: 'Brand-new-Lantern-93',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json().access_token as string;
    const list = (
      await app.inject({
        method: 'GET',
        url: '/api/notifications/',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(list.items[0]).toMatchObject({ type: 'security', title: 'Your password was changed' });
  });

  it('a confirmed change of e-mail address records a security notification', async () => {
    const me = await member('Ava');
    const newEmail = `moved-${me.user.id}@example.net`;
    const asked = await app.inject({
      method: 'POST',
      url: '/api/auth/email/',
      headers: me.auth,
      payload: { new_email: newEmail, password: TEST_USER_PASSWORD },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const link = linkIn(await smtp.waitForMail(newEmail, /new .*email/i), '/confirm-email');
    const token = new URL(link).searchParams.get('token');
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token } })).statusCode,
    ).toBe(200);
    expect((await listOf(app, me)).items[0]).toMatchObject({
      type: 'security',
      title: 'Your e-mail address was changed',
    });
  });
});
