import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { createTestAppWithCast } from './app';
import { injectAs, issues, postCreated } from './http';
import { testCamera } from './images';
import { multipartFile, multipartForm } from './multipart';
import { createTestAppWithSmtp } from './smtp';
import { createPatients, type Cast } from './users';

/* The shared test fixtures themselves: casts, calls as a user, upload bodies, pictures and mail. */

const CAST = {
  staff: 'support',
  named: { role: 'patient', values: { firstName: 'Noor' } },
  pending: { role: 'patient', confirmed: false },
} as const;

describe('test fixtures', () => {
  let app: FastifyInstance;
  let cast: Cast<typeof CAST>;
  beforeAll(async () => ({ app, cast } = await createTestAppWithCast(CAST)));
  afterAll(() => app.close());

  it('creates the cast in the order of its spec, with each role, option and a working token', async () => {
    expect(Object.keys(cast)).toEqual(['staff', 'named', 'pending']);
    expect([cast.staff.user.role, cast.named.user.role]).toEqual(['support', 'patient']);
    expect(cast.named.user.firstName).toBe('Noor');
    expect([cast.named.user.confirmed, cast.pending.user.confirmed]).toEqual([true, false]);
    expect(cast.staff.user.id).toBeLessThan(cast.named.user.id);
    expect(cast.named.user.id).toBeLessThan(cast.pending.user.id);
    const me = await injectAs(app, cast.named, 'GET', '/api/auth/profile/');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: cast.named.user.id });
  });

  it('creates a crowd of distinct patients', async () => {
    const crowd = await createPatients(app, 3);
    expect(crowd.map((p) => p.user.role)).toEqual(['patient', 'patient', 'patient']);
    expect(new Set(crowd.map((p) => p.user.id)).size).toBe(3);
  });

  it('calls anonymously when nobody is given, and sends the body only when there is one', async () => {
    expect((await injectAs(app, null, 'GET', '/api/auth/profile/')).statusCode).toBe(401);
    const created = await postCreated<{ title: string }>(app, cast.named, '/api/community/posts/', {
      title: 'Fixture post',
      content: 'Written by the fixture test.',
      category: 'ivf',
    });
    expect(created.title).toBe('Fixture post');
    const refused = await injectAs(app, cast.named, 'POST', '/api/community/posts/', { title: '' });
    expect(refused.statusCode).toBe(422);
    expect(issues(refused)).toContainEqual(expect.objectContaining({ loc: ['body', 'title'] }));
    expect(issues(refused).every((i) => Object.keys(i).join() === 'loc,msg')).toBe(true);
  });

  it('makes postCreated throw, naming the answer, when nothing was created', async () => {
    await expect(postCreated(app, cast.named, '/api/community/posts/', {})).rejects.toThrow(
      /POST \/api\/community\/posts\/ answered 422/,
    );
  });
});

describe('upload fixtures', () => {
  it('builds multipart bodies of fields and files that a parser reads back', async () => {
    const form = multipartForm([
      { name: 'title', value: 'Hello' },
      { name: 'file', filename: 'a.txt', type: 'text/plain', data: Buffer.from('bytes') },
    ]);
    const boundary = /boundary=(\S+)$/.exec(form.headers['content-type'])![1]!;
    const body = form.payload.toString();
    expect(body).toBe(
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nHello\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nbytes\r\n` +
        `--${boundary}--\r\n`,
    );
    const single = multipartFile('file', 'a.txt', 'text/plain', Buffer.from('bytes')).payload.toString();
    expect(single).toContain('name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nbytes\r\n');
  });

  it('takes pictures of the asked format and size that carry their EXIF data', async () => {
    const shoot = testCamera(
      { Copyright: 'fixture-owner', ImageDescription: 'fixture room' },
      { width: 40, height: 30 },
    );
    const picture = await shoot('jpeg');
    expect(await sharp(picture).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
    expect(picture.includes('fixture-owner')).toBe(true);
    expect(await sharp(await shoot('png', 8, 6)).metadata()).toMatchObject({
      format: 'png',
      width: 8,
      height: 6,
    });
  });
});

describe('mail fixture', () => {
  it('sends the app’s mail through its own SMTP server, closed with the app', async () => {
    const { app, smtp } = await createTestAppWithSmtp();
    const sent = await app.inject({
      method: 'POST',
      url: '/api/marketing/newsletter/subscribe/',
      payload: { email: 'fixture@example.org' },
    });
    expect(sent.statusCode).toBe(200);
    expect((await smtp.waitForMail('fixture@example.org', /newsletter/i)).to).toEqual([
      'fixture@example.org',
    ]);
    await app.close();
    const { hostname, port } = new URL(smtp.url);
    const reached = await new Promise<boolean>((resolve) => {
      const socket = net.connect(Number(port), hostname, () => (socket.destroy(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    expect(reached).toBe(false);
  });
});
