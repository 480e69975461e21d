import { MEASURE_MESSAGES, MESSAGES } from '@fertilia/contracts';
import { describe, expect } from 'vitest';
import {
  asNewVisitor,
  demoAccount,
  expectPath,
  newMember,
  registerThroughForm,
  see,
  signIn,
  signOutFromMenu,
  toast,
} from '../support/accounts';
import { journey, snap, useBrowser } from '../support/browser';
import { linkFrom, waitForMail } from '../support/mail';

/** Spec 01 §2 and §4: from registration to a kept profile and back out again. */
describe('account lifecycle', () => {
  useBrowser();

  journey(
    'a new patient registers, confirms by mail, signs in, edits the profile and logs out',
    async ({ page, context }) => {
      await asNewVisitor(context);
      const member = newMember('lifecycle');

      await page.goto('/register');
      await see(page.getByRole('heading', { name: 'Create your account' }));
      await snap(page, 'register');
      await registerThroughForm(page, member, { first: 'Lena', last: 'Hart' });

      // Signed in but unconfirmed: the confirmation screen says where the mail went.
      await expectPath(page, '/confirm-email');
      await see(page.getByRole('heading', { name: 'Confirm your e-mail' }));
      await see(page.getByText(`We sent a confirmation link to ${member.email}`));
      await snap(page, 'confirm-email-waiting');

      const mail = await waitForMail(member.email, /confirm your fertilia email/i);
      await page.goto(linkFrom(mail, '/confirm-email?token='));
      await see(page.getByRole('heading', { name: MESSAGES.emailConfirmed }));
      await see(page.getByText(`is confirmed`));
      await snap(page, 'confirm-email-done');

      await page.getByRole('link', { name: 'Continue to your dashboard' }).click();
      await expectPath(page, '/user-dashboard');
      await see(page.getByRole('heading', { name: /, Lena$/ }));
      await see(page.getByText('E-mail confirmed'));
      await signOutFromMenu(page);

      await signIn(page, member.email, member.password);
      await expectPath(page, '/user-dashboard');
      await see(page.getByRole('heading', { name: /, Lena$/ }));

      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Profile' })
        .click();
      await expectPath(page, '/profile');
      await see(page.getByRole('heading', { name: 'Profile', level: 1 }));
      await page.getByLabel('First name').fill('Maren');
      await page.getByLabel('City').fill('Galway');
      // A French number typed as dialled at home, with France picked: the spec's +code-number is what is saved.
      await page.getByLabel('Country code').selectOption('FR');
      await page.getByLabel('Phone').fill('0612345678');
      await see(page.getByText('Saved as +33-612345678'));
      await snap(page, 'profile-phone');
      await page.getByRole('button', { name: 'Save details' }).click();
      await see(toast(page, MESSAGES.profileUpdated));

      await page.getByLabel('Allergies').fill('Latex');
      // Weight is a number with its unit: words are refused with an example, then 62,5 kg is kept as 62.5 kg.
      await page.getByLabel('Weight', { exact: true }).fill('sixty');
      await page.getByLabel('Height', { exact: true }).fill('165');
      await page.getByRole('button', { name: 'Save medical profile' }).click();
      await see(page.getByText(MEASURE_MESSAGES.weight));
      await snap(page, 'profile-weight-refused');
      await page.getByLabel('Weight', { exact: true }).fill('62,5');
      await page.getByRole('button', { name: 'Save medical profile' }).click();
      await see(toast(page, MESSAGES.profileUpdated).nth(1));
      await page.evaluate(() => window.scrollTo(0, 0));
      await snap(page, 'profile-saved');

      // After a reload the form is filled from the server's copy of the profile, not from what was typed.
      const profileRead = page.waitForResponse(
        (r) => r.url().includes('/api/auth/profile') && r.request().method() === 'GET' && r.ok(),
      );
      await page.reload();
      const saved = await (await profileRead).json();
      expect(saved).toMatchObject({
        phone: '+33-612345678',
        medical_profile: { weight: '62.5 kg', height: '165 cm' },
      });
      await see(page.getByRole('heading', { name: 'Profile', level: 1 }));
      expect(await page.getByLabel('Country code').inputValue()).toBe('FR');
      expect(await page.getByLabel('Phone').inputValue()).toBe('06 12 34 56 78');
      expect(await page.getByLabel('Weight', { exact: true }).inputValue()).toBe('62.5');
      expect(await page.getByLabel('First name').inputValue()).toBe('Maren');
      expect(await page.getByLabel('City').inputValue()).toBe('Galway');
      expect(await page.getByLabel('Allergies').inputValue()).toBe('Latex');

      await signOutFromMenu(page);
      // Signed out for real: the profile is behind the sign-in page again.
      await page.goto('/profile');
      await expectPath(page, '/login');
    },
  );

  journey(
    'registering with an address that is taken shows the conflict on the email field',
    async ({ page, context }) => {
      await asNewVisitor(context);
      const member = { ...newMember('taken'), email: demoAccount('patient').email };
      await registerThroughForm(page, member);

      // The answer lands on the field itself: marked invalid and described by the server's message.
      const email = page.getByLabel('Email');
      await see(page.locator('input[type="email"][aria-invalid="true"]'));
      const describedBy = (await email.getAttribute('aria-describedby'))?.split(' ') ?? [];
      const descriptions = await Promise.all(
        describedBy.map((id) => page.locator(`[id="${id}"]`).innerText()),
      );
      expect(descriptions).toContain(MESSAGES.emailTaken);
      // Still on the form, with nothing signed in.
      await expectPath(page, '/register');
      await snap(page, 'register-email-taken');
    },
  );
});
