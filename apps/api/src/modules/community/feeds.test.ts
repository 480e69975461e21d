import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, type CommunityPost } from '@fertilia/contracts';
import { createTestApp } from '../../test/app';
import { issues } from '../../test/http';
import { createUserWithToken, type TestUser } from '../../test/users';
import { communityTestApp, createPost, follow, setPost, type CommunityCast } from './test-helpers';

describe('community feeds', () => {
  let app: FastifyInstance;
  let cast: CommunityCast;
  beforeAll(async () => ({ app, cast } = await communityTestApp()));
  afterAll(() => app.close());

  const feed = (who: TestUser, path: string) =>
    app.inject({ method: 'GET', url: `/api/community/${path}`, headers: who.auth });
  const ids = (res: { json: () => { items: CommunityPost[] } }) => res.json().items.map((p) => p.id);
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

  it('lists newest first with skip/limit (default 0 and 20) and the total', async () => {
    const posts: CommunityPost[] = [];
    for (let i = 0; i < 23; i++) posts.push(await createPost(app, cast.alice));
    for (const [i, p] of posts.entries()) await setPost(app, p.id, { createdAt: hoursAgo(100 - i) });
    const first = await feed(cast.bob, 'feed/');
    expect(first.json()).toMatchObject({ total: 23, skip: 0, limit: 20 });
    expect(ids(first)).toEqual(
      posts
        .slice(3)
        .reverse()
        .map((p) => p.id),
    );
    const rest = await feed(cast.bob, 'feed/?skip=20&limit=20');
    expect(ids(rest)).toEqual(
      posts
        .slice(0, 3)
        .reverse()
        .map((p) => p.id),
    );
    expect(issues(await feed(cast.bob, 'feed/?limit=101'))).toEqual([
      { loc: ['query', 'limit'], msg: MESSAGES.limitRange },
    ]);
    expect(issues(await feed(cast.bob, 'trending/?skip=-1'))).toEqual([
      { loc: ['query', 'skip'], msg: MESSAGES.skipMin },
    ]);
  });

  it('ranks trending by the hot score and pages that ranking without gaps or repeats', async () => {
    const app2 = await createTestApp();
    try {
      const author = await createUserWithToken(app2, { role: 'patient' });
      const reader = await createUserWithToken(app2, { role: 'patient' });
      // score = (reactions + 2 × comments + 1) / (age h + 2)^1.5
      const shapes = [
        { name: 'old-busy', age: 48, reactions: 40, comments: 10 }, // 61 / 50^1.5 ≈ 0.173
        { name: 'fresh-quiet', age: 0, reactions: 0, comments: 0 }, // 1 / 2^1.5 ≈ 0.354
        { name: 'fresh-busy', age: 1, reactions: 5, comments: 3 }, // 12 / 3^1.5 ≈ 2.309
        { name: 'day-old-mid', age: 24, reactions: 10, comments: 5 }, // 21 / 26^1.5 ≈ 0.158
        { name: 'ancient-viral', age: 24 * 30, reactions: 500, comments: 100 }, // 701 / 722^1.5 ≈ 0.036
      ];
      const made = new Map<string, number>();
      for (const s of shapes) {
        const p = await createPost(app2, author, { title: s.name });
        await setPost(app2, p.id, {
          createdAt: hoursAgo(s.age),
          reactionsCount: s.reactions,
          commentsCount: s.comments,
        });
        made.set(s.name, p.id);
      }
      const expected = ['fresh-busy', 'fresh-quiet', 'old-busy', 'day-old-mid', 'ancient-viral'].map((n) =>
        made.get(n),
      );
      expect(
        ids(await app2.inject({ method: 'GET', url: '/api/community/trending/', headers: reader.auth })),
      ).toEqual(expected);
      const paged: number[] = [];
      for (let skip = 0; skip < 5; skip += 2) {
        const res = await app2.inject({
          method: 'GET',
          url: `/api/community/trending/?skip=${skip}&limit=2`,
          headers: reader.auth,
        });
        expect(res.json().total).toBe(5);
        paged.push(...ids(res));
      }
      expect(paged).toEqual(expected);
    } finally {
      await app2.close();
    }
  });

  it('follows: shows posts of followed members only, newest first, without anonymous ones', async () => {
    const app2 = await createTestApp();
    try {
      const [me, a, b, c] = await Promise.all(
        [0, 1, 2, 3].map(() => createUserWithToken(app2, { role: 'patient' })),
      );
      await follow(app2, me!, a!);
      await follow(app2, me!, b!);
      const pa = await createPost(app2, a!);
      const pb = await createPost(app2, b!, { visibility: 'followers' });
      await createPost(app2, a!, { is_anonymous: true });
      await createPost(app2, c!);
      const hidden = await createPost(app2, a!);
      await setPost(app2, hidden.id, { status: 'hidden' });
      await setPost(app2, pa.id, { createdAt: hoursAgo(2) });
      const res = await app2.inject({ method: 'GET', url: '/api/community/following/', headers: me!.auth });
      expect(res.json().total).toBe(2);
      expect(ids(res)).toEqual([pb.id, pa.id]);
    } finally {
      await app2.close();
    }
  });

  it('shows followers-only posts in the feed to followers and the author, not to others', async () => {
    const post = await createPost(app, cast.doctor, { visibility: 'followers' });
    const all = (who: TestUser) => feed(who, 'feed/?limit=100');
    expect(ids(await all(cast.carol))).not.toContain(post.id);
    expect(ids(await feed(cast.carol, 'trending/?limit=100'))).not.toContain(post.id);
    expect(ids(await all(cast.doctor))).toContain(post.id);
    await follow(app, cast.carol, cast.doctor);
    expect(ids(await all(cast.carol))).toContain(post.id);
    expect(ids(await feed(cast.carol, 'trending/?limit=100'))).toContain(post.id);
  });

  it('marks each post with the viewer’s own reaction (read for the whole page at once)', async () => {
    const a = await createPost(app, cast.alice);
    const b = await createPost(app, cast.alice);
    await app.inject({ method: 'POST', url: `/api/community/posts/${a.slug}/like/`, headers: cast.bob.auth });
    await app.inject({
      method: 'POST',
      url: '/api/community/likes/',
      headers: cast.carol.auth,
      payload: { post_id: b.id, reaction_type: 'hug' },
    });
    const items: CommunityPost[] = (await feed(cast.bob, 'feed/?limit=100')).json().items;
    expect(items.find((p) => p.id === a.id)).toMatchObject({
      is_liked: true,
      reactions: { user_reaction: 'like' },
    });
    expect(items.find((p) => p.id === b.id)).toMatchObject({
      is_liked: false,
      reactions: { user_reaction: null, total_count: 1, counts: { hug: 1 } },
    });
  });

  it('requires a token (401) and a confirmed account (403) for every feed', async () => {
    for (const path of ['feed/', 'trending/', 'following/']) {
      expect((await app.inject({ method: 'GET', url: `/api/community/${path}` })).statusCode).toBe(401);
      expect((await feed(cast.unconfirmed, path)).statusCode).toBe(403);
    }
  });
});
