import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { MESSAGES, VERIFICATION_MESSAGES, VERIFICATION_STATUS_LABELS } from '@fertilia/contracts';
import {
  asNewVisitor,
  DEMO_PASSWORD,
  demoAccount,
  dismissToasts,
  expectPath,
  newMember,
  see,
  signIn,
  toast,
} from '../support/accounts';
import { DESKTOP, journey, snap, useBrowser } from '../support/browser';
import { linkFrom, waitForMail } from '../support/mail';

/**
 * Issue 14, finding 2: a doctor who registers is pending verification, carries no professional badge until
 * support approves her licence from /admin/verifications, and carries it from then on.
 */
useBrowser();

const DOCTOR = { first: 'Amara', last: 'Okafor' };
const NAME = `${DOCTOR.first} ${DOCTOR.last}`;

/** The author's badges on a post page: beside the byline and on the author card. */
const doctorBadges = (page: Page) =>
  page.locator('article, aside[aria-label="Author"]').getByText('Doctor', { exact: true });

describe('verified professionals', () => {
  journey(
    'a new doctor sends her licence, support approves it, and her posts carry the Doctor badge',
    async ({ page, context, baseUrl }) => {
      await asNewVisitor(context);
      const member = newMember('doctor');

      // She registers as a doctor and confirms her address from the mail.
      await page.goto('/register');
      await page.getByRole('radio', { name: /^doctor/i }).check();
      await page.getByLabel('First name').fill(DOCTOR.first);
      await page.getByLabel('Last name').fill(DOCTOR.last);
      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel('Username').fill(member.username);
      await page.getByLabel(/^password/i).fill(member.password);
      await page.getByLabel('Confirm password').fill(member.password);
      await page.getByRole('button', { name: 'Create account' }).click();
      await expectPath(page, '/confirm-email');
      const mail = await waitForMail(member.email, /confirm your fertilia email/i);
      await page.goto(linkFrom(mail, '/confirm-email?token='));
      await see(page.getByRole('heading', { name: MESSAGES.emailConfirmed }));
      await page.getByRole('link', { name: 'Continue to your dashboard' }).click();

      // Her dashboard says first that she is not verified yet, and leads to the verification screen.
      await expectPath(page, '/expert-dashboard');
      const banner = page.getByRole('alert').filter({ hasText: VERIFICATION_STATUS_LABELS.unverified });
      await see(banner);
      await dismissToasts(page);
      await snap(page, 'verification-dashboard-banner');
      await banner.getByRole('link', { name: 'Send licence details' }).click();
      await expectPath(page, '/verification');
      await see(page.getByRole('heading', { name: 'Professional verification', level: 1 }));
      await see(page.getByRole('button', { name: 'Send for verification' }));
      await snap(page, 'verification-form');

      await page.getByLabel(/Licence number/).fill('IMC-0451877');
      await page.getByLabel(/Issuing body/).fill('Irish Medical Council');
      await page.getByLabel(/^Country/).fill('Ireland');
      await page.getByLabel(/Note for the reviewer/).fill('Registered as Amara N. Okafor.');
      await page.getByRole('button', { name: 'Send for verification' }).click();
      await see(toast(page, VERIFICATION_MESSAGES.submitted));
      const status = page.getByRole('region', { name: /your status/i });
      await see(status.getByText(VERIFICATION_STATUS_LABELS.pending));
      await see(page.getByRole('heading', { name: 'What you sent' }));
      await see(page.getByText('IMC-0451877'));
      await dismissToasts(page);
      await snap(page, 'verification-pending');

      // She writes in the community: the post shows her username (her public name), but no Doctor badge yet.
      const title = `Questions about AMH ${Date.now().toString(36)}`;
      await page.goto('/community');
      await page.getByRole('button', { name: 'New post' }).click();
      const dialog = page.getByRole('dialog', { name: 'New post' });
      await dialog.getByLabel('Title').fill(title);
      await dialog
        .getByLabel("What's on your mind?")
        .fill('Happy to answer questions about AMH results and what they do and do not predict.');
      await dialog.getByLabel('Category').fill('Ask a professional');
      await dialog.getByRole('button', { name: 'Publish' }).click();
      await see(toast(page, 'Post created'));
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('link', { name: title, exact: true }).click();
      await see(page.getByRole('heading', { name: title, level: 1 }));
      await see(page.locator('aside[aria-label="Author"]').getByText(member.username, { exact: true }));
      expect(await doctorBadges(page).count()).toBe(0);

      // The demo support account, in a browser of her own, approves the licence from the queue.
      const staff = await (context.browser() as Browser).newContext({ baseURL: baseUrl, viewport: DESKTOP });
      try {
        await asNewVisitor(staff);
        const reviewer = await staff.newPage();
        await signIn(reviewer, demoAccount('support').email, DEMO_PASSWORD, '/admin/login');
        await reviewer
          .getByRole('navigation', { name: 'Admin navigation' })
          .getByRole('link', { name: 'Professional verification' })
          .first()
          .click();
        await expectPath(reviewer, '/admin/verifications');
        const entry = reviewer.getByRole('article', { name: NAME });
        await see(entry);
        await see(entry.getByText(member.email));
        await see(entry.getByText('IMC-0451877'));
        await see(entry.getByText('Registered as Amara N. Okafor.'));
        await dismissToasts(reviewer);
        await snap(reviewer, 'verification-queue');

        await entry.getByRole('button', { name: 'Approve' }).click();
        const confirm = reviewer.getByRole('dialog', { name: `Approve ${NAME}?` });
        await confirm.getByRole('button', { name: 'Approve' }).click();
        await see(toast(reviewer, VERIFICATION_MESSAGES.approved));
        await entry.waitFor({ state: 'detached', timeout: 15_000 });
        await reviewer.getByRole('tab', { name: 'Approved' }).click();
        await see(reviewer.getByRole('article', { name: NAME }).getByText('Approved', { exact: true }));
      } finally {
        await staff.close();
      }

      // Back on her post, the badge is there; her verification screen says Verified.
      await page.reload();
      await see(page.getByRole('heading', { name: title, level: 1 }));
      await see(doctorBadges(page));
      await page.goto('/verification');
      await see(
        page.getByRole('region', { name: /your status/i }).getByText(VERIFICATION_STATUS_LABELS.verified),
      );
      await snap(page, 'verification-verified');
    },
  );
});
