import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@fertilia/contracts';
import { createTestApp } from '../../test/app';
import { multipartFile } from '../../test/multipart';
import { testCamera } from '../../test/images';
import { NOT_AN_IMAGE } from './avatar-service';
import { bearer, call, issues, registerUser, type TestUser } from './test-helpers';

const image = testCamera(
  { Copyright: 'secret-camera-owner', ImageDescription: 'clinic room 4' },
  { width: 900, height: 600 },
);

describe('profile picture upload and serving', () => {
  let app: FastifyInstance;
  let user: TestUser;
  beforeAll(async () => {
    app = await createTestApp();
    user = await registerUser(app);
  });
  afterAll(() => app.close());

  const upload = (form: ReturnType<typeof multipartFile>, token: string | null = user.access) =>
    call(app, {
      method: 'POST',
      url: '/api/auth/profile/picture',
      headers: { ...form.headers, ...(token ? bearer(token) : {}) },
      payload: form.payload,
    });
  const fetchAvatar = (url: string) => app.inject({ method: 'GET', url });

  it('re-encodes a PNG to a small WebP without metadata and serves it with a private cache', async () => {
    const res = await upload(multipartFile('file', 'me.png', 'image/png', await image('png', 1600, 1000)));
    expect(res.statusCode).toBe(200);
    const url: string = res.json().profile_picture;
    expect(url).toMatch(/^\/api\/media\/avatars\/[A-Za-z0-9_-]+\.webp$/);

    const served = await fetchAvatar(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, max-age=86400');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 320 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('secret-camera-owner')).toBe(false);
  });

  it('accepts JPEG and WebP, strips EXIF and deletes the previous picture', async () => {
    const jpeg = await upload(multipartFile('file', 'photo.jpg', 'image/jpeg', await image('jpeg')));
    expect(jpeg.statusCode).toBe(200);
    const first: string = jpeg.json().profile_picture;
    const firstBytes = (await fetchAvatar(first)).rawPayload;
    expect((await sharp(firstBytes).metadata()).exif).toBeUndefined();

    const webp = await upload(multipartFile('file', 'again.webp', 'image/webp', firstBytes));
    expect(webp.statusCode).toBe(200);
    const second: string = webp.json().profile_picture;
    expect(second).not.toBe(first);
    expect((await fetchAvatar(first)).statusCode).toBe(404);
    expect((await fetchAvatar(second)).statusCode).toBe(200);

    // Pointing the profile elsewhere removes the stored file too.
    const moved = await call(app, {
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(user.access),
      payload: { profile_picture: 'https://images.example.org/me.png' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await fetchAvatar(second)).statusCode).toBe(404);
  });

  it('answers 422 on file for bytes that are not a JPEG, PNG or WebP, whatever their name', async () => {
    for (const [name, type, data] of [
      ['fake.png', 'image/png', Buffer.from('<?php echo "not an image"; ?>')],
      ['anim.gif', 'image/gif', await image('gif', 20, 20)],
      ['broken.jpg', 'image/jpeg', (await image('jpeg')).subarray(0, 200)],
    ] as const) {
      const res = await upload(multipartFile('file', name, type, data));
      expect(res.statusCode).toBe(422);
      expect(issues(res.json())).toEqual([{ loc: ['body', 'file'], msg: NOT_AN_IMAGE }]);
    }
  });

  it('answers 413 for a file over 5 MB', async () => {
    const res = await upload(
      multipartFile('file', 'huge.png', 'image/png', randomBytes(5 * 1024 * 1024 + 10)),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: MESSAGES.payloadTooLarge });
  });

  it('answers 422 when the file is missing or not sent as multipart, and 401 without a token', async () => {
    const png = await image('png', 10, 10);
    const wrongField = await upload(multipartFile('avatar', 'me.png', 'image/png', png));
    expect(wrongField.statusCode).toBe(422);
    expect(issues(wrongField.json())).toEqual([{ loc: ['body', 'file'], msg: MESSAGES.required }]);
    const json = await call(app, {
      method: 'POST',
      url: '/api/auth/profile/picture',
      headers: bearer(user.access),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(422);
    expect((await upload(multipartFile('file', 'me.png', 'image/png', png), null)).statusCode).toBe(401);
  });

  it('serves only names the store creates', async () => {
    for (const url of [
      '/api/media/avatars/does-not-exist.webp',
      '/api/media/avatars/..%2F..%2Fpglite.webp',
      '/api/media/avatars/name.png',
      '/api/media/avatars/a.b.webp',
    ]) {
      const res = await fetchAvatar(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: MESSAGES.notFound });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});
