import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COMMUNITY_MESSAGES, MESSAGES, type CommunityComment } from '@fertilia/contracts';
import { auditEvents, communityPosts, postComments } from '../../db/schema';
import { issues } from '../../test/http';
import type { TestUser } from '../../test/users';
import { communityTestApp, createPost, setPost, type CommunityCast } from './test-helpers';

describe('community comments', () => {
  let app: FastifyInstance;
  let cast: CommunityCast;
  beforeAll(async () => ({ app, cast } = await communityTestApp()));
  afterAll(() => app.close());

  const comment = (who: TestUser, payload: object) =>
    app.inject({ method: 'POST', url: '/api/community/comments/', headers: who.auth, payload });
  const add = async (who: TestUser, payload: object): Promise<CommunityComment> => {
    const res = await comment(who, payload);
    if (res.statusCode !== 201) throw new Error(`comment failed: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const counts = async (id: number) => {
    const row = (await app.deps.db.db.select().from(communityPosts).where(eq(communityPosts.id, id)))[0]!;
    return row.commentsCount;
  };
  const get = (who: TestUser, url: string) => app.inject({ method: 'GET', url, headers: who.auth });

  it('adds a trimmed comment, raising both counts on the post', async () => {
    const post = await createPost(app, cast.alice);
    const res = await comment(cast.bob, { post_id: post.id, content: '  Sending you strength  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      content: 'Sending you strength',
      post_id: post.id,
      parent_id: null,
      is_anonymous: false,
      is_own: true,
      replies: [],
      author: { id: cast.bob.user.id, username: cast.bob.user.username },
    });
    const read = await get(cast.carol, `/api/community/posts/${post.slug}/`);
    expect(read.json()).toMatchObject({ comment_count: 1, comments_count: 1 });
  });

  it('checks content 1–500 after trimming, the post and the parent', async () => {
    const post = await createPost(app, cast.alice);
    const other = await createPost(app, cast.alice);
    const foreign = await add(cast.bob, { post_id: other.id, content: 'On the other post' });
    expect(issues(await comment(cast.bob, { post_id: post.id, content: '   ' }))).toEqual([
      { loc: ['body', 'content'], msg: COMMUNITY_MESSAGES.commentRequired },
    ]);
    expect(issues(await comment(cast.bob, { post_id: post.id, content: 'x'.repeat(501) }))).toEqual([
      { loc: ['body', 'content'], msg: COMMUNITY_MESSAGES.commentTooLong },
    ]);
    expect((await comment(cast.bob, { post_id: post.id, content: 'x'.repeat(500) })).statusCode).toBe(201);
    expect(issues(await comment(cast.bob, { content: 'Hello' }))).toEqual([
      { loc: ['body', 'post_id'], msg: MESSAGES.invalidId },
    ]);
    expect(
      issues(await comment(cast.bob, { post_id: post.id, content: 'Reply', parent_id: foreign.id })),
    ).toEqual([{ loc: ['body', 'parent_id'], msg: COMMUNITY_MESSAGES.parentNotInPost }]);
    const missing = await comment(cast.bob, { post_id: 999999, content: 'Hello' });
    expect(missing.json()).toEqual({ detail: COMMUNITY_MESSAGES.postNotFound });
    expect(await counts(post.id)).toBe(1);
  });

  it('nests replies under their parents, oldest first, and pages the flat list', async () => {
    const post = await createPost(app, cast.alice);
    const first = await add(cast.bob, { post_id: post.id, content: 'First' });
    const second = await add(cast.carol, { post_id: post.id, content: 'Second' });
    const reply = await add(cast.alice, { post_id: post.id, content: 'Reply to first', parent_id: first.id });
    const deep = await add(cast.bob, { post_id: post.id, content: 'Reply to reply', parent_id: reply.id });
    const threaded = await get(cast.carol, `/api/community/posts/${post.slug}/comments/threaded/`);
    expect(threaded.statusCode).toBe(200);
    const body = threaded.json();
    expect(body).toMatchObject({ total: 2, skip: 0, limit: 50 });
    expect(body.items.map((c: CommunityComment) => c.id)).toEqual([first.id, second.id]);
    expect(body.items[0].replies.map((c: CommunityComment) => c.id)).toEqual([reply.id]);
    expect(body.items[0].replies[0].replies.map((c: CommunityComment) => c.id)).toEqual([deep.id]);
    expect(body.items[1].replies).toEqual([]);
    expect(body.items[0].is_own).toBe(false);
    const flat = await get(cast.carol, `/api/community/posts/${post.slug}/comments/?skip=1&limit=2`);
    expect(flat.json()).toMatchObject({ total: 4, skip: 1, limit: 2 });
    expect(flat.json().items.map((c: CommunityComment) => c.id)).toEqual([second.id, reply.id]);
    expect(await counts(post.id)).toBe(4);
  });

  it('lets only the author edit a comment', async () => {
    const post = await createPost(app, cast.alice);
    const mine = await add(cast.bob, { post_id: post.id, content: 'Original' });
    const url = `/api/community/comments/${mine.id}/`;
    for (const who of [cast.alice, cast.moderator]) {
      const res = await app.inject({
        method: 'PATCH',
        url,
        headers: who.auth,
        payload: { content: 'Changed' },
      });
      expect(res.statusCode).toBe(403);
    }
    const ok = await app.inject({
      method: 'PATCH',
      url,
      headers: cast.bob.auth,
      payload: { content: ' Edited ' },
    });
    expect(ok.json()).toMatchObject({ id: mine.id, content: 'Edited', is_own: true });
    const empty = await app.inject({ method: 'PATCH', url, headers: cast.bob.auth, payload: {} });
    expect(issues(empty)).toEqual([{ loc: ['body'], msg: MESSAGES.atLeastOneField }]);
    const tooLong = await app.inject({
      method: 'PATCH',
      url,
      headers: cast.bob.auth,
      payload: { content: 'y'.repeat(501) },
    });
    expect(issues(tooLong)).toEqual([{ loc: ['body', 'content'], msg: COMMUNITY_MESSAGES.commentTooLong }]);
    const badId = await app.inject({
      method: 'PATCH',
      url: '/api/community/comments/abc/',
      headers: cast.bob.auth,
      payload: { content: 'x' },
    });
    expect(issues(badId)).toEqual([{ loc: ['path', 'id'], msg: MESSAGES.invalidId }]);
    const missing = await app.inject({
      method: 'PATCH',
      url: '/api/community/comments/999999/',
      headers: cast.bob.auth,
      payload: { content: 'x' },
    });
    expect(missing.json()).toEqual({ detail: COMMUNITY_MESSAGES.commentNotFound });
  });

  it('deletes a comment with its replies and lowers the counts by the number removed', async () => {
    const post = await createPost(app, cast.alice);
    const root = await add(cast.bob, { post_id: post.id, content: 'Root' });
    const r1 = await add(cast.carol, { post_id: post.id, content: 'R1', parent_id: root.id });
    await add(cast.alice, { post_id: post.id, content: 'R1a', parent_id: r1.id });
    await add(cast.alice, { post_id: post.id, content: 'Other root' });
    expect(await counts(post.id)).toBe(4);
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/community/comments/${root.id}/`,
      headers: cast.carol.auth,
    });
    expect(refused.statusCode).toBe(403);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/community/comments/${root.id}/`,
      headers: cast.bob.auth,
    });
    expect(res.json()).toEqual({ message: COMMUNITY_MESSAGES.commentDeleted });
    expect(await counts(post.id)).toBe(1);
    const read = await get(cast.bob, `/api/community/posts/${post.slug}/`);
    expect(read.json()).toMatchObject({ comment_count: 1, comments_count: 1 });
  });

  it('lets a moderator delete any comment, audited', async () => {
    const post = await createPost(app, cast.alice);
    const c = await add(cast.bob, { post_id: post.id, content: 'Needs removing' });
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/community/comments/${c.id}/`,
      headers: cast.moderator.auth,
    });
    expect(res.statusCode).toBe(200);
    const audit = (await app.deps.db.db.select().from(auditEvents)).filter(
      (e) => e.action === 'community.comment_deleted',
    );
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: cast.moderator.user.id,
        targetUserId: cast.bob.user.id,
        details: { comment_id: c.id, post_id: post.id, removed: 1 },
      }),
    ]);
    expect(await counts(post.id)).toBe(0);
  });

  it('keeps comments of a post the reader may not see out of reach', async () => {
    const post = await createPost(app, cast.alice, { visibility: 'followers' });
    const own = await add(cast.alice, { post_id: post.id, content: 'Only followers' });
    expect((await comment(cast.carol, { post_id: post.id, content: 'Hi' })).statusCode).toBe(404);
    expect((await get(cast.carol, `/api/community/posts/${post.slug}/comments/`)).statusCode).toBe(404);
    expect((await get(cast.carol, `/api/community/posts/${post.slug}/comments/threaded/`)).statusCode).toBe(
      404,
    );
    const hidden = await createPost(app, cast.alice);
    await setPost(app, hidden.id, { status: 'removed' });
    expect((await comment(cast.bob, { post_id: hidden.id, content: 'Hi' })).statusCode).toBe(404);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/community/comments/${own.id}/`,
      headers: cast.carol.auth,
    });
    expect(del.statusCode).toBe(404);
  });

  it('requires a token (401) and a confirmed account (403)', async () => {
    const post = await createPost(app, cast.alice);
    const c = await add(cast.bob, { post_id: post.id, content: 'Hello' });
    const calls = [
      ['POST', '/api/community/comments/', { post_id: post.id, content: 'x' }],
      ['PATCH', `/api/community/comments/${c.id}/`, { content: 'x' }],
      ['DELETE', `/api/community/comments/${c.id}/`, undefined],
      ['GET', `/api/community/posts/${post.slug}/comments/`, undefined],
      ['GET', `/api/community/posts/${post.slug}/comments/threaded/`, undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      expect((await app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
      const res = await app.inject({
        method,
        url,
        headers: cast.unconfirmed.auth,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
  it('drops the counts only by the visible comments a deletion takes with it', async () => {
    const post = await createPost(app, cast.alice);
    const parent = await add(cast.bob, { post_id: post.id, content: 'First thoughts' });
    const reply = await add(cast.carol, { post_id: post.id, parent_id: parent.id, content: 'A reply' });
    await add(cast.carol, { post_id: post.id, content: 'Another thread' });
    // A moderator hid the reply: it left the counts then (counters count visible comments only).
    await app.deps.db.db.update(postComments).set({ status: 'hidden' }).where(eq(postComments.id, reply.id));
    await app.deps.db.db
      .update(communityPosts)
      .set({ commentsCount: 2 })
      .where(eq(communityPosts.id, post.id));
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/community/comments/${parent.id}/`,
      headers: cast.bob.auth,
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(await counts(post.id)).toBe(1);
  });
});
