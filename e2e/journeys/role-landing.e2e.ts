import { isProfessional, isStaff, type Role } from '@fertilia/contracts';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  asNewVisitor,
  DEMO_ACCOUNTS,
  dismissToasts,
  DEMO_PASSWORD,
  expectPath,
  see,
  signIn,
} from '../support/accounts';
import { journey, snap, useBrowser } from '../support/browser';

/** Spec 01 §2 "Landing after login", written out per role rather than derived from the app's own rule. */
const LANDING: Record<Role, string> = {
  patient: '/user-dashboard',
  expert: '/expert-dashboard',
  doctor: '/expert-dashboard',
  admin: '/admin-dashboard',
  super_admin: '/admin-dashboard',
  content_moderator: '/admin-dashboard',
  finance: '/admin-dashboard',
  support: '/admin-dashboard',
};

/** The first screen of each dashboard, as its owner sees it. */
async function seeDashboard(page: Page, role: Role, firstName: string) {
  if (isStaff(role)) await see(page.getByRole('heading', { name: 'Back office', level: 1 }));
  else await see(page.getByRole('heading', { name: new RegExp(`, ${firstName}$`), level: 1 }));
  if (isProfessional(role)) await see(page.getByText(/workspace$/));
}

/** Every path the tab's main frame showed, including client-side redirects (a repeat counts once). */
function visitedPaths(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    const path = new URL(frame.url()).pathname;
    if (frame === page.mainFrame() && seen.at(-1) !== path) seen.push(path);
  });
  return seen;
}

const SNAPPED: Partial<Record<Role, string>> = {
  patient: 'dashboard-patient',
  expert: 'dashboard-expert',
  admin: 'dashboard-admin',
};

describe('where each role lands', () => {
  useBrowser();

  for (const account of DEMO_ACCOUNTS) {
    const landing = LANDING[account.role];
    journey(
      `${account.role} signs in at /login and lands on ${landing}; /dashboard leads there too`,
      async ({ page, context }) => {
        await asNewVisitor(context);
        await signIn(page, account.email, DEMO_PASSWORD);
        await expectPath(page, landing);
        await seeDashboard(page, account.role, account.firstName);
        const shot = SNAPPED[account.role];
        if (shot) {
          await dismissToasts(page);
          await snap(page, shot);
        }

        await page.goto('/dashboard');
        await expectPath(page, landing);
        await seeDashboard(page, account.role, account.firstName);
      },
    );
  }

  journey('a patient who opens the back office is sent to the staff sign-in', async ({ page, context }) => {
    await asNewVisitor(context);
    const patient = DEMO_ACCOUNTS.find((a) => a.role === 'patient')!;
    await signIn(page, patient.email, DEMO_PASSWORD);
    await expectPath(page, '/user-dashboard');

    for (const path of ['/admin-dashboard', '/admin/users']) {
      await page.goto(path);
      await expectPath(page, '/admin/login');
      await see(page.getByRole('heading', { name: 'Staff sign in' }));
    }
  });

  journey('an anonymous visitor who opens /profile is sent to /login', async ({ page }) => {
    await page.goto('/profile');
    await expectPath(page, '/login');
    await see(page.getByRole('heading', { name: 'Sign in' }));
  });

  journey(
    'an expert who opens the cycle tracker is sent to /dashboard and on to the expert dashboard',
    async ({ page, context }) => {
      await asNewVisitor(context);
      const expert = DEMO_ACCOUNTS.find((a) => a.role === 'expert')!;
      await signIn(page, expert.email, DEMO_PASSWORD);
      await expectPath(page, '/expert-dashboard');

      const seen = visitedPaths(page);
      await page.goto('/cycle-tracking');
      await expectPath(page, '/expert-dashboard');
      await seeDashboard(page, 'expert', expert.firstName);
      expect(seen).toEqual(['/cycle-tracking', '/dashboard', '/expert-dashboard']);
    },
  );
});
