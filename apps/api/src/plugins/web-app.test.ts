import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_WEB_ROUTES, matchWebRoute } from '@fertilia/contracts';
import { createTestApp } from '../test/app';

/** Issue 15 item 10: an address the web app has no page for answers 404, still with the app's HTML. */
describe('serving the web app', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fertilia-web-'));
  const html = '<!doctype html><title>Fertilia</title><div id="root"></div>';
  let app: FastifyInstance;
  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), html);
    app = await createTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('answers 404 with the app for a path that matches no page', async () => {
    for (const url of ['/no-such-page', '/community/posts', '/blog/1/extra', '/admin/users/3/more']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toBe(html);
    }
  });

  it('answers 200 for real pages, parameterised ones included', async () => {
    for (const url of [
      '/',
      '/login',
      '/community/posts/first-steps-with-ivf',
      '/community/posts/42/edit',
      '/admin/users/3',
      '/knowledge-hub/amh-explained?ref=home',
      '/Blog/7/',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(html);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers 200 for every route of the shared table', async () => {
    for (const route of ALL_WEB_ROUTES) {
      const url = route.replace(/:[a-zA-Z]+/g, 'sample-1');
      expect((await page(url)).statusCode, url).toBe(200);
    }
  });

  it('keeps JSON 404s for unknown API paths', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-endpoint' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: expect.any(String) });
  });
});

describe('matching a pathname against the route table', () => {
  it('matches as the web router does', () => {
    expect(matchWebRoute('/')).toBe('/');
    expect(matchWebRoute('/messages/12')).toBe('/messages/:conversationId');
    expect(matchWebRoute('/MESSAGES/12/')).toBe('/messages/:conversationId');
    expect(matchWebRoute('/log%69n')).toBe('/login');
    expect(matchWebRoute('/messages/12/x')).toBeUndefined();
    expect(matchWebRoute('/%E0%A4%A')).toBeUndefined();
  });
});
