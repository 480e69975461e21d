import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { BLOG_MESSAGES, MESSAGES } from '@fertilia/contracts';
import { issues } from '../../test/http';
import { multipartFile } from '../../test/multipart';
import { testCamera } from '../../test/images';
import { blogTestApp, createPost, type BlogCast } from './test-helpers';

const image = testCamera({ Copyright: 'secret-photographer', ImageDescription: 'patient ward 7' });

describe('blog cover images', () => {
  let app: FastifyInstance;
  let cast: BlogCast;
  beforeAll(async () => ({ app, cast } = await blogTestApp()));
  afterAll(() => app.close());

  const upload = (
    form: ReturnType<typeof multipartFile>,
    headers: Record<string, string> = cast.moderator.auth,
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/blog/images',
      headers: { ...form.headers, ...headers },
      payload: form.payload,
    });
  const fetchCover = (url: string) => app.inject({ method: 'GET', url });

  it('re-encodes a large PNG to WebP at most 1600 px wide without metadata, and serves it', async () => {
    const res = await upload(multipartFile('file', 'cover.png', 'image/png', await image('png')));
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/api\/media\/blog\/[A-Za-z0-9_-]+\.webp$/);
    const served = await fetchCover(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('secret-photographer')).toBe(false);
  });

  it('accepts JPEG and WebP, and a real PNG sent as image/jpeg: the content decides, not the label', async () => {
    for (const [name, type, data] of [
      ['photo.jpg', 'image/jpeg', await image('jpeg', 800, 600)],
      ['photo.webp', 'image/webp', await image('webp', 800, 600)],
      ['mislabelled.jpg', 'image/jpeg', await image('png', 300, 200)],
    ] as const) {
      const res = await upload(multipartFile('file', name, type, data));
      expect(res.statusCode, name).toBe(201);
      const meta = await sharp((await fetchCover(res.json().url)).rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBeLessThanOrEqual(800);
    }
  });

  it('drops bytes smuggled after the image', async () => {
    const payload = Buffer.concat([
      await image('png', 64, 64),
      Buffer.from('<script>alert(1)</script>PK\x03\x04'),
    ]);
    const res = await upload(multipartFile('file', 'polyglot.png', 'image/png', payload));
    expect(res.statusCode).toBe(201);
    const stored = (await fetchCover(res.json().url)).rawPayload;
    expect(stored.includes('<script>')).toBe(false);
  });

  it('refuses with 422 on file a text file named .png, a GIF and a truncated JPEG', async () => {
    for (const [name, type, data] of [
      ['notes.png', 'image/png', Buffer.from('just some text, not an image at all')],
      ['shell.png', 'image/png', Buffer.from('<?php system($_GET["c"]); ?>')],
      ['anim.gif', 'image/gif', await image('gif', 20, 20)],
      ['sneaky.png', 'image/png', await image('gif', 20, 20)],
      ['broken.jpg', 'image/jpeg', (await image('jpeg', 400, 300)).subarray(0, 150)],
    ] as const) {
      const res = await upload(multipartFile('file', name, type, data));
      expect(res.statusCode, name).toBe(422);
      expect(issues(res)).toEqual([{ loc: ['body', 'file'], msg: BLOG_MESSAGES.imageNotAnImage }]);
    }
  });

  it('answers 413 over 5 MB, 422 without a file field', async () => {
    const huge = await upload(
      multipartFile('file', 'huge.png', 'image/png', randomBytes(5 * 1024 * 1024 + 10)),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ detail: MESSAGES.payloadTooLarge });
    const wrongField = await upload(multipartFile('cover', 'c.png', 'image/png', await image('png', 10, 10)));
    expect(wrongField.statusCode).toBe(422);
    expect(issues(wrongField)).toEqual([{ loc: ['body', 'file'], msg: MESSAGES.required }]);
  });

  it('lets only content staff upload: 401 anonymous, 403 patient and support', async () => {
    const form = async () => multipartFile('file', 'c.png', 'image/png', await image('png', 10, 10));
    expect((await upload(await form(), {})).statusCode).toBe(401);
    expect((await upload(await form(), cast.patient.auth)).statusCode).toBe(403);
    expect((await upload(await form(), cast.support.auth)).statusCode).toBe(403);
    expect((await upload(await form(), cast.admin.auth)).statusCode).toBe(201);
  });

  it('deletes an uploaded cover once no post shows it any more', async () => {
    const first = (
      await upload(multipartFile('file', 'a.png', 'image/png', await image('png', 40, 40)))
    ).json().url;
    const second = (
      await upload(multipartFile('file', 'b.png', 'image/png', await image('png', 40, 40)))
    ).json().url;
    const post = await createPost(app, cast.moderator, { image: first });
    const sharing = await createPost(app, cast.moderator, { image: second });
    const replaced = await app.inject({
      method: 'PUT',
      url: `/api/blog/${post.id}`,
      headers: cast.moderator.auth,
      payload: { title: post.title, content: post.content, image: second },
    });
    expect(replaced.json().image).toBe(second);
    expect((await fetchCover(first)).statusCode).toBe(404);

    await app.inject({ method: 'DELETE', url: `/api/blog/${post.id}`, headers: cast.moderator.auth });
    expect((await fetchCover(second)).statusCode).toBe(200); // still shown by the other post
    await app.inject({ method: 'DELETE', url: `/api/blog/${sharing.id}`, headers: cast.moderator.auth });
    expect((await fetchCover(second)).statusCode).toBe(404);
  });

  it('serves only names the store creates', async () => {
    for (const url of [
      '/api/media/blog/nope.webp',
      '/api/media/blog/..%2F..%2Fpglite.webp',
      '/api/media/blog/a.png',
    ]) {
      expect((await fetchCover(url)).statusCode, url).toBe(404);
    }
  });
});
