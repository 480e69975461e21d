import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  COMMUNITY_MESSAGES,
  MESSAGES,
  POST_IMAGE_ALT_MAX,
  POST_IMAGE_LIMIT_BYTES,
  type CommunityPost,
} from '@fertilia/contracts';
import { auditEvents } from '../../db/schema';
import { issues } from '../../test/http';
import { multipartForm } from '../../test/multipart';
import { testCamera } from '../../test/images';
import { communityTestApp, createPost, samplePost, setPost, type CommunityCast } from './test-helpers';

const photo = testCamera({ ImageDescription: 'clinic room 12', Copyright: 'alice-phone' });

describe('community posts', () => {
  let app: FastifyInstance;
  let cast: CommunityCast;
  beforeAll(async () => ({ app, cast } = await communityTestApp()));
  afterAll(() => app.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, headers: object, payload?: object) =>
    app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

  it('creates a post from JSON with defaults, trimmed values, a slug and the author card', async () => {
    const res = await send('POST', '/api/community/posts/', cast.alice.auth, {
      title: '  First IVF cycle  ',
      content: '  Starting stims tomorrow, any advice?  ',
      category: ' ivf ',
    });
    expect(res.statusCode).toBe(201);
    const post: CommunityPost = res.json();
    expect(post).toMatchObject({
      slug: 'first-ivf-cycle',
      title: 'First IVF cycle',
      content: 'Starting stims tomorrow, any advice?',
      category: 'ivf',
      visibility: 'public',
      is_anonymous: false,
      tags: [],
      image: '',
      status: 'visible',
      likes_count: 0,
      comment_count: 0,
      comments_count: 0,
      is_liked: false,
      is_own: true,
      moderation_reason: null,
      reactions: {
        like_count: 0,
        total_count: 0,
        user_reaction: null,
        counts: { like: 0, heart: 0, hug: 0, celebrate: 0, insightful: 0 },
      },
      author: {
        id: cast.alice.user.id,
        username: cast.alice.user.username,
        // Her real name stays private: she did not choose to show it.
        display_name: cast.alice.user.username,
        avatar: null,
        role_label: null,
      },
    });
    expect(post).not.toHaveProperty('moderation_author');
  });

  it('creates a post from the multipart form with tags as JSON text and a re-encoded picture', async () => {
    const form = multipartForm([
      { name: 'title', value: 'Scan day photos' },
      { name: 'content', value: 'Our clinic let us keep the scan picture.' },
      { name: 'category', value: 'pregnancy' },
      { name: 'visibility', value: 'followers' },
      { name: 'is_anonymous', value: 'false' },
      { name: 'tags', value: '["scan","joy","scan"]' },
      { name: 'image', filename: 'scan.png', type: 'image/png', data: await photo('png') },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/community/posts/',
      headers: { ...cast.alice.auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    const post: CommunityPost = res.json();
    expect(post).toMatchObject({ visibility: 'followers', tags: ['scan', 'joy'], is_anonymous: false });
    expect(post.image).toMatch(/^\/api\/media\/community\/[A-Za-z0-9_-]+\.webp$/);
    const served = await app.inject({ method: 'GET', url: post.image });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('alice-phone')).toBe(false);
  });

  describe('image descriptions (alt text)', () => {
    const postWith = async (fields: { name: string; value: string }[], withImage = true) => {
      const form = multipartForm([
        { name: 'title', value: 'Seven week scan' },
        { name: 'content', value: 'We saw a heartbeat today, one very small flicker.' },
        { name: 'category', value: 'pregnancy' },
        ...fields,
        ...(withImage
          ? [{ name: 'image', filename: 'scan.png', type: 'image/png', data: await photo('png') }]
          : []),
      ]);
      return app.inject({
        method: 'POST',
        url: '/api/community/posts/',
        headers: { ...cast.alice.auth, ...form.headers },
        payload: form.payload,
      });
    };
    const alt = 'Black and white ultrasound, a small bright dot in a dark oval — 50% of us cried';

    it('keeps the author’s description with the picture, everywhere the post is answered', async () => {
      const res = await postWith([{ name: 'image_alt', value: `  ${alt}  ` }]);
      expect(res.statusCode).toBe(201);
      const post: CommunityPost = res.json();
      expect(post.image_alt).toBe(alt);
      // The picture's address stays a plain URL that serves it.
      expect(post.image).toMatch(/^\/api\/media\/community\/[A-Za-z0-9_-]+\.webp$/);
      expect((await app.inject({ method: 'GET', url: post.image })).statusCode).toBe(200);
      const read = await send('GET', `/api/community/posts/${post.slug}/`, cast.bob.auth);
      expect(read.json()).toMatchObject({ image: post.image, image_alt: alt });
      const feed = await send('GET', '/api/community/feed/?limit=100', cast.bob.auth);
      const listed = (feed.json().items as CommunityPost[]).find((p) => p.id === post.id);
      expect(listed).toMatchObject({ image: post.image, image_alt: alt });

      // Deleting the post still deletes its picture.
      expect((await send('DELETE', `/api/community/posts/${post.slug}/`, cast.alice.auth)).statusCode).toBe(
        200,
      );
      expect((await app.inject({ method: 'GET', url: post.image })).statusCode).toBe(404);
    });

    it('answers an empty description for a picture without one, and for a post without a picture', async () => {
      const plain = await postWith([]);
      expect(plain.json()).toMatchObject({ image_alt: '' });
      const noPicture = await postWith([{ name: 'image_alt', value: alt }], false);
      expect(noPicture.json()).toMatchObject({ image: '', image_alt: '' });
    });

    it('refuses a description longer than the contract allows, and stores nothing', async () => {
      const res = await postWith([{ name: 'image_alt', value: 'a'.repeat(POST_IMAGE_ALT_MAX + 1) }]);
      expect(res.statusCode).toBe(422);
      expect(issues(res)).toEqual([{ loc: ['body', 'image_alt'], msg: COMMUNITY_MESSAGES.imageAltTooLong }]);
      const exactly = await postWith([{ name: 'image_alt', value: 'a'.repeat(POST_IMAGE_ALT_MAX) }]);
      expect(exactly.statusCode).toBe(201);
    });

    it('lets the author describe the picture later, or remove the description, keeping the picture', async () => {
      const post: CommunityPost = (await postWith([])).json();
      const url = `/api/community/posts/${post.slug}/`;
      const described = await send('PUT', url, cast.alice.auth, { image_alt: alt });
      expect(described.statusCode).toBe(200);
      expect(described.json()).toMatchObject({ image: post.image, image_alt: alt });
      const cleared = await send('PUT', url, cast.alice.auth, { image_alt: '' });
      expect(cleared.json()).toMatchObject({ image: post.image, image_alt: '' });
      const tooLong = await send('PUT', url, cast.alice.auth, {
        image_alt: 'a'.repeat(POST_IMAGE_ALT_MAX + 1),
      });
      expect(tooLong.statusCode).toBe(422);
      expect(issues(tooLong)).toEqual([
        { loc: ['body', 'image_alt'], msg: COMMUNITY_MESSAGES.imageAltTooLong },
      ]);
      expect((await send('PUT', url, cast.bob.auth, { image_alt: 'Not mine' })).statusCode).toBe(403);
      expect((await send('PUT', url, {}, { image_alt: 'No token' })).statusCode).toBe(401);
    });

    it('needs a token to post a described picture', async () => {
      const form = multipartForm([{ name: 'image_alt', value: alt }]);
      const res = await app.inject({
        method: 'POST',
        url: '/api/community/posts/',
        headers: form.headers,
        payload: form.payload,
      });
      expect(res.statusCode).toBe(401);
    });
  });

  it('refuses a file that is no image, and one of 5 MB or more, on body.image', async () => {
    const base = [
      { name: 'title', value: 'Picture post' },
      { name: 'content', value: 'This one carries a picture.' },
      { name: 'category', value: 'ivf' },
    ];
    for (const [data, msg] of [
      [Buffer.from('%PDF-1.4 not a picture'), COMMUNITY_MESSAGES.imageNotAnImage],
      [randomBytes(POST_IMAGE_LIMIT_BYTES), COMMUNITY_MESSAGES.imageTooLarge],
    ] as const) {
      const form = multipartForm([...base, { name: 'image', filename: 'x.jpg', type: 'image/jpeg', data }]);
      const res = await app.inject({
        method: 'POST',
        url: '/api/community/posts/',
        headers: { ...cast.alice.auth, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(422);
      expect(issues(res)).toEqual([{ loc: ['body', 'image'], msg }]);
    }
  });

  it('checks every field with the contract messages, in JSON and in the form', async () => {
    const res = await send('POST', '/api/community/posts/', cast.alice.auth, {
      title: ' ab ',
      content: 'too short',
      category: 'x',
      visibility: 'friends',
      is_anonymous: 'maybe',
      tags: '{not json',
    });
    expect(res.statusCode).toBe(422);
    expect(issues(res)).toEqual([
      { loc: ['body', 'title'], msg: COMMUNITY_MESSAGES.titleMin },
      { loc: ['body', 'content'], msg: COMMUNITY_MESSAGES.contentMin },
      { loc: ['body', 'category'], msg: COMMUNITY_MESSAGES.categoryMin },
      { loc: ['body', 'visibility'], msg: COMMUNITY_MESSAGES.visibilityInvalid },
      { loc: ['body', 'is_anonymous'], msg: COMMUNITY_MESSAGES.isAnonymousInvalid },
      { loc: ['body', 'tags'], msg: COMMUNITY_MESSAGES.tagsInvalid },
    ]);
    const missing = await send('POST', '/api/community/posts/', cast.alice.auth, {});
    expect(issues(missing)).toEqual([
      { loc: ['body', 'title'], msg: MESSAGES.titleRequired },
      { loc: ['body', 'content'], msg: MESSAGES.contentRequired },
      { loc: ['body', 'category'], msg: MESSAGES.categoryRequired },
    ]);
    const form = multipartForm([
      { name: 'title', value: 'Okay title' },
      { name: 'content', value: 'Long enough content.' },
      { name: 'category', value: 'ivf' },
      { name: 'tags', value: JSON.stringify(Array.from({ length: 11 }, (_, i) => `t${i}`)) },
    ]);
    const tooMany = await app.inject({
      method: 'POST',
      url: '/api/community/posts/',
      headers: { ...cast.alice.auth, ...form.headers },
      payload: form.payload,
    });
    expect(issues(tooMany)).toEqual([{ loc: ['body', 'tags'], msg: COMMUNITY_MESSAGES.tagsInvalid }]);
  });

  it('requires a token (401) and a confirmed account (403) for every post call', async () => {
    const post = await createPost(app, cast.alice);
    for (const [method, url] of [
      ['POST', '/api/community/posts/'],
      ['GET', `/api/community/posts/${post.slug}/`],
      ['PUT', `/api/community/posts/${post.slug}/`],
      ['DELETE', `/api/community/posts/${post.slug}/`],
    ] as const) {
      const payload = method === 'PUT' || method === 'POST' ? samplePost() : undefined;
      expect((await send(method, url, {}, payload)).statusCode, `${method} ${url}`).toBe(401);
      const res = await send(method, url, cast.unconfirmed.auth, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: MESSAGES.accountNotConfirmed });
    }
  });

  it('gives clashing titles -2, -3 and keeps the slug through a title change', async () => {
    const a = await createPost(app, cast.alice, { title: 'Egg retrieval recovery' });
    const b = await createPost(app, cast.bob, { title: 'Egg retrieval recovery!' });
    const c = await createPost(app, cast.carol, { title: 'egg retrieval  recovery' });
    expect([a.slug, b.slug, c.slug]).toEqual([
      'egg-retrieval-recovery',
      'egg-retrieval-recovery-2',
      'egg-retrieval-recovery-3',
    ]);
    const res = await send('PUT', `/api/community/posts/${a.slug}/`, cast.alice.auth, {
      title: 'Completely new title',
      tags: ['recovery'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: a.slug, title: 'Completely new title', tags: ['recovery'] });
    const read = await send('GET', `/api/community/posts/${a.slug}/`, cast.bob.auth);
    expect(read.json()).toMatchObject({ title: 'Completely new title', content: a.content, is_own: false });
  });

  it('lets only the author edit: another member and a moderator are refused', async () => {
    const post = await createPost(app, cast.alice);
    for (const who of [cast.bob, cast.moderator]) {
      const res = await send('PUT', `/api/community/posts/${post.slug}/`, who.auth, { title: 'Not mine' });
      expect(res.statusCode).toBe(403);
    }
    const invalid = await send('PUT', `/api/community/posts/${post.slug}/`, cast.alice.auth, {
      content: 'short',
    });
    expect(issues(invalid)).toEqual([{ loc: ['body', 'content'], msg: COMMUNITY_MESSAGES.contentMin }]);
    const empty = await send('PUT', `/api/community/posts/${post.slug}/`, cast.alice.auth, {});
    expect(issues(empty)).toEqual([{ loc: ['body'], msg: MESSAGES.atLeastOneField }]);
    const missing = await send('PUT', '/api/community/posts/no-such-post/', cast.alice.auth, {
      title: 'Hello',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: COMMUNITY_MESSAGES.postNotFound });
  });

  it('deletes for the author; a moderator deletes (audited); another member is refused', async () => {
    const mine = await createPost(app, cast.alice);
    expect((await send('DELETE', `/api/community/posts/${mine.slug}/`, cast.bob.auth)).statusCode).toBe(403);
    const own = await send('DELETE', `/api/community/posts/${mine.slug}/`, cast.alice.auth);
    expect(own.json()).toEqual({ message: COMMUNITY_MESSAGES.postDeleted });
    expect((await send('GET', `/api/community/posts/${mine.slug}/`, cast.alice.auth)).statusCode).toBe(404);

    const other = await createPost(app, cast.bob);
    const byStaff = await send('DELETE', `/api/community/posts/${other.slug}/`, cast.moderator.auth);
    expect(byStaff.statusCode).toBe(200);
    const audit = (await app.deps.db.db.select().from(auditEvents)).filter(
      (e) => e.action === 'community.post_deleted',
    );
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: cast.moderator.user.id,
        targetUserId: cast.bob.user.id,
        details: { post_id: other.id },
      }),
    ]);
  });

  it('hides hidden and removed posts from members but shows the author the status and reason', async () => {
    const post = await createPost(app, cast.alice);
    for (const status of ['hidden', 'removed'] as const) {
      await setPost(app, post.id, { status, moderationReason: 'Shares a clinic phone number' });
      const other = await send('GET', `/api/community/posts/${post.slug}/`, cast.bob.auth);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ detail: COMMUNITY_MESSAGES.postNotFound });
      const author = await send('GET', `/api/community/posts/${post.slug}/`, cast.alice.auth);
      expect(author.json()).toMatchObject({ status, moderation_reason: 'Shares a clinic phone number' });
      const staff = await send('GET', `/api/community/posts/${post.slug}/`, cast.moderator.auth);
      expect(staff.json()).toMatchObject({ status });
      const feed = await send('GET', '/api/community/feed/?limit=100', cast.bob.auth);
      expect(feed.json().items.map((p: CommunityPost) => p.id)).not.toContain(post.id);
    }
  });

  it('shows a followers-only post to followers and the author only', async () => {
    const post = await createPost(app, cast.doctor, { visibility: 'followers' });
    expect((await send('GET', `/api/community/posts/${post.slug}/`, cast.carol.auth)).statusCode).toBe(404);
    await send('POST', `/api/community/users/${cast.doctor.user.id}/follow/`, cast.carol.auth);
    const res = await send('GET', `/api/community/posts/${post.slug}/`, cast.carol.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().author).toMatchObject({ display_name: 'Dana Reyes', role_label: 'Doctor' });
    expect((await send('GET', `/api/community/posts/${post.slug}/`, cast.doctor.auth)).statusCode).toBe(200);
  });
});
