import { ROLE_LABELS } from '@fertilia/contracts';
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
