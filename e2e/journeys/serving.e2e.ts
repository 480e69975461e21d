import type { Response } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, asNewVisitor, confirmedMember, demoAccount, see, signIn } from '../support/accounts';
import { journey, snap, useBrowser, MOBILE } from '../support/browser';

/** What `npm start` promises beyond the pages: one port, SPA fallback, cache rules, API beside the web. */
describe('the built app as npm start serves it', () => {
  const baseUrl = () => inject('baseUrl');

  it('answers client routes with the app shell, never cached', async () => {
    const res = await fetch(`${baseUrl()}/community/posts/some-post`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<div id="root">');
  });

  it('answers an address with no page 404, still with the app shell', async () => {
    const res = await fetch(`${baseUrl()}/no-such-page`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
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

/** Issue 15 item 10 in the browser: the not-found page behind a real 404, and the brand face actually shipped. */
describe('what a visitor sees of it', () => {
  useBrowser();

  journey('an unknown address shows the not-found page with a 404 status', async ({ page, context }) => {
    await asNewVisitor(context);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await see(page.getByRole('heading', { name: "We couldn't find that page" }));
    await see(page.getByRole('link', { name: 'Home page' }));
    await snap(page, 'not-found');
  });

  journey(
    'the landing page draws in Inter, self-hosted, with at most 100 KB of font files',
    async ({ page, context }) => {
      await asNewVisitor(context);
      const fonts: Promise<{ url: string; bytes: number }>[] = [];
      page.on('response', (response: Response) => {
        if (response.request().resourceType() === 'font')
          fonts.push(response.body().then((body) => ({ url: response.url(), bytes: body.length })));
      });
      await page.goto('/');
      await see(page.getByRole('heading', { level: 1 }));
      const loaded = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter(
          (f) => f.family.replace(/"/g, '') === 'Inter' && f.status === 'loaded',
        ).length;
      });
      expect(loaded).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.fonts.check('16px Inter'))).toBe(true);
      const files = await Promise.all(fonts);
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        expect(new URL(file.url).origin).toBe(new URL(page.url()).origin); // self-hosted, no font CDN
        expect(file.url).toMatch(/\.woff2$/);
      }
      expect(files.reduce((sum, file) => sum + file.bytes, 0)).toBeLessThanOrEqual(100 * 1024);
    },
    { viewport: MOBILE },
  );

  journey(
    'the activity log names who acted, and the breadcrumb names the account, not "User #id"',
    async ({ page, context, newPage }) => {
      await asNewVisitor(context);
      const member = await confirmedMember(context, page, 'logged', 'Noor');
      const admin = demoAccount('admin');
      const login = await context.request.post('/api/auth/login/', {
        data: { email: admin.email, password: DEMO_PASSWORD },
      });
      const headers = {
        authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}`,
      };
      const found = await context.request.post('/api/admin/users', {
        headers,
        data: { search: member.username },
      });
      const { id } = ((await found.json()) as { users: { id: number }[] }).users[0]!;
      for (const status of ['suspended', 'active'])
        expect(
          (await context.request.put(`/api/admin/users/${id}/status`, { headers, data: { status } })).ok(),
        ).toBe(true);

      const staff = await newPage();
      await signIn(staff, admin.email, DEMO_PASSWORD, '/admin/login');
      await staff.goto(`/admin/users/${id}`);
      const crumbs = staff.getByRole('navigation', { name: 'Breadcrumb' });
      await see(crumbs.getByText(member.username));
      expect(await crumbs.textContent()).not.toMatch(/#\d/);

      const activity = staff.getByRole('listitem').filter({ hasText: 'Admin status changed' });
      await see(activity.first());
      expect(await activity.count()).toBe(2);
      await see(activity.first().getByRole('link', { name: `${admin.firstName} ${admin.lastName}` }));
      await see(activity.first().getByText(admin.email));
      await see(
        staff.getByRole('listitem').filter({ hasText: 'Auth email confirmed' }).getByText('By this account'),
      );
      expect(await staff.getByText(/staff #/i).count()).toBe(0);
      await snap(staff, 'admin-activity-log');
    },
  );
});
