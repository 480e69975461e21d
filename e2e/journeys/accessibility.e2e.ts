import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../apps/api/src/modules/users/demo-accounts';
import { newMember, signIn } from '../support/accounts';
import { seriousViolations, type AxeViolation } from '../support/axe';
import { DESKTOP, MOBILE, journey, snap, useBrowser } from '../support/browser';
import { SCREENSHOT_DIR } from '../support/paths';

/**
 * axe-core must find no serious or critical violation on any screen a person can reach today, on a phone
 * (390 px) and on a desktop (1280 px), including the navigation sheets that only phones open.
 */
useBrowser();

const demo = (role: string) => {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`no demo account for ${role}`);
  return account;
};

const WIDTHS = [
  ['390 px', MOBILE],
  ['1280 px', DESKTOP],
] as const;

/** One line per rule and the elements it flagged, so a failure says what to fix without opening a trace. */
function describeViolations(where: string, violations: AxeViolation[]): string {
  const lines = violations.map(
    (v) => `  [${v.impact}] ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  return `${where}: ${violations.length} serious/critical axe violation(s)\n${lines.join('\n')}`;
}

/** Waits until the lazily loaded screen has rendered its heading and no spinner or skeleton is left. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 15_000 });
  // Sections that load as they near the viewport (the landing quiz and sign-up forms) load when a person
  // scrolls; scroll through once so they are scanned too.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
  });
  // Spinners and busy regions are gone once the data has arrived; a screen stuck loading fails here.
  await expect
    .poll(() => page.locator('[aria-busy="true"], .animate-spin, .animate-pulse').count(), {
      timeout: 10_000,
    })
    .toBe(0);
  // Entry animations (fade/slide) end before colours are measured, so contrast is judged on the final look.
  await page.waitForTimeout(300);
}

/** The start of each flagged element's markup: generated ids such as #radix-_r_3_ say little on their own. */
async function withMarkup(page: Page, violations: AxeViolation[]): Promise<AxeViolation[]> {
  return Promise.all(
    violations.map(async (v) => ({
      ...v,
      nodes: await Promise.all(
        v.nodes.map(async (n) => {
          const selector = n.target.join(' ');
          const html = await page
            .evaluate((s) => document.querySelector(s)?.outerHTML.slice(0, 160) ?? '', selector)
            .catch(() => '');
          return { target: html ? [selector, `→ ${html}`] : n.target };
        }),
      ),
    })),
  );
}

async function expectAccessible(page: Page, where: string) {
  const violations = await withMarkup(page, await seriousViolations(page));
  // Soft: one run lists every screen that fails, not only the first.
  expect.soft(violations, describeViolations(where, violations)).toEqual([]);
}

/** A path, and optionally the text that proves the screen is in the state meant to be scanned. */
type Screen = string | { path: string; showing: string };

/** Opens each path, then scans it at both widths (the same document, resized, as a rotating tablet would). */
async function scanPaths(page: Page, screens: readonly Screen[], label: string) {
  for (const screen of screens) {
    const url = typeof screen === 'string' ? screen : screen.path;
    await page.setViewportSize(MOBILE);
    await page.goto(url);
    if (typeof screen !== 'string') await page.getByText(screen.showing).first().waitFor({ timeout: 15_000 });
    await settle(page);
    for (const [width, size] of WIDTHS) {
      await page.setViewportSize(size);
      await page.waitForTimeout(200);
      await expectAccessible(page, `${url} at ${width}`);
    }
    await snap(page, `a11y ${label} ${url === '/' ? 'home' : url}`);
  }
}

/** Opens the phone menu with its button, scans the open sheet, and closes it with Escape. */
async function scanMobileSheet(page: Page, at: string, buttonName: RegExp, label: string) {
  await page.setViewportSize(MOBILE);
  await page.goto(at);
  await settle(page);
  await page.getByRole('button', { name: buttonName }).click();
  const sheet = page.getByRole('dialog');
  await sheet.waitFor({ state: 'visible' });
  await page.waitForTimeout(400);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `a11y-sheet-${label}-mobile.png`) });
  await expectAccessible(page, `${at} with the navigation sheet open at 390 px`);
  await page.keyboard.press('Escape');
  await sheet.waitFor({ state: 'detached' });
}

const PUBLIC_PAGES = [
  '/',
  '/about',
  '/pricing',
  '/terms-and-conditions',
  '/privacy-policy',
  '/terms-of-use',
  '/healthz',
  '/blog',
  '/faq',
  '/contact',
  '/fertility-treatments',
  '/no-such-page-here',
] as const;

const ACCOUNT_PAGES: Screen[] = [
  '/login',
  '/register',
  '/forgot-password',
  // A bogus token: the invalid-link state, not the form, is what a stranger with an old link sees.
  { path: '/reset-password/not-a-real-reset-token', showing: 'Link not valid' },
  '/admin/login',
];

describe('accessibility (axe-core, serious and critical)', () => {
  journey(
    'public pages have no serious violation at 390 and 1280 px',
    async ({ page }) => {
      await scanPaths(page, PUBLIC_PAGES, 'public');
      await scanMobileSheet(page, '/', /open menu/i, 'public');
    },
    { bypassCSP: true },
  );

  journey(
    'account pages have no serious violation at 390 and 1280 px',
    async ({ page }) => {
      await scanPaths(page, ACCOUNT_PAGES, 'account');
    },
    { bypassCSP: true },
  );

  journey(
    'a newly registered, unconfirmed member sees an accessible confirm-email screen',
    async ({ page }) => {
      const member = newMember('a11y');
      await page.goto('/register');
      await settle(page);
      await page.getByRole('radio', { name: /^patient/i }).check();
      await page.getByLabel(/^email/i).fill(member.email);
      await page.getByLabel(/^username/i).fill(member.username);
      await page.getByLabel(/^password/i).fill(member.password);
      await page.getByLabel(/^confirm password/i).fill(member.password);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL((url) => url.pathname === '/confirm-email', { timeout: 15_000 });
      // The signed-in, unconfirmed state names the address the link went to.
      await scanPaths(page, [{ path: '/confirm-email', showing: member.email }], 'unconfirmed');
    },
    { bypassCSP: true },
  );

  journey(
    'the demo patient’s screens and sidebar sheet have no serious violation',
    async ({ page }) => {
      await signIn(page, demo('patient').email, DEMO_PASSWORD);
      await scanPaths(
        page,
        [
          '/user-dashboard',
          '/profile',
          '/settings',
          '/wallet',
          '/subscriptions',
          '/ivf-prediction',
          '/ai-assistant',
          '/embryo-analysis',
          '/embryo-grading',
          '/treatments',
          '/treatments?tab=labs',
          '/treatments?tab=notes',
        ],
        'patient',
      );
      await scanMobileSheet(page, '/user-dashboard', /open navigation/i, 'patient');
    },
    { bypassCSP: true },
  );

  journey(
    'the demo expert’s embryo screens have no serious violation',
    async ({ page }) => {
      await signIn(page, demo('expert').email, DEMO_PASSWORD);
      await scanPaths(page, ['/embryo-analysis', '/embryo-grading'], 'expert');
    },
    { bypassCSP: true },
  );

  journey(
    'the demo admin’s screens and sidebar sheet have no serious violation',
    async ({ page }) => {
      await signIn(page, demo('admin').email, DEMO_PASSWORD, '/admin/login');
      await scanPaths(
        page,
        [
          '/admin-dashboard',
          '/admin/users',
          '/wallet',
          '/admin-dashboard/escrows',
          '/admin-dashboard/disputes',
          '/admin/assistant-feedback',
        ],
        'admin',
      );
      await scanMobileSheet(page, '/admin-dashboard', /open navigation/i, 'admin');
    },
    { bypassCSP: true },
  );
});
