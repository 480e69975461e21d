import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  communityCommentSchema,
  communityPostPublicSchema,
  type CommunityPostPublic,
} from '@fertilia/contracts';
import type { CommunityEventMap } from '../../plugins/community-events';
import {
  communityTestApp,
  createPost,
  expectNoTraceOf,
  follow,
  setPost,
  type CommunityCast,
} from './test-helpers';

type Heard =
  | { name: 'new_post'; payload: CommunityEventMap['new_post'][0] }
  | { name: 'post_update'; payload: CommunityEventMap['post_update'][0] }
  | { name: 'new_comment'; payload: CommunityEventMap['new_comment'][0] };

describe('community live events', () => {
  let app: FastifyInstance;
  let cast: CommunityCast;
  let heard: Heard[] = [];
  beforeAll(async () => {
    ({ app, cast } = await communityTestApp());
    app.communityEvents.on('new_post', (payload) => heard.push({ name: 'new_post', payload }));
    app.communityEvents.on('post_update', (payload) => heard.push({ name: 'post_update', payload }));
    app.communityEvents.on('new_comment', (payload) => heard.push({ name: 'new_comment', payload }));
  });
  beforeEach(() => {
    heard = [];
  });
  afterAll(() => app.close());

  const posts = () =>
    heard
      .filter((h) => h.name === 'post_update')
      .map((h) => h.payload.post as unknown as CommunityPostPublic);

  const newPosts = () =>
    heard.flatMap((h) => (h.name === 'new_post' ? [h.payload as CommunityEventMap['new_post'][0]] : []));

  it('announces a created post as new_post in its public shape, without viewer fields', async () => {
    const post = await createPost(app, cast.alice);
    // Issue 15: a creation sent as post_update only merged into loaded posts, so open feeds never showed it.
    expect(heard.map((h) => h.name)).toEqual(['new_post']);
    expect(newPosts()[0]).toMatchObject({ author_id: cast.alice.user.id, follower_ids: [] });
    const announced = newPosts()[0]!.post as unknown as CommunityPostPublic;
    expect(communityPostPublicSchema.strict().safeParse(announced).success).toBe(true);
    expect(announced).toMatchObject({ id: post.id, slug: post.slug, author: { id: cast.alice.user.id } });
    for (const field of ['is_liked', 'is_own', 'moderation_author', 'moderation_reason']) {
      expect(announced).not.toHaveProperty(field);
    }
    expect(announced.reactions).not.toHaveProperty('user_reaction');
  });

  it('announces reaction changes with fresh counts, and nothing for a no-op', async () => {
    const post = await createPost(app, cast.alice);
    heard = [];
    await app.inject({
      method: 'POST',
      url: `/api/community/posts/${post.slug}/like/`,
      headers: cast.bob.auth,
    });
    expect(posts().map((p) => p.reactions)).toEqual([
      { like_count: 1, total_count: 1, counts: { like: 1, heart: 0, hug: 0, celebrate: 0, insightful: 0 } },
    ]);
    heard = [];
    await app.inject({
      method: 'POST',
      url: `/api/community/posts/${post.slug}/like/`,
      headers: cast.bob.auth,
    });
    expect(heard).toEqual([]);
    await app.inject({
      method: 'PUT',
      url: `/api/community/posts/${post.slug}/`,
      headers: cast.alice.auth,
      payload: { title: 'Renamed post' },
    });
    expect(posts().map((p) => [p.title, p.slug])).toEqual([['Renamed post', post.slug]]);
  });

  it('announces a new comment and the new counts; a deletion announces the lower counts', async () => {
    const post = await createPost(app, cast.alice);
    heard = [];
    const res = await app.inject({
      method: 'POST',
      url: '/api/community/comments/',
      headers: cast.bob.auth,
      payload: { post_id: post.id, content: 'You have got this' },
    });
    const commentEvent = heard.find((h) => h.name === 'new_comment')!
      .payload as CommunityEventMap['new_comment'][0];
    expect(commentEvent).toMatchObject({
      post_id: post.id,
      post_slug: post.slug,
      comment: { id: res.json().id },
    });
    expect(communityCommentSchema.safeParse(commentEvent.comment).success).toBe(true);
    expect(commentEvent.comment).not.toHaveProperty('is_own');
    expect(posts().map((p) => [p.comment_count, p.comments_count])).toEqual([[1, 1]]);
    heard = [];
    await app.inject({
      method: 'DELETE',
      url: `/api/community/comments/${res.json().id}/`,
      headers: cast.bob.auth,
    });
    expect(posts().map((p) => p.comments_count)).toEqual([0]);
  });

  it('never carries an anonymous author in any event', async () => {
    const post = await createPost(app, cast.alice, { is_anonymous: true });
    await app.inject({
      method: 'POST',
      url: `/api/community/posts/${post.slug}/like/`,
      headers: cast.bob.auth,
    });
    await app.inject({
      method: 'POST',
      url: '/api/community/comments/',
      headers: cast.alice.auth,
      payload: { post_id: post.id, content: 'Anonymous reply', is_anonymous: true },
    });
    expect(heard.map((h) => h.name)).toEqual(['new_post', 'post_update', 'new_comment', 'post_update']);
    // Routing fields stay on the bus (the realtime layer never forwards them); an anonymous post lists no
    // followers, whose flagged copy would name its author.
    expect(newPosts()[0]!.follower_ids).toEqual([]);
    for (const h of heard)
      expectNoTraceOf(h.name === 'new_post' ? h.payload.post : h.payload, cast.alice.user);
    expect(posts().every((p) => p.author === null)).toBe(true);
  });

  it('announces a new followers-only post with its followers, for them alone', async () => {
    await follow(app, cast.bob, cast.carol);
    heard = [];
    const followersOnly = await createPost(app, cast.carol, { visibility: 'followers' });
    expect(newPosts()).toEqual([
      expect.objectContaining({
        post: expect.objectContaining({ id: followersOnly.id, visibility: 'followers' }),
        author_id: cast.carol.user.id,
        follower_ids: [cast.bob.user.id],
      }),
    ]);
  });

  it('announces no update about followers-only or hidden posts, nor rejected writes', async () => {
    const followersOnly = await createPost(app, cast.alice, { visibility: 'followers' });
    heard = [];
    await app.inject({
      method: 'POST',
      url: `/api/community/posts/${followersOnly.slug}/like/`,
      headers: cast.alice.auth,
    });
    const hidden = await createPost(app, cast.carol);
    await setPost(app, hidden.id, { status: 'hidden' });
    heard = [];
    await app.inject({
      method: 'POST',
      url: '/api/community/comments/',
      headers: cast.carol.auth,
      payload: { post_id: hidden.id, content: 'My own hidden post' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/community/comments/',
      headers: cast.bob.auth,
      payload: { post_id: hidden.id, content: 'x'.repeat(600) },
    });
    expect(heard).toEqual([]);
  });
});
