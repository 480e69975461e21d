import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COMMUNITY_MESSAGES, MESSAGES, type ReactionResult } from '@fertilia/contracts';
import { communityPosts, postReactions } from '../../db/schema';
import { issues } from '../../test/http';
import { createUserWithToken, type TestUser } from '../../test/users';
import { communityTestApp, createPost, setPost, type CommunityCast } from './test-helpers';

describe('community reactions', () => {
  let app: FastifyInstance;
  let cast: CommunityCast;
  beforeAll(async () => ({ app, cast } = await communityTestApp()));
  afterAll(() => app.close());

  const like = (who: TestUser, slug: string, method: 'POST' | 'DELETE' = 'POST') =>
    app.inject({ method, url: `/api/community/posts/${slug}/like/`, headers: who.auth });
  const reaction = (who: TestUser, method: 'POST' | 'DELETE', payload: object) =>
    app.inject({ method, url: '/api/community/likes/', headers: who.auth, payload });
  const counters = async (id: number) =>
    (await app.deps.db.db.select().from(communityPosts).where(eq(communityPosts.id, id)))[0]!;

  it('likes and unlikes: counts, is_liked and user_reaction move together and never below 0', async () => {
    const post = await createPost(app, cast.alice);
    const liked = await like(cast.bob, post.slug);
    expect(liked.statusCode).toBe(200);
    expect(liked.json()).toEqual({
      post_id: post.id,
      slug: post.slug,
      likes_count: 1,
      is_liked: true,
      reactions: {
        like_count: 1,
        total_count: 1,
        user_reaction: 'like',
        counts: { like: 1, heart: 0, hug: 0, celebrate: 0, insightful: 0 },
      },
    } satisfies ReactionResult);
    const again = await like(cast.bob, post.slug);
    expect(again.json().likes_count).toBe(1);
    const unliked = await like(cast.bob, post.slug, 'DELETE');
    expect(unliked.json()).toMatchObject({
      likes_count: 0,
      is_liked: false,
      reactions: { total_count: 0, user_reaction: null },
    });
    const twice = await like(cast.bob, post.slug, 'DELETE');
    expect(twice.json()).toMatchObject({ likes_count: 0, reactions: { total_count: 0 } });
    // The post read shows the viewer's own reaction only.
    await like(cast.carol, post.slug);
    const asBob = await app.inject({
      method: 'GET',
      url: `/api/community/posts/${post.slug}/`,
      headers: cast.bob.auth,
    });
    expect(asBob.json()).toMatchObject({
      likes_count: 1,
      is_liked: false,
      reactions: { user_reaction: null },
    });
  });

  it('sets, changes and removes a typed reaction, one per member per post', async () => {
    const post = await createPost(app, cast.alice);
    const hug = await reaction(cast.bob, 'POST', { post_id: post.id, reaction_type: 'hug' });
    expect(hug.json()).toMatchObject({
      likes_count: 0,
      is_liked: false,
      reactions: { total_count: 1, like_count: 0, user_reaction: 'hug', counts: { hug: 1 } },
    });
    const changed = await reaction(cast.bob, 'POST', { post_id: post.id, reaction_type: 'like' });
    expect(changed.json()).toMatchObject({
      likes_count: 1,
      is_liked: true,
      reactions: { total_count: 1, like_count: 1, user_reaction: 'like', counts: { hug: 0, like: 1 } },
    });
    const toHeart = await reaction(cast.bob, 'POST', { post_id: post.id, reaction_type: 'heart' });
    expect(toHeart.json()).toMatchObject({
      likes_count: 0,
      reactions: { total_count: 1, counts: { like: 0, heart: 1 } },
    });
    // Removing a type the member does not hold changes nothing.
    const wrong = await reaction(cast.bob, 'DELETE', { post_id: post.id, reaction_type: 'hug' });
    expect(wrong.json()).toMatchObject({ reactions: { total_count: 1, user_reaction: 'heart' } });
    const removed = await reaction(cast.bob, 'DELETE', { post_id: post.id, reaction_type: 'heart' });
    expect(removed.json()).toMatchObject({
      reactions: { total_count: 0, user_reaction: null, counts: { heart: 0 } },
    });
    expect(
      await app.deps.db.db.select().from(postReactions).where(eq(postReactions.postId, post.id)),
    ).toEqual([]);
  });

  it('validates the reaction body and answers Post not found for a missing or unreadable post', async () => {
    const bad = await reaction(cast.bob, 'POST', { post_id: 'x', reaction_type: 'angry' });
    expect(issues(bad)).toEqual([
      { loc: ['body', 'post_id'], msg: MESSAGES.invalidId },
      { loc: ['body', 'reaction_type'], msg: COMMUNITY_MESSAGES.reactionTypeInvalid },
    ]);
    const missing = await reaction(cast.bob, 'POST', { post_id: 999999, reaction_type: 'hug' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: COMMUNITY_MESSAGES.postNotFound });
    expect((await like(cast.bob, 'no-such-post')).json()).toEqual({
      detail: COMMUNITY_MESSAGES.postNotFound,
    });
    const hidden = await createPost(app, cast.alice);
    await setPost(app, hidden.id, { status: 'hidden' });
    expect((await like(cast.bob, hidden.slug)).statusCode).toBe(404);
  });

  it('requires a token and a confirmed account', async () => {
    const post = await createPost(app, cast.alice);
    expect(
      (await app.inject({ method: 'POST', url: `/api/community/posts/${post.slug}/like/` })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: '/api/community/likes/', payload: { post_id: post.id } }))
        .statusCode,
    ).toBe(401);
    expect((await like(cast.unconfirmed, post.slug)).statusCode).toBe(403);
    expect((await reaction(cast.unconfirmed, 'DELETE', { post_id: post.id })).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: `/api/community/posts/${post.slug}/likes/` })).statusCode,
    ).toBe(401);
  });

  it('keeps exact counts when 20 members react at once and then all take it back at once', async () => {
    const post = await createPost(app, cast.alice);
    const members = await Promise.all(
      Array.from({ length: 20 }, () => createUserWithToken(app, { role: 'patient' })),
    );
    const types = ['like', 'heart', 'hug', 'celebrate', 'insightful'] as const;
    const added = await Promise.all(
      members.map((m, i) => reaction(m, 'POST', { post_id: post.id, reaction_type: types[i % 5] })),
    );
    expect(added.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await counters(post.id)).toMatchObject({ likesCount: 4, reactionsCount: 20 });
    const read = await app.inject({
      method: 'GET',
      url: `/api/community/posts/${post.slug}/`,
      headers: cast.bob.auth,
    });
    expect(read.json().reactions).toMatchObject({
      like_count: 4,
      total_count: 20,
      counts: { like: 4, heart: 4, hug: 4, celebrate: 4, insightful: 4 },
    });
    const removed = await Promise.all(
      members.map((m, i) => reaction(m, 'DELETE', { post_id: post.id, reaction_type: types[i % 5] })),
    );
    expect(removed.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await counters(post.id)).toMatchObject({ likesCount: 0, reactionsCount: 0 });
  });

  it('leaves one reaction when the same member double-clicks like, and one removal for a double unlike', async () => {
    const post = await createPost(app, cast.alice);
    const [a, b] = await Promise.all([like(cast.carol, post.slug), like(cast.carol, post.slug)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await counters(post.id)).toMatchObject({ likesCount: 1, reactionsCount: 1 });
    await Promise.all([like(cast.carol, post.slug, 'DELETE'), like(cast.carol, post.slug, 'DELETE')]);
    expect(await counters(post.id)).toMatchObject({ likesCount: 0, reactionsCount: 0 });
  });

  it('lists who reacted, oldest first, with paging', async () => {
    const post = await createPost(app, cast.alice);
    await like(cast.bob, post.slug);
    await reaction(cast.doctor, 'POST', { post_id: post.id, reaction_type: 'insightful' });
    const res = await app.inject({
      method: 'GET',
      url: `/api/community/posts/${post.slug}/likes/?limit=1&skip=1`,
      headers: cast.carol.auth,
    });
    expect(res.json()).toMatchObject({
      total: 2,
      skip: 1,
      limit: 1,
      items: [
        {
          reaction_type: 'insightful',
          post_id: post.id,
          user: { id: cast.doctor.user.id, role_label: 'Doctor' },
        },
      ],
    });
  });
});
