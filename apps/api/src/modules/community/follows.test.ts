import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { COMMUNITY_MESSAGES, MESSAGES } from '@fertilia/contracts';
import { issues } from '../../test/http';
import type { TestUser } from '../../test/users';
import { communityTestApp, createPost, follow, setPost, type CommunityCast } from './test-helpers';

describe('community follows and member cards', () => {
  let app: FastifyInstance;
  let cast: CommunityCast;
  beforeAll(async () => ({ app, cast } = await communityTestApp()));
  afterAll(() => app.close());

  const call = (who: TestUser | null, method: 'GET' | 'POST', url: string) =>
    app.inject({ method, url: `/api/community/users/${url}`, headers: who?.auth ?? {} });

  it('follows idempotently and unfollows idempotently, with the follower count', async () => {
    const first = await follow(app, cast.alice, cast.doctor);
    expect(first.json()).toEqual({
      message: COMMUNITY_MESSAGES.following,
      is_following: true,
      follower_count: 1,
    });
    expect((await follow(app, cast.alice, cast.doctor)).json().follower_count).toBe(1);
    const un = await call(cast.alice, 'POST', `${cast.doctor.user.id}/unfollow/`);
    expect(un.json()).toEqual({
      message: COMMUNITY_MESSAGES.unfollowed,
      is_following: false,
      follower_count: 0,
    });
    expect((await call(cast.alice, 'POST', `${cast.doctor.user.id}/unfollow/`)).json().follower_count).toBe(
      0,
    );
  });

  it('refuses following yourself, a bad id and an unknown member', async () => {
    const self = await follow(app, cast.bob, cast.bob);
    expect(self.statusCode).toBe(422);
    expect(issues(self)).toEqual([{ loc: ['path', 'id'], msg: COMMUNITY_MESSAGES.cannotFollowSelf }]);
    expect(issues(await call(cast.bob, 'POST', 'zero/follow/'))).toEqual([
      { loc: ['path', 'id'], msg: MESSAGES.invalidId },
    ]);
    const unknown = await call(cast.bob, 'POST', '999999/follow/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: COMMUNITY_MESSAGES.memberNotFound });
  });

  it('shows a public card: role label, counts, is_following and named visible posts only', async () => {
    await follow(app, cast.bob, cast.doctor);
    await follow(app, cast.carol, cast.doctor);
    await follow(app, cast.doctor, cast.alice);
    await createPost(app, cast.doctor);
    await createPost(app, cast.doctor, { is_anonymous: true });
    const removed = await createPost(app, cast.doctor);
    await setPost(app, removed.id, { status: 'removed' });
    const res = await call(cast.bob, 'GET', `${cast.doctor.user.id}/`);
    expect(res.json()).toEqual({
      id: cast.doctor.user.id,
      username: cast.doctor.user.username,
      display_name: 'Dana Reyes',
      avatar: null,
      role_label: 'Doctor',
      follower_count: 2,
      following_count: 1,
      post_count: 1,
      is_following: true,
    });
    expect(JSON.stringify(res.json())).not.toContain(cast.doctor.user.email);
    expect((await call(cast.alice, 'GET', `${cast.doctor.user.id}/`)).json().is_following).toBe(false);
  });

  it('lists followers and following with paging', async () => {
    const followers = await call(cast.alice, 'GET', `${cast.doctor.user.id}/followers/?limit=1`);
    expect(followers.json()).toMatchObject({ total: 2, skip: 0, limit: 1 });
    expect(followers.json().items).toHaveLength(1);
    const following = await call(cast.alice, 'GET', `${cast.doctor.user.id}/following/`);
    expect(following.json()).toMatchObject({
      total: 1,
      items: [{ id: cast.alice.user.id, display_name: cast.alice.user.username }],
    });
    expect(issues(await call(cast.alice, 'GET', `${cast.doctor.user.id}/followers/?limit=0`))).toEqual([
      { loc: ['query', 'limit'], msg: MESSAGES.limitRange },
    ]);
  });

  it('requires a token (401) and a confirmed account (403)', async () => {
    const id = cast.doctor.user.id;
    for (const [method, url] of [
      ['POST', `${id}/follow/`],
      ['POST', `${id}/unfollow/`],
      ['GET', `${id}/`],
      ['GET', `${id}/followers/`],
      ['GET', `${id}/following/`],
    ] as const) {
      expect((await call(null, method, url)).statusCode).toBe(401);
      expect((await call(cast.unconfirmed, method, url)).statusCode).toBe(403);
    }
  });
});
