import { MESSAGES } from '@fertilia/contracts';
import { describe, expect } from 'vitest';
import {
  asNewVisitor,
  expectPath,
  newMember,
  see,
  signIn,
  signOutFromMenu,
  submitSignIn,
  toast,
} from '../support/accounts';
import { journey, snap, useBrowser } from '../support/browser';
import { linkFrom, waitForMail } from '../support/mail';

/** Spec 01 §2 /forgot-password and /reset-password/{token}, §4 "Reset password". */
describe('password reset', () => {
  useBrowser();

  journey(
    'a member who forgot the password sets a new one from the mailed link',
    async ({ page, context }) => {
      await asNewVisitor(context);
      const member = newMember('reset');
      const newPassword = 'Quiet-Orchard-Morning-77';

      // The account exists and is confirmed before the story starts: registered through the API (as the brief
      // allows), confirmed through the link in its real mail.
      const registered = await context.request.post('/api/auth/', {
        data: { ...member, confirm_password: member.password, role: 'patient', first_name: 'Ines' },
      });
      expect(registered.status()).toBe(201);
      const confirmation = await waitForMail(member.email, /confirm your fertilia email/i);
      await page.goto(linkFrom(confirmation, '/confirm-email?token='));
      await see(page.getByRole('heading', { name: MESSAGES.emailConfirmed }));

      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expectPath(page, '/forgot-password');
      await see(page.getByRole('heading', { name: 'Forgot your password?' }));
      await snap(page, 'forgot-password');
      await page.getByLabel('Email').fill(member.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await see(page.getByRole('heading', { name: 'Check your inbox' }));
      await see(page.getByText(MESSAGES.forgotPasswordSent));
      await snap(page, 'forgot-password-sent');

      const mail = await waitForMail(member.email, /reset your fertilia password/i);
      const link = linkFrom(mail, '/reset-password/');
      await page.goto(link);
      await see(page.getByRole('heading', { name: 'Choose a new password' }));
      await see(page.getByText(`For ${member.email}.`));
      await snap(page, 'reset-password-form');
      await page.getByLabel(/^new password/i).fill(newPassword);
      await page.getByLabel(/^confirm new password/i).fill(newPassword);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await see(page.getByRole('heading', { name: MESSAGES.passwordReset }));

      await page.waitForURL(
        (url) => url.pathname === '/login' && url.searchParams.get('reset_success') === 'true',
      );
      await see(page.getByRole('status').filter({ hasText: 'Your password has been changed. Sign in' }));
      await snap(page, 'login-after-reset');

      await signIn(page, member.email, newPassword);
      await expectPath(page, '/user-dashboard');
      await see(page.getByRole('heading', { name: /, Ines$/ }));
      await signOutFromMenu(page);

      // The old password no longer opens the account.
      await submitSignIn(page, member.email, member.password);
      await see(toast(page, 'Login Failed'));
      await see(page.getByText('Please check your credentials and try again.'));
      await see(page.getByText(MESSAGES.invalidCredentials));
      await expectPath(page, '/login');
      await snap(page, 'login-old-password');

      // The link worked once; opened again it says so and offers a new one.
      await page.goto(link);
      await see(page.getByRole('heading', { name: 'Link not valid' }));
      await see(page.getByText(`${MESSAGES.resetTokenInvalid}.`));
      await see(page.getByRole('link', { name: 'Request a new link' }));
      await snap(page, 'reset-link-used');
    },
  );
});
