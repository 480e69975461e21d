import { MESSAGES, ROLE_LABELS } from '@fertilia/contracts';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  asNewVisitor,
  DEMO_ACCOUNTS,
  dismissToasts,
  DEMO_PASSWORD,
  demoAccount,
  expectPath,
  see,
  signIn,
  signOutFromMenu,
  toast,
} from '../support/accounts';
import { journey, snap, useBrowser } from '../support/browser';

/**
 * Ends the tab's session on the server, as a sign-out from another device or a revocation by staff would:
 * the stored tokens stay in the tab but no longer work, and the refresh token is dead with them.
 */
async function revokeSessionElsewhere(page: Page) {
  const status = await page.evaluate(async () => {
    const token = sessionStorage.getItem('fertilia_access_token');
    if (!token) throw new Error('no access token stored in fertilia_access_token');
    const res = await fetch('/api/auth/logout/', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    return res.status;
  });
  expect(status).toBe(200);
}

const ACCESS_KEY = 'fertilia_access_token';
const REFRESH_KEY = 'fertilia_refresh_token';
const stored = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);

/**
 * Makes the tab's access token one the server no longer accepts, as expiry does: same claims (session id,
 * exp), broken signature, so the next call is answered 401 and the tab must refresh.
 */
async function spoilAccessToken(page: Page) {
  await page.evaluate((key) => {
    const token = sessionStorage.getItem(key);
    if (!token) throw new Error(`no access token stored in ${key}`);
    const [header, payload] = token.split('.');
    sessionStorage.setItem(key, `${header}.${payload}.expired`);
  }, ACCESS_KEY);
}

/** The tab is signed in on a guarded page: its heading, and no sign-in form anywhere. */
async function expectSignedInOn(page: Page, pathname: string, heading?: string) {
  await expectPath(page, pathname);
  await see(page.getByRole('heading', { name: heading, level: 1 }));
  expect(await page.getByRole('button', { name: /sign in|log in/i }).count()).toBe(0);
}

async function expectSessionExpiredLogin(page: Page) {
  await page.waitForURL(
    (url) => url.pathname === '/login' && url.searchParams.get('session_expired') === 'true',
  );
  await see(page.getByRole('alert').filter({ hasText: 'Session expired' }));
  await see(page.getByText('Please sign in again to continue.'));
  await see(toast(page, 'Session expired'));
  // Nothing of the ended session is left in the tab, only the note that it expired.
  const left = await page.evaluate(() =>
    Object.keys(sessionStorage).filter(
      (k) => k.startsWith('fertilia_') && !k.endsWith('csrf_token') && k !== 'fertilia_session_expired',
    ),
  );
  expect(left).toEqual([]);
}

