import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { IVF_MESSAGES } from '@fertilia/contracts';
import {
  asNewVisitor,
  confirmedMember,
  dismissToasts,
  expectPath,
  see,
  signIn,
  toast,
} from '../support/accounts';
import { journey, snap, useBrowser } from '../support/browser';

/**
 * Issue 20: a new patient finds IVF prediction is part of the Care plan before she types anything, subscribes
 * to Care with the sandbox card, enters her values, reads the estimate with its interval, its explanation and
 * how far to trust the model, and finds it in her history. One browser; the rest is covered by the API's and
 * the components' tests.
 */
useBrowser();

/** A text box of the form, by the start of its label (labels carry a hint or a required mark after it). */
const box = (page: Page, label: RegExp) => page.getByRole('textbox', { name: label });

describe('IVF success prediction', () => {
  journey(
    'a new patient subscribes to Care, estimates her chance, reads how far to trust it and finds it in her history',
    async ({ page, context }) => {
      await asNewVisitor(context);
      const member = await confirmedMember(context, page, 'ivf', 'Hana');
      await signIn(page, member.email, member.password);

      // From the sidebar, before any plan: what it is part of, not a form that would fail.
      await page.goto('/user-dashboard');
      await page.getByRole('link', { name: /^IVF success prediction/ }).click();
      await expectPath(page, '/ivf-prediction');
      await see(page.getByRole('heading', { name: 'IVF prediction is part of the Care plan' }));
      expect(await box(page, /^Age/).count()).toBe(0);
      await see(page.getByRole('heading', { name: 'No estimates yet' }));
      await snap(page, 'ivf-plan-required');

      // Care through checkout with the sandbox card.
      await page.getByRole('link', { name: 'See plans' }).click();
      await expectPath(page, '/pricing');
      const care = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Care', exact: true }) });
      await care.getByRole('link', { name: 'Choose Care' }).click();
      await expectPath(page, '/subscriptions/checkout');
      const pay = page.getByRole('form', { name: 'Pay and subscribe' });
      await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
      await pay.getByLabel('Expiry (MM/YY)').fill('12/34');
      await pay.getByLabel('CVC').fill('123');
      await pay.getByRole('button', { name: 'Subscribe' }).click();
      await see(toast(page, 'Subscribed to Care'));
      await dismissToasts(page);

      // Back to the predictor: now the form, checked as she goes.
      await page.goto('/ivf-prediction');
      const age = box(page, /^Age/);
      await see(age);
      await age.fill('17');
      await box(page, /^AMH$/).fill('1.8');
      await see(page.getByText(IVF_MESSAGES.age));
      await age.fill('36');
      await box(page, /^FSH/).fill('7');
      await expect.poll(() => page.getByText(IVF_MESSAGES.age).count()).toBe(0);
      await snap(page, 'ivf-form');
      await page.getByRole('button', { name: 'Estimate my chance' }).click();
      await see(toast(page, IVF_MESSAGES.created));

      // The estimate: the chance from one cycle with its interval, in words too; three cycles; the explanation.
      const result = page.getByRole('heading', { name: 'Your estimate' });
      await see(result);
      const oneCycle = page.getByRole('img', {
        name: /^From one IVF cycle: \d+%, likely between \d+% and \d+%/,
      });
      await see(oneCycle);
      await see(page.getByRole('img', { name: /^Over three IVF cycles \(cumulative\): \d+%/ }));
      await see(page.getByRole('heading', { name: 'What moved your estimate most' }));
      await see(page.getByRole('heading', { name: 'What this means' }));
      await see(page.getByText(/^For comparison, women aged/));
      await see(page.getByText(/from published studies/).first());
      const chance = ((await oneCycle.getAttribute('aria-label')) ?? '').match(/: (\d+%)/)?.[1];
      expect(chance).toBeTruthy();

      // How far to trust it: the calibration chart, and the scores in words.
      await see(page.getByRole('heading', { name: 'How far to trust this' }));
      await see(page.getByRole('img', { name: /^Predicted against observed live-birth rates by tenths/ }));
      await see(page.locator('.recharts-scatter-symbol').first());
      await see(page.getByText(/when we say 30%, about 30 in 100 such cycles ended in a live birth/));
      await dismissToasts(page);
      // The page scrolled to the new estimate; the whole page is photographed from its top.
      await page.evaluate(() => window.scrollTo(0, 0));
      await snap(page, 'ivf-estimate');

      // Her history holds it; its page shows the same estimate and the values she entered.
      const history = page.getByRole('list', { name: 'Earlier estimates' });
      const entry = history.getByRole('link').first();
      await see(entry);
      expect(await history.getByRole('link').count()).toBe(1);
      await entry.click();
      await page.waitForURL((url) => /^\/ivf-prediction\/\d+$/.test(url.pathname));
      await see(page.getByRole('heading', { level: 1, name: /^Estimate of / }));
      await see(
        page.getByRole('img', { name: new RegExp(`^From one IVF cycle: ${chance}, likely between`) }),
      );
      const values = page.getByRole('region', { name: 'Values entered' });
      await see(values.getByText('1.8 ng/mL', { exact: true }));
      await see(values.getByText('7 IU/L', { exact: true }));
      await snap(page, 'ivf-detail');

      await page.getByRole('link', { name: 'All estimates' }).click();
      await expectPath(page, '/ivf-prediction');
    },
  );
});
