import { beforeAll, describe, expect, it } from 'vitest';
import type { PostUpdateExtras } from '@fertilia/contracts';
import { createUserWithToken, type TestUser } from '../../test/users';
import { createCommunityComment, createCommunityPost, decide, report } from '../moderation/test-helpers';
import { liveTestApp } from './test-apps';
import { eventsDuring, nextEvent, subscribe } from './test-client';

type PostUpdate = { post: Record<string, unknown> & { id: number } } & PostUpdateExtras;

/* Removals reach the open community screens: a removed post leaves, a removed comment leaves its thread. */

const live = liveTestApp();
const { open } = live;
let author: TestUser;
let reader: TestUser;
let moderator: TestUser;

beforeAll(async () => {
  author = await createUserWithToken(live.app, { role: 'patient' });
  reader = await createUserWithToken(live.app, { role: 'patient' });
  moderator = await createUserWithToken(live.app, { role: 'content_moderator' });
});

const removal = { decision: 'remove', reason: 'Medical misinformation' };

describe('live removals', () => {
  it('tells the feed when a moderator removes a post: its status, never its text', async () => {
    const post = await createCommunityPost(live.app, author);
    expect((await report(live.app, reader, 'posts', post.id)).statusCode).toBe(201);
    const socket = await open(reader);
    await subscribe(socket, 'feed');
    const arriving = nextEvent<PostUpdate>(socket, 'post_update', (e) => e.post.id === post.id);
    expect((await decide(live.app, moderator, 'posts', post.id, removal)).statusCode).toBe(200);
    const event = await arriving;
    expect(event).toEqual({
      post: { id: post.id, slug: post.slug, visibility: 'public', status: 'removed' },
    });
  });

  it('tells the feed and the post room when an author deletes her post', async () => {
    const post = await createCommunityPost(live.app, author);
    const onFeed = await open(reader);
    await subscribe(onFeed, 'feed');
    const onPost = await open(reader);
    await subscribe(onPost, `post:${post.id}`);
    const toFeed = nextEvent<PostUpdate>(onFeed, 'post_update', (e) => e.post.id === post.id);
    const toPost = nextEvent<PostUpdate>(onPost, 'post_update', (e) => e.post.id === post.id);
    const res = await live.app.inject({
      method: 'DELETE',
      url: `/api/community/posts/${post.slug}/`,
      headers: author.auth,
    });
    expect(res.statusCode).toBeLessThan(300);
    const expected = { post: { id: post.id, slug: post.slug, visibility: 'public', status: 'removed' } };
    expect(await toFeed).toEqual(expected);
    expect(await toPost).toEqual(expected);
  });

  it('drops a comment a moderator removed from the post room and the feed, with the new counts', async () => {
    const post = await createCommunityPost(live.app, author);
    const comment = await createCommunityComment(live.app, author, post.id, {
      content: 'Secret remedy, anonymous',
      is_anonymous: true,
    });
    await createCommunityComment(live.app, reader, post.id);
    expect((await report(live.app, reader, 'comments', comment.id)).statusCode).toBe(201);
    const onPost = await open(reader);
    await subscribe(onPost, `post:${post.id}`);
    const onFeed = await open(reader);
    await subscribe(onFeed, 'feed');
    const match = (e: PostUpdate) => e.post.id === post.id && e.removed_comment_id !== undefined;
    const toPost = nextEvent<PostUpdate>(onPost, 'post_update', match);
    const toFeed = nextEvent<PostUpdate>(onFeed, 'post_update', match);
    expect((await decide(live.app, moderator, 'comments', comment.id, removal)).statusCode).toBe(200);
    const expected = {
      post: { id: post.id, slug: post.slug, visibility: 'public', comment_count: 1, comments_count: 1 },
      removed_comment_id: comment.id,
    };
    expect(await toPost).toEqual(expected);
    expect(await toFeed).toEqual(expected);
  });

  it('drops a comment its author deleted, the post in its public form with the new counts', async () => {
    const post = await createCommunityPost(live.app, author);
    const comment = await createCommunityComment(live.app, reader, post.id);
    await createCommunityComment(live.app, author, post.id, { parent_id: comment.id });
    const socket = await open(author);
    await subscribe(socket, `post:${post.id}`);
    const arriving = nextEvent<PostUpdate>(socket, 'post_update', (e) => e.post.id === post.id);
    const res = await live.app.inject({
      method: 'DELETE',
      url: `/api/community/comments/${comment.id}`,
      headers: reader.auth,
    });
    expect(res.statusCode).toBeLessThan(300);
    const event = await arriving;
    expect(event.removed_comment_id).toBe(comment.id);
    // The reply went with it.
    expect(event.post).toMatchObject({ id: post.id, comment_count: 0, comments_count: 0 });
    expect(event.post).not.toHaveProperty('is_own');
  });

  it('says nothing about a comment whose reports were dismissed', async () => {
    const post = await createCommunityPost(live.app, author);
    const comment = await createCommunityComment(live.app, author, post.id);
    expect((await report(live.app, reader, 'comments', comment.id)).statusCode).toBe(201);
    const socket = await open(reader);
    await subscribe(socket, `post:${post.id}`);
    const heard = eventsDuring<PostUpdate>(socket, 'post_update', 800);
    expect(
      (await decide(live.app, moderator, 'comments', comment.id, { decision: 'dismiss' })).statusCode,
    ).toBe(200);
    expect((await heard).filter((e) => e.removed_comment_id !== undefined)).toEqual([]);
  });
});