describe('session expiry and the back-office user list', () => {
  useBrowser();

  journey(
    'a revoked session sends the patient to /login?session_expired=true on the next page load',
    async ({ page, context }) => {
      await asNewVisitor(context);
      const patient = demoAccount('patient');
      await signIn(page, patient.email, DEMO_PASSWORD);
      await expectPath(page, '/user-dashboard');
      await see(page.getByRole('heading', { level: 1 }));
      await revokeSessionElsewhere(page);

      // Opening the profile reads it from the server: 401, one refresh that fails, then the expiry. Should the
      // dashboard notice first (a request of its own still under way), the tab remembers the expiry and the
      // reload ends on the same page.
      await page.goto('/profile');
      await expectSessionExpiredLogin(page);
      await snap(page, 'login-session-expired');

      // Reloading a guarded page afterwards still says why she must sign in again.
      await page.goto('/profile');
      await expectSessionExpiredLogin(page);
    },
  );

  journey('a revoked session ends the moment the patient saves the profile', async ({ page, context }) => {
    await asNewVisitor(context);
    const patient = demoAccount('patient');
    await signIn(page, patient.email, DEMO_PASSWORD);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Profile' })
      .click();
    await expectPath(page, '/profile');
    await see(page.getByRole('heading', { name: 'Profile', level: 1 }));
    await revokeSessionElsewhere(page);

    await page.getByLabel('City').fill('Cork');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expectSessionExpiredLogin(page);
    // The change was never saved: the demo patient still lives in Dublin.
    await signIn(page, patient.email, DEMO_PASSWORD);
    await page.goto('/profile');
    await see(page.getByRole('heading', { name: 'Profile', level: 1 }));
    expect(await page.getByLabel('City').inputValue()).toBe('Dublin');
  });

  journey(
    'tabs of one sign-in share it: a new tab is signed in, and refreshing in every tab keeps the session',
    async ({ page, context }) => {
      await asNewVisitor(context);
      const refreshes: string[] = [];
      context.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/api/auth/token/refresh'))
          refreshes.push(`${response.status()}`);
      });
      const patient = demoAccount('patient');
      await signIn(page, patient.email, DEMO_PASSWORD);
      await expectPath(page, '/user-dashboard');

      // A link opened in a new tab starts with empty session storage: it asks the open tab for the session.
      const linked = await context.newPage();
      await linked.goto('/profile');
      await expectSignedInOn(linked, '/profile', 'Profile');
      await snap(linked, 'new-tab-signed-in');

      // A duplicated tab starts with a copy of the first tab's storage: the very same refresh token.
      const [duplicate] = await Promise.all([
        context.waitForEvent('page'),
        page.evaluate(() => void window.open('/profile')),
      ]);
      await expectSignedInOn(duplicate, '/profile', 'Profile');
      expect(await stored(duplicate, REFRESH_KEY)).toBe(await stored(page, REFRESH_KEY));

      // Every tab's access token expires at once and every tab reloads: three refreshes of one token at the same
      // moment. They take turns; the tabs end with one pair, and the session lives on.
      const tabs = [page, linked, duplicate];
      for (const tab of tabs) await spoilAccessToken(tab);
      await Promise.all(tabs.map((tab) => tab.reload()));
      await expectSignedInOn(page, '/user-dashboard');
      for (const tab of [linked, duplicate]) await expectSignedInOn(tab, '/profile', 'Profile');
      const pairs = await Promise.all(tabs.map((tab) => stored(tab, REFRESH_KEY)));
      expect(new Set(pairs).size).toBe(1);
      const refreshed = () => refreshes.filter((status) => status === '200').length;
      await expect.poll(refreshed, { timeout: 15_000 }).toBe(1);

      // Later, one tab alone refreshes again (long after the grace a benign race gets): the others receive the
      // new pair, so none of them ever presents a rotated token, and each still works.
      await spoilAccessToken(linked);
      await linked.reload();
      await expectSignedInOn(linked, '/profile', 'Profile');
      const latest = await stored(linked, REFRESH_KEY);
      expect(latest).not.toBe(pairs[0]);
      for (const tab of [page, duplicate])
        await tab.waitForFunction(
          ([key, value]) => sessionStorage.getItem(key) === value,
          [REFRESH_KEY, latest],
        );
      await spoilAccessToken(duplicate);
      await duplicate.goto('/community');
      await expectSignedInOn(duplicate, '/community');
      // The page shows the stored member at once; its refresh answers a moment later.
      await expect.poll(refreshed, { timeout: 15_000 }).toBe(3);

      // Signing out in one tab signs out the others: their tokens died with the session.
      await signOutFromMenu(page);
      for (const tab of [linked, duplicate]) await expectPath(tab, '/login');
      expect(await stored(linked, ACCESS_KEY)).toBeNull();
    },
  );

  journey(
    'each call of a page goes once, and a server error reads as one plain sentence, never as what the server wrote',
    async ({ page, context }) => {
      await asNewVisitor(context);
      const patient = demoAccount('patient');
      await signIn(page, patient.email, DEMO_PASSWORD);
      // The dashboard sign-in lands on makes the same calls (the sidebar's): it settles before counting starts.
      await page.waitForLoadState('networkidle');
      // Each call a page makes as it loads goes once (the notification socket's opening used to repeat them).
      const calls: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
      });
      await page.goto('/profile');
      await see(page.getByRole('heading', { name: 'Profile', level: 1 }));
      await see(page.getByRole('button', { name: /^Notifications/ }));
      await page.waitForLoadState('networkidle');
      expect(calls.length).toBeGreaterThan(0);
      expect(calls.filter((call, i) => calls.indexOf(call) !== i)).toEqual([]);
      // The server (or a proxy in front of it) fails with a bare text body.
      await page.route('**/api/auth/profile', (route) =>
        route.request().method() === 'GET'
          ? route.fallback()
          : route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }),
      );
      await page.getByLabel('City').fill('Cork');
      await page.getByRole('button', { name: 'Save details' }).click();
      await see(page.getByText(MESSAGES.serverErrorMapped));
      expect(await page.getByText('boom').count()).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await snap(page, 'profile-save-server-error');
    },
  );

  journey('the demo admin finds the demo users, filters by role and opens one', async ({ page, context }) => {
    await asNewVisitor(context);
    const admin = demoAccount('admin');
    await signIn(page, admin.email, DEMO_PASSWORD, '/admin/login');
    await expectPath(page, '/admin-dashboard');

    await page
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: 'Users', exact: true })
      .click();
    await expectPath(page, '/admin-dashboard/users');
    const table = page.getByRole('table', { name: 'Users' });
    await see(table);
    for (const account of DEMO_ACCOUNTS) await see(table.getByText(account.email, { exact: false }));
    await dismissToasts(page);
    await snap(page, 'admin-users');

    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: ROLE_LABELS.doctor, exact: true }).click();
    const doctor = demoAccount('doctor');
    const rows = table.locator('tbody tr');
    await page.waitForFunction((email) => {
      const cells = [...document.querySelectorAll('table tbody tr')].map((r) => r.textContent ?? '');
      return (
        cells.length > 0 &&
        cells.some((t) => t.includes(email)) &&
        !cells.some((t) => t.includes('@demo.fertilia.local') && !t.includes(email))
      );
    }, doctor.email);
    // Every row left is a doctor.
    for (const row of await rows.all())
      expect(await row.getByRole('cell').nth(1).innerText()).toBe(ROLE_LABELS.doctor);
    await snap(page, 'admin-users-doctors');

    await table.getByRole('link', { name: `${doctor.firstName} ${doctor.lastName}` }).click();
    await page.waitForURL((url) => /^\/admin\/users\/\d+$/.test(url.pathname));
    await see(page.getByRole('heading', { name: doctor.username, level: 1 }));
    await see(page.getByText(doctor.email).first());
    await see(page.getByText('Dublin, Ireland'));
    await snap(page, 'admin-user-detail');
  });
});
