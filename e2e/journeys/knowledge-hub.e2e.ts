import path from 'node:path';
import { describe, expect } from 'vitest';
import { DEMO_PASSWORD, asNewVisitor, demoAccount, see, signIn } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { MOBILE, journey, snap, useBrowser } from '../support/browser';
import { SCREENSHOT_DIR } from '../support/paths';

/** One width only: an open phone menu or a desktop bar does not survive `snap`'s resize. */
const screenshotPath = (name: string) => path.join(SCREENSHOT_DIR, `${name}.png`);

describe('knowledge hub', () => {
  useBrowser();

  journey(
    'the knowledge hub is in the main navigation on a desktop, for visitors and members',
    async ({ page, context }) => {
      await asNewVisitor(context);
      await page.goto('/pricing');
      const site = page.getByRole('banner').getByRole('navigation', { name: 'Site' });
      await site.getByRole('link', { name: 'Knowledge Hub' }).click();
      await page.waitForURL('**/knowledge-hub');
      await see(page.getByRole('heading', { name: 'Knowledge hub', level: 1 }));
      expect(await site.getByRole('link').allTextContents()).toEqual([
        'Knowledge Hub',
        'Blog',
        'Pricing',
        'About',
      ]);

      // A member reading a public page keeps the same top bar.
      const patient = demoAccount('patient');
      await signIn(page, patient.email, DEMO_PASSWORD);
      await page.goto('/blog');
      await see(page.getByRole('button', { name: /Account menu/ }));
      await see(site.getByRole('link', { name: 'Knowledge Hub' }));
      await page.screenshot({ path: screenshotPath('nav-knowledge-hub-member-desktop'), fullPage: false });
    },
  );

  journey(
    'the phone menu offers the knowledge hub',
    async ({ page, context }) => {
      await asNewVisitor(context);
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      const link = menu.getByRole('link', { name: 'Knowledge Hub' });
      await see(link);
      await page.screenshot({ path: screenshotPath('nav-knowledge-hub-mobile-menu'), fullPage: false });
      await link.click();
      await page.waitForURL('**/knowledge-hub');
      await see(page.getByRole('heading', { name: 'Knowledge hub', level: 1 }));
    },
    { viewport: MOBILE },
  );

  journey(
    'a visitor searches the knowledge hub, reads an article and browses a category',
    async ({ page, context }) => {
      await asNewVisitor(context);
      await page.goto('/knowledge-hub');
      await see(page.getByRole('heading', { name: 'Knowledge hub', level: 1 }));
      await see(page.getByRole('link', { name: 'IVF, step by step' }));
      await snap(page, 'knowledge-hub-list');

      await page.getByRole('searchbox', { name: 'Search the knowledge hub' }).fill('basal temperature');
      await page.waitForURL((url) => url.searchParams.get('q') === 'basal temperature');
      const result = page.getByRole('link', { name: 'Tracking basal body temperature' });
      await see(result);
      await see(page.getByText(/articles? match(es)? “basal temperature”/));
      expect(await page.locator('article b').count()).toBeGreaterThan(0);
      await snap(page, 'knowledge-hub-search');

      await result.click();
      await page.waitForURL('**/knowledge-hub/tracking-basal-body-temperature');
      await see(page.getByRole('heading', { name: 'Tracking basal body temperature', level: 1 }));
      await see(page.getByText(/Reviewed by Fertilia editorial team on/));
      await page
        .getByRole('navigation', { name: 'On this page' })
        .first()
        .getByRole('link', { name: 'How to read your chart' })
        .click();
      expect(page.url()).toContain('#how-to-read-your-chart');
      await see(page.getByRole('heading', { name: 'How to read your chart', level: 2 }));
      await see(page.getByRole('heading', { name: 'References', level: 2 }));
      await see(page.getByRole('heading', { name: 'Related articles', level: 2 }));
      await snap(page, 'knowledge-hub-article');

      await page.getByRole('link', { name: 'Knowledge hub' }).first().click();
      await page.waitForURL((url) => url.pathname === '/knowledge-hub');
      await page.getByRole('button', { name: /^Conditions/ }).click();
      await page.waitForURL((url) => url.searchParams.get('category') === 'Conditions');
      await see(page.getByRole('link', { name: 'Polycystic ovary syndrome (PCOS)' }));
      await expect(page.getByRole('link', { name: 'IVF, step by step' }).count()).resolves.toBe(0);
      await snap(page, 'knowledge-hub-category');
    },
  );

  journey(
    'a search with no match suggests the categories, on a phone',
    async ({ page, context }) => {
      await asNewVisitor(context);
      await page.goto('/knowledge-hub?q=zzzzqqq');
      await see(page.getByText('No articles match “zzzzqqq”'));
      await page.getByRole('button', { name: 'Treatments', exact: true }).last().click();
      // Polled rather than awaited as a navigation: the search changes in place, and a failure shows the URL.
      await expect.poll(() => new URL(page.url()).search, { timeout: 15_000 }).toBe('?category=Treatments');
      await see(page.getByRole('link', { name: 'Intrauterine insemination (IUI)' }));
      await snap(page, 'knowledge-hub-no-results-then-category');
    },
    { viewport: MOBILE },
  );

  journey(
    'the hub and an article have no serious accessibility findings',
    async ({ page, context }) => {
      await asNewVisitor(context);
      for (const path of ['/knowledge-hub', '/knowledge-hub/ivf-step-by-step']) {
        await page.goto(path);
        await see(page.getByRole('heading', { level: 1 }));
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page), path).toEqual([]);
      }
    },
    { bypassCSP: true },
  );
});
