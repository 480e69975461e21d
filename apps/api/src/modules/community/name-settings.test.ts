import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { COMMUNITY_MESSAGES, type CommunityPost } from '@fertilia/contracts';
import { auditEvents } from '../../db/schema';
import { injectAs, issues } from '../../test/http';
import { createUserWithToken, type TestUser } from '../../test/users';
import { communityTestApp, createPost, type CommunityCast } from './test-helpers';

/*
 * The public-name rule (contracts `publicName`) through every community answer that names a member, and
 * PUT /api/community/settings/ where a member chooses to show her real name.
 */
describe('community names: the username unless she chooses to show her real name', () => {
  let app: FastifyInstance;
  let cast: CommunityCast;
  beforeAll(async () => ({ app, cast } = await communityTestApp()));
  afterAll(() => app.close());

  const call = (who: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    injectAs(app, who, method, `/api/community${url}`, payload);
  const choose = (who: TestUser | null, payload: unknown) => call(who, 'PUT', '/settings/', payload);

  /** Every answer bob reads that names alice: her post, its comment thread, who reacted, her card. */
  async function whatBobSeesOfAlice(post: CommunityPost) {
    const [read, thread, reactions, card, feed] = await Promise.all([
      call(cast.bob, 'GET', `/posts/${post.slug}/`),
      call(cast.bob, 'GET', `/posts/${post.slug}/comments/threaded/`),
      call(cast.bob, 'GET', `/posts/${post.slug}/likes/`),
      call(cast.bob, 'GET', `/users/${cast.alice.user.id}/`),
      call(cast.bob, 'GET', '/feed/'),
    ]);
    const names = [
      read.json().author.display_name,
      thread.json().items[0].author.display_name,
      reactions.json().items[0].user.display_name,
      card.json().display_name,
      feed.json().items.find((p: CommunityPost) => p.id === post.id).author.display_name,
    ];
    const bodies = [read, thread, reactions, card, feed].map((res) => res.body).join('\n');
    return { names: [...new Set(names)], bodies };
  }

  it('shows her username everywhere by default, her real name once she chooses it, and the username again when she takes it back', async () => {
    const post = await createPost(app, cast.alice);
    expect(
      (await call(cast.alice, 'POST', '/comments/', { post_id: post.id, content: 'Day 3' })).statusCode,
    ).toBe(201);
    expect(
      (await call(cast.alice, 'POST', '/likes/', { post_id: post.id, reaction_type: 'hug' })).statusCode,
    ).toBe(200);

    const before = await whatBobSeesOfAlice(post);
    expect(before.names).toEqual([cast.alice.user.username]);
    expect(before.bodies).not.toContain('Alice');
    expect(before.bodies).not.toContain('Marsh');

    const on = await choose(cast.alice, { show_real_name: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ show_real_name: true, public_name: 'Alice Marsh' });
    expect((await whatBobSeesOfAlice(post)).names).toEqual(['Alice Marsh']);
    // Her own account says what she chose.
    const me = await injectAs(app, cast.alice, 'GET', '/api/auth/profile');
    expect(me.json().show_real_name).toBe(true);

    const off = await choose(cast.alice, { show_real_name: false });
    expect(off.json()).toEqual({ show_real_name: false, public_name: cast.alice.user.username });
    expect((await whatBobSeesOfAlice(post)).names).toEqual([cast.alice.user.username]);

    // Each choice is kept in her account's activity, by her.
    const recorded = await app.deps.db.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.targetUserId, cast.alice.user.id),
          eq(auditEvents.action, 'community.name_visibility_changed'),
        ),
      )
      .orderBy(asc(auditEvents.id));
    expect(recorded.map((e) => [e.actorId, e.details])).toEqual([
      [cast.alice.user.id, { show_real_name: true }],
      [cast.alice.user.id, { show_real_name: false }],
    ]);
  });

  it('a member without a real name is shown by username even when she chooses to show it', async () => {
    const res = await choose(cast.carol, { show_real_name: true });
    expect(res.json()).toEqual({ show_real_name: true, public_name: cast.carol.user.username });
  });

  it('an anonymous post stays anonymous whatever she chose; staff see who wrote it by the same rule', async () => {
    await choose(cast.alice, { show_real_name: true });
    const post = await createPost(app, cast.alice, { is_anonymous: true });
    const read = await call(cast.bob, 'GET', `/posts/${post.slug}/`);
    expect(read.json().author).toBeNull();
    expect(read.body).not.toContain('Alice');
    const staff = await call(cast.moderator, 'GET', `/posts/${post.slug}/`);
    expect(staff.json().moderation_author).toMatchObject({
      id: cast.alice.user.id,
      display_name: 'Alice Marsh',
    });
    await choose(cast.alice, { show_real_name: false });
  });

  it('refuses anything but true or false and changes nothing', async () => {
    await choose(cast.bob, { show_real_name: true });
    for (const body of [{}, { show_real_name: 'yes' }, { show_real_name: null }, { show_real_name: 1 }]) {
      const res = await choose(cast.bob, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(issues(res)).toEqual([
        { loc: ['body', 'show_real_name'], msg: COMMUNITY_MESSAGES.showRealNameInvalid },
      ]);
    }
    expect((await injectAs(app, cast.bob, 'GET', '/api/auth/profile')).json().show_real_name).toBe(true);
  });

  it('needs a signed-in, confirmed member', async () => {
    expect((await choose(null, { show_real_name: true })).statusCode).toBe(401);
    expect((await choose(cast.unconfirmed, { show_real_name: true })).statusCode).toBe(403);
    const suspended = await createUserWithToken(app, { role: 'patient', status: 'suspended' });
    expect((await choose(suspended, { show_real_name: true })).statusCode).toBe(401);
  });

  it('a new account starts with her real name private', async () => {
    const res = await injectAs(app, null, 'POST', '/api/auth/', {
      email: 'new.member@example.test',
      username: 'quiet_hope',
      password: 'Long-enough-pw-93',
      confirm_password: 'Long-enough-pw-93',
      role: 'patient',
      first_name: 'Nora',
      last_name: 'Vale',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.show_real_name).toBe(false);
  });
});
