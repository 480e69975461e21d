import { describe, expect } from 'vitest';
import {
  DEMO_PASSWORD,
  asNewVisitor,
  demoAccount,
  dismissToasts,
  expectPath,
  see,
  signIn,
} from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { journey, snap, useBrowser } from '../support/browser';

/**
 * Issue 17, Zoom for experts (ADR 014): the demo expert sees the Connect Zoom banner, connects her account
 * (the local Zoom of global-setup approves at once), and comes back to her settings connected, with her Zoom
 * e-mail as host; the banner is gone.
 */
useBrowser();

const EXPERT = demoAccount('expert');
const ZOOM_EMAIL = 'eva.host@zoom.example';

describe('Zoom for experts', () => {
  journey(
    'the expert connects Zoom from the banner and sees it on her settings',
    async ({ page, context }) => {
      await asNewVisitor(context);
      await signIn(page, EXPERT.email, DEMO_PASSWORD);
      await expectPath(page, '/expert-dashboard');
      const banner = page.getByRole('region', { name: 'Host your visits on Zoom' });
      await see(banner);
      await dismissToasts(page);
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, 'zoom-banner');

      await banner.getByRole('button', { name: 'Connect Zoom' }).click();
      await expectPath(page, '/settings');
      const card = page.getByRole('region', { name: 'Integrations' });
      await see(card.getByText('Zoom is connected.'));
      await see(card.getByText('Connected', { exact: true }));
      await see(card.getByText(ZOOM_EMAIL));
      // The result is taken off the address; the card stays in view.
      await page.waitForURL((url) => url.search === '' && url.hash === '#integrations');
      expect(await banner.count()).toBe(0);
      // From the top: a full-page picture of a scrolled page draws the fixed sidebar halfway down.
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, 'zoom-settings-connected');

      await page.goto('/expert-dashboard');
      await see(page.getByRole('heading', { level: 1 }));
      expect(await banner.count()).toBe(0);
    },
    // axe-core is injected into the page, which the app's CSP would refuse.
    { bypassCSP: true },
  );
});
