import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  DEMO_PASSWORD,
  demoAccount,
  dismissToasts,
  expectPath,
  see,
  signIn,
  toast,
} from '../support/accounts';
import { journey, snap, useBrowser } from '../support/browser';

/**
 * Issue 19: the demo patient compares the plans by period on /pricing, subscribes to Care by card (the
 * sandbox's 4242 card), finds it on /subscriptions with its next renewal and the first receipt, and cancels
 * at the end of the period. One sign-in, one browser: the rest of subscriptions is covered by the API's and
 * the components' tests.
 */
useBrowser();

const PATIENT = demoAccount('patient');

/** The card of one plan on /pricing. */
const planCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

describe('subscriptions', () => {
  journey(
    'the demo patient subscribes to Care from the pricing page, sees its renewal and receipt, and cancels at period end',
    async ({ page }) => {
      await signIn(page, PATIENT.email, DEMO_PASSWORD);

      // One price per card, for the period she picks.
      await page.goto('/pricing');
      const care = planCard(page, 'Care');
      await see(care.getByText('£19.00', { exact: true }));
      // The switch's radios are drawn as a segmented control: she presses its words.
      await page.getByText('Yearly', { exact: true }).click();
      await expect.poll(() => page.getByRole('radio', { name: 'Yearly' }).isChecked()).toBe(true);
      await see(care.getByText('£190.00', { exact: true }));
      await see(care.getByText(/£15\.83 a month/));
      await see(care.getByText(/save 17%/));
      await see(planCard(page, 'Essentials').getByText('Included with your account'));
      await snap(page, 'subscriptions-pricing-yearly');
      await page.getByText('Monthly', { exact: true }).click();
      await see(care.getByText('£19.00', { exact: true }));
      await care.getByRole('link', { name: 'Choose Care' }).click();

      // The checkout: the plan, the price in words, her consent, the sandbox card.
      await expectPath(page, '/subscriptions/checkout');
      await see(page.getByRole('heading', { name: 'Care' }));
      await see(page.getByText(/£19\.00 today, then every month until you cancel/));
      const form = page.getByRole('form', { name: 'Pay and subscribe' });
      await form.getByLabel('Card number').fill('4242 4242 4242 4242');
      await form.getByLabel('Expiry (MM/YY)').fill('12/34');
      await form.getByLabel('CVC').fill('123');
      await snap(page, 'subscriptions-checkout');
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await see(toast(page, 'Subscribed to Care'));

      // Her subscription: the plan, the renewal, the card, and the first receipt.
      await expectPath(page, '/subscriptions');
      await see(page.getByRole('heading', { name: 'Care' }));
      await see(page.getByText('£19.00 a month'));
      await see(page.getByText(/^Renews on /));
      await see(page.getByText('Visa •••• 4242'));
      const history = page.getByRole('list', { name: 'Payment history' });
      await see(history.getByText(/Receipt FS-\d{6}/));
      await see(history.getByText('Paid', { exact: true }));
      await dismissToasts(page);
      await snap(page, 'subscriptions-active');

      // Cancelling keeps the plan until the period ends.
      await page.getByRole('button', { name: 'Cancel subscription' }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancel your subscription?' });
      await see(confirm.getByText(/You keep Care until/));
      await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
      await see(toast(page, 'Subscription cancelled'));
      await see(page.getByText(/^Ends on /));
      await see(page.getByRole('button', { name: 'Resume subscription' }));
      await dismissToasts(page);
      await snap(page, 'subscriptions-ending');
    },
  );
});
