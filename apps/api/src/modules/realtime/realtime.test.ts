import { beforeAll, describe, expect, it } from 'vitest';
import {
  FEED_ROOM,
  LIVE_EVENTS,
  MESSAGES,
  REALTIME_MESSAGES,
  REPORT_HIDE_THRESHOLD,
  SOCKET_MAX_ROOMS,
  type NewPostEvent,
} from '@fertilia/contracts';
import { createTestApp } from '../../test/app';
import { createUserWithToken, type TestUser } from '../../test/users';
import { createCommunityComment, createCommunityPost, report } from '../moderation/test-helpers';
import { liveTestApp } from './test-apps';
import { connect, eventsDuring, listen, nextEvent, subscribe, unsubscribe } from './test-client';

type NewComment = { post_id: number; post_slug: string; comment: Record<string, unknown> };
type PostUpdate = { post: Record<string, unknown> & { id: number } };
type NewPost = NewPostEvent;

const live = liveTestApp();
const { open } = live;
let author: TestUser;
let reader: TestUser;

beforeAll(async () => {
  author = await createUserWithToken(live.app, { role: 'patient' });
  reader = await createUserWithToken(live.app, { role: 'patient' });
});

describe('socket.io live events', () => {
  it('delivers a comment made through the API to a client subscribed to the post by slug, anonymity kept', async () => {
    const post = await createCommunityPost(live.app, author);
    const socket = await open(reader);
    expect(await subscribe(socket, `post:${post.slug}`)).toEqual({ ok: true, room: `post:${post.id}` });

    const arriving = nextEvent<NewComment>(socket, 'new_comment', (e) => e.post_id === post.id);
    const comment = await createCommunityComment(live.app, author, post.id, {
      content: 'Posting this one anonymously',
      is_anonymous: true,
    });
    const event = await arriving;
    expect(event).toMatchObject({ post_id: post.id, post_slug: post.slug, comment: { id: comment.id } });
    expect(event.comment.author).toBeNull();
    expect(JSON.stringify(event)).not.toContain(author.user.username);
    expect(event.comment).not.toHaveProperty('is_own');
  });

  it('sends post_update to the feed room when a member likes a public post', async () => {
    const post = await createCommunityPost(live.app, author);
    const socket = await open(reader);
    expect(await subscribe(socket, { room: 'feed' })).toEqual({ ok: true, room: 'feed' });
    const arriving = nextEvent<PostUpdate>(socket, 'post_update', (e) => e.post.id === post.id);
    const like = await live.app.inject({
      method: 'POST',
      url: `/api/community/posts/${post.slug}/like`,
      headers: reader.auth,
    });
    expect(like.statusCode).toBeLessThan(300);
    const event = await arriving;
    expect(event.post).toMatchObject({ id: post.id, likes_count: 1 });
    expect(event.post).not.toHaveProperty('is_liked');
  });

  it('tells open feeds of a new post: the feed room, and followers flagged once, wherever they are', async () => {
    const follower = await createUserWithToken(live.app, { role: 'patient' });
    const followed = await live.app.inject({
      method: 'POST',
      url: `/api/community/users/${author.user.id}/follow/`,
      headers: follower.auth,
    });
    expect(followed.statusCode).toBeLessThan(300);
    const inFeed = await open(reader);
    await subscribe(inFeed, FEED_ROOM);
    const followerFeed = await open(follower);
    await subscribe(followerFeed, FEED_ROOM);
    // Every new_post each socket hears, until a last public post, which both hear, closes the account:
    // one process emits them in order, so nothing sent before it is still on its way.
    const heard = (socket: typeof inFeed) => {
      const events: NewPost[] = [];
      socket.on(LIVE_EVENTS.newPost, (e: NewPost) => events.push(e));
      return events;
    };
    const readerHeard = heard(inFeed);
    const followerHeard = heard(followerFeed);

    const shared = await createCommunityPost(live.app, author);
    const anonymous = await createCommunityPost(live.app, author, { is_anonymous: true });
    const followersOnly = await createCommunityPost(live.app, author, { visibility: 'followers' });
    const last = (socket: typeof inFeed) =>
      nextEvent<NewPost>(socket, LIVE_EVENTS.newPost, (e) => e.post.title === 'Closing post');
    const closing = Promise.all([last(inFeed), last(followerFeed)]);
    await createCommunityPost(live.app, author, { title: 'Closing post', is_anonymous: true });
    await closing;

    const summary = (events: NewPost[]) => events.map((e) => [e.post.id, e.following ?? false]);
    // The reader learns of public posts only; the follower of all three, the anonymous one unflagged (a flag
    // would tell her who wrote it), and a socket in both rooms hears each post once.
    expect(summary(readerHeard.slice(0, -1))).toEqual([
      [shared.id, false],
      [anonymous.id, false],
    ]);
    const followerEvents = followerHeard.slice(0, -1);
    expect(summary(followerEvents)).toEqual([
      [shared.id, true],
      [anonymous.id, false],
      [followersOnly.id, true],
    ]);
    expect(followerHeard).toHaveLength(4);
    for (const event of followerEvents) {
      expect(Object.keys(event).sort()).toEqual(event.following ? ['following', 'post'] : ['post']);
      expect(event.post).not.toHaveProperty('is_own');
    }
    expect(followerEvents[1]!.post.author).toBeNull();
    expect(JSON.stringify(followerEvents[1])).not.toContain(author.user.username);
  });

  it('forwards what the community bus announces, to the post room by id', async () => {
    const post = await createCommunityPost(live.app, author);
    const socket = await open(reader);
    await subscribe(socket, `post:${post.id}`);
    const arriving = nextEvent<NewComment>(socket, 'new_comment');
    live.app.communityEvents.emit('new_comment', {
      post_id: post.id,
      post_slug: post.slug,
      comment: { id: 424242 },
    });
    expect(await arriving).toEqual({ post_id: post.id, post_slug: post.slug, comment: { id: 424242 } });
  });

  it('tells a post room when reports hide the post', async () => {
    const post = await createCommunityPost(live.app, author);
    const socket = await open(author);
    await subscribe(socket, `post:${post.id}`);
    const arriving = nextEvent<PostUpdate>(socket, 'post_update', (e) => e.post.id === post.id);
    for (let i = 0; i < REPORT_HIDE_THRESHOLD; i++)
      await report(live.app, await createUserWithToken(live.app, { role: 'patient' }), 'posts', post.id);
    expect((await arriving).post).toEqual({
      id: post.id,
      slug: post.slug,
      visibility: 'public',
      status: 'hidden',
    });
  });

  it('stops delivering after unsubscribe', async () => {
    const post = await createCommunityPost(live.app, author);
    const socket = await open(reader);
    await subscribe(socket, `post:${post.slug}`);
    expect(await unsubscribe(socket, `post:${post.slug}`)).toEqual({ ok: true, room: `post:${post.id}` });
    const seen = eventsDuring(socket, 'new_comment', 400);
    await createCommunityComment(live.app, author, post.id);
    expect(await seen).toEqual([]);
  });

  it('refuses invalid rooms, unreadable posts and too many rooms', async () => {
    const socket = await open(reader);
    for (const bad of ['lobby', 'post:', 'post:Bad Slug!', 42, { room: 'admin' }, null])
      expect(await subscribe(socket, bad)).toEqual({ ok: false, error: REALTIME_MESSAGES.roomInvalid });
    expect(await subscribe(socket, 'post:999999')).toEqual({
      ok: false,
      error: REALTIME_MESSAGES.postNotFound,
    });
    const followersOnly = await createCommunityPost(live.app, author, { visibility: 'followers' });
    expect(await subscribe(socket, `post:${followersOnly.slug}`)).toEqual({
      ok: false,
      error: REALTIME_MESSAGES.postNotFound,
    });
    // Its author may follow it.
    const own = await open(author);
    expect(await subscribe(own, `post:${followersOnly.id}`)).toEqual({
      ok: true,
      room: `post:${followersOnly.id}`,
    });

    const posts = await Promise.all(
      Array.from({ length: SOCKET_MAX_ROOMS }, () => createCommunityPost(live.app, author)),
    );
    const busy = await open(reader);
    for (const p of posts) expect((await subscribe(busy, `post:${p.id}`)).ok).toBe(true);
    expect(await subscribe(busy, 'feed')).toEqual({ ok: false, error: REALTIME_MESSAGES.tooManyRooms });
  });

  it('refuses a handshake without a token, with a bad token, or for unconfirmed and suspended members', async () => {
    await expect(connect(live.url)).rejects.toThrow(MESSAGES.notAuthenticated);
    await expect(connect(live.url, 'not-a-jwt')).rejects.toThrow(MESSAGES.tokenInvalid);
    const unconfirmed = await createUserWithToken(live.app, { role: 'patient', confirmed: false });
    await expect(connect(live.url, unconfirmed.token)).rejects.toThrow(MESSAGES.accountNotConfirmed);
    const suspended = await createUserWithToken(live.app, { role: 'patient', status: 'suspended' });
    await expect(connect(live.url, suspended.token)).rejects.toThrow(MESSAGES.accountSuspended);
  });

  it('refuses the polling transport: websocket only', async () => {
    const res = await fetch(`${live.url}/socket.io/?EIO=4&transport=polling`);
    expect(res.status).toBe(400);
  });
});

describe('realtime lifecycle', () => {
  it('closes with the app: connected clients are disconnected and close does not hang', async () => {
    const own = await createTestApp();
    const ownUrl = await listen(own);
    const member = await createUserWithToken(own, { role: 'patient' });
    const socket = await connect(ownUrl, member.token);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const started = Date.now();
    await own.close();
    expect(await disconnected).toBe('io server disconnect');
    expect(Date.now() - started).toBeLessThan(3000);
    socket.close();
  });
});
