import { describe, expect, inject, it } from 'vitest';

/** What `npm start` promises beyond the pages: one port, SPA fallback, cache rules, API beside the web. */
describe('the built app as npm start serves it', () => {
  const baseUrl = () => inject('baseUrl');

  it('answers client routes with the app shell, never cached', async () => {
    const res = await fetch(`${baseUrl()}/some/client/route`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<div id="root">');
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const res = await fetch(`${baseUrl()}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends assets pre-compressed to browsers that accept it', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${baseUrl()}${asset}`, { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect((await res.text()).length).toBeGreaterThan(0); // fetch decodes it: the body is intact
    }
  });

  it('keeps unknown API paths as JSON 404s rather than the app shell', async () => {
    const res = await fetch(`${baseUrl()}/api/no-such-call`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: 'Not found' });
  });

  it('reports health from the embedded database', async () => {
    const res = await fetch(`${baseUrl()}/api/health`);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });
});
