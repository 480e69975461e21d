import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { COMMUNITY_MESSAGES, type CommunityPost } from '@fertilia/contracts';
import type { TestUser } from '../../test/users';
import {
  communityTestApp,
  createPost,
  expectNoTraceOf,
  follow,
  setPost,
  type CommunityCast,
} from './test-helpers';

describe('anonymous posts and comments', () => {
  let app: FastifyInstance;
  let cast: CommunityCast;
  let post: CommunityPost;
  beforeAll(async () => {
    ({ app, cast } = await communityTestApp());
    // Bob follows Alice, so even the followers-only and following views are checked.
    await follow(app, cast.bob, cast.alice);
    post = await createPost(app, cast.alice, { is_anonymous: true, title: 'A hard question about donors' });
  });
  afterAll(() => app.close());

  const get = (who: TestUser, url: string) => app.inject({ method: 'GET', url, headers: who.auth });

  it('shows the author only is_own, never their identity, in the create answer', async () => {
    const mine = await createPost(app, cast.alice, { is_anonymous: true });
    expect(mine).toMatchObject({ is_anonymous: true, author: null, is_own: true });
    expect(mine).not.toHaveProperty('moderation_author');
  });

  it('never reveals the author to other members in any read', async () => {
    const reads = [
      `/api/community/posts/${post.slug}/`,
      '/api/community/feed/?limit=100',
      '/api/community/trending/?limit=100',
      '/api/community/following/?limit=100',
      `/api/community/users/${cast.alice.user.id}/`,
    ];
    for (const url of reads.slice(0, 4)) {
      const res = await get(cast.bob, url);
      expect(res.statusCode, url).toBe(200);
      expectNoTraceOf(res.json(), cast.alice.user);
    }
    const single = (await get(cast.bob, reads[0]!)).json();
    expect(single).toMatchObject({ author: null, is_own: false, is_anonymous: true });
    expect(single).not.toHaveProperty('moderation_author');
    const feed = (await get(cast.bob, reads[1]!)).json();
    expect(feed.items.find((p: CommunityPost) => p.id === post.id)).toMatchObject({ author: null });
    // The following view leaves anonymous posts out: their presence alone would point at the author.
    expect((await get(cast.bob, reads[3]!)).json().items.map((p: CommunityPost) => p.id)).not.toContain(
      post.id,
    );
    // Nor does the author's public card count them.
    expect((await get(cast.bob, reads[4]!)).json().post_count).toBe(0);
  });

  it('never reveals the author through reactions, edits or comments', async () => {
    const liked = await app.inject({
      method: 'POST',
      url: `/api/community/posts/${post.slug}/like/`,
      headers: cast.bob.auth,
    });
    expectNoTraceOf(liked.json(), cast.alice.user);
    const comment = await app.inject({
      method: 'POST',
      url: '/api/community/comments/',
      headers: cast.alice.auth,
      payload: { post_id: post.id, content: 'Replying anonymously', is_anonymous: true },
    });
    expect(comment.json()).toMatchObject({ author: null, is_own: true });
    for (const url of [
      `/api/community/posts/${post.slug}/comments/`,
      `/api/community/posts/${post.slug}/comments/threaded/`,
    ]) {
      const res = await get(cast.bob, url);
      expect(res.json().items[0]).toMatchObject({ author: null, is_anonymous: true, is_own: false });
      expectNoTraceOf(res.json(), cast.alice.user);
    }
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/community/posts/${post.slug}/`,
      headers: cast.alice.auth,
      payload: { content: 'Edited but still anonymous text.' },
    });
    expect(edited.json()).toMatchObject({ author: null, is_own: true });
    expectNoTraceOf((await get(cast.carol, `/api/community/posts/${post.slug}/`)).json(), cast.alice.user);
  });

  it('shows staff with the moderation permission who wrote it, in moderation_author only', async () => {
    const res = (await get(cast.moderator, `/api/community/posts/${post.slug}/`)).json();
    expect(res.author).toBeNull();
    expect(res.moderation_author).toMatchObject({
      id: cast.alice.user.id,
      username: cast.alice.user.username,
    });
    const threads = (
      await get(cast.moderator, `/api/community/posts/${post.slug}/comments/threaded/`)
    ).json();
    expect(threads.items[0]).toMatchObject({ author: null, moderation_author: { id: cast.alice.user.id } });
  });

  describe('anonymous posts are public only (security finding 1)', () => {
    const put = (slug: string, payload: object) =>
      app.inject({ method: 'PUT', url: `/api/community/posts/${slug}/`, headers: cast.alice.auth, payload });
    const refusedVisibility = (res: { statusCode: number; json: () => unknown }) => {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        detail: [
          expect.objectContaining({
            loc: ['body', 'visibility'],
            msg: COMMUNITY_MESSAGES.anonymousFollowersOnly,
          }),
        ],
      });
    };

    it('refuses an anonymous followers-only post, so following members one by one reveals nobody', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/community/posts/',
        headers: cast.alice.auth,
        payload: {
          title: 'Only my followers',
          content: 'Anonymous to my followers only.',
          category: 'IVF',
          visibility: 'followers',
          is_anonymous: true,
        },
      });
      refusedVisibility(res);
    });

    it('refuses an edit that makes a stored post anonymous and followers-only, one field at a time', async () => {
      const open = await createPost(app, cast.alice, { visibility: 'followers' });
      refusedVisibility(await put(open.slug, { is_anonymous: true }));
      refusedVisibility(await put(post.slug, { visibility: 'followers' }));
      const kept = (await get(cast.alice, `/api/community/posts/${post.slug}/`)).json();
      expect(kept).toMatchObject({ visibility: 'public', is_anonymous: true });
    });

    it('keeps an older anonymous followers-only post from its followers: only the author reads it', async () => {
      const legacy = await createPost(app, cast.alice, {
        is_anonymous: true,
        title: 'Written before the rule',
      });
      await setPost(app, legacy.id, { visibility: 'followers' });
      expect((await get(cast.bob, `/api/community/posts/${legacy.slug}/`)).statusCode).toBe(404);
      const feed = (await get(cast.bob, '/api/community/feed/?limit=100')).json();
      expect(feed.items.map((p: CommunityPost) => p.id)).not.toContain(legacy.id);
      expect((await get(cast.alice, `/api/community/posts/${legacy.slug}/`)).statusCode).toBe(200);
    });
  });
});
