import { MESSAGES } from '@fertilia/contracts';
import { describe, expect } from 'vitest';
import { DEMO_PASSWORD, asNewVisitor, demoAccount, newMember, see, signIn, toast } from '../support/accounts';
import { journey, snap, useBrowser } from '../support/browser';
import { linkFrom, waitForMail } from '../support/mail';

/** Spec 02 §3/§7 marketing and contact: newsletter double opt-in, the contact form and the support inbox. */
describe('newsletter, contact form and support inbox', () => {
  useBrowser();

  journey(
    'pricing sells every demo plan feature as built, none as coming soon',
    async ({ page, context }) => {
      await asNewVisitor(context);
      await page.goto('/pricing');
      // The demo plans: messages with experts, the AI assistant and embryo analysis all work today.
      const complete = page.getByRole('list', { name: 'What Complete includes' });
      const embryo = complete.getByRole('listitem').filter({ hasText: 'Embryo image analysis' });
      await see(embryo);
      expect(await embryo.getByText('Coming soon').count()).toBe(0);
      const care = page.getByRole('list', { name: 'What Care includes' });
      for (const built of ['Direct messages with experts and doctors', 'AI fertility assistant']) {
        const item = care.getByRole('listitem').filter({ hasText: built });
        await see(item);
        expect(await item.getByText('Coming soon').count()).toBe(0);
      }
      const essentials = page.getByRole('list', { name: 'What Essentials includes' });
      await see(essentials.getByRole('listitem').filter({ hasText: 'Cycle tracking' }));
      expect(await page.getByText('Coming soon', { exact: true }).count()).toBe(0);
      await snap(page, 'pricing-all-built');
    },
  );

  journey(
    'a visitor subscribes on the landing page and confirms through the mailed link',
    async ({ page, context }) => {
      await asNewVisitor(context);
      const { email } = newMember('reader');

      await page.goto('/');
      // The sign-up forms load only when scrolled near, keeping the landing page's first load small.
      await page.locator('#stay-in-touch').scrollIntoViewIfNeeded();
      const form = page.getByRole('form', { name: 'Newsletter sign-up' });
      await see(form);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await see(form.getByText(MESSAGES.validEmailRequired));
      await form.getByLabel('Email').fill(email);
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await see(page.getByRole('status').filter({ hasText: MESSAGES.newsletterCheckInbox }));
      await see(toast(page, MESSAGES.newsletterCheckInbox));
      await snap(page, 'newsletter-subscribed');

      const mail = await waitForMail(email, /confirm your fertilia newsletter/i);
      await page.goto(linkFrom(mail, '/newsletter/confirm?token='));
      await see(page.getByRole('heading', { name: 'Subscription confirmed' }));
      await see(page.getByText(MESSAGES.newsletterConfirmed));
      await snap(page, 'newsletter-confirmed');

      // The unsubscribe link every newsletter mail carries works too.
      await page.goto(linkFrom(mail, '/newsletter/unsubscribe?token='));
      await see(page.getByRole('heading', { name: 'Unsubscribed' }));
      await see(page.getByText(MESSAGES.newsletterUnsubscribed));
    },
  );

  journey(
    'a visitor writes through the contact form and support answers from the inbox',
    async ({ page, context }) => {
      await asNewVisitor(context);
      const { email } = newMember('visitor');
      const name = `Lena ${Date.now().toString(36)}`;
      const question = 'Hello, is there a partner clinic near Lisbon that offers egg freezing?';
      const answer = 'Hello Lena, yes: two partner clinics near Lisbon offer egg freezing.';

      await page.goto('/contact');
      await see(page.getByRole('heading', { name: 'Contact us' }));
      await page.getByLabel(/your name/i).fill(name);
      await page.getByLabel(/^email/i).fill('lena-at-example');
      await page.getByLabel(/^message/i).fill(question);
      await page.getByRole('button', { name: 'Send message' }).click();
      await see(page.getByText(MESSAGES.validEmailRequired));
      expect(await page.getByLabel(/^email/i).getAttribute('aria-invalid')).toBe('true');
      await snap(page, 'contact-field-error');

      await page.getByLabel(/^email/i).fill(email);
      await page.getByRole('button', { name: 'Send message' }).click();
      await see(page.getByText(MESSAGES.contactReceived));
      await snap(page, 'contact-sent');

      const support = demoAccount('support');
      const notice = await waitForMail(support.email, /support inbox/i);
      expect(notice.text).not.toContain(question);

      await signIn(page, support.email, DEMO_PASSWORD, '/admin/login');
      await page.getByRole('link', { name: 'Support Inbox' }).first().click();
      await see(page.getByRole('heading', { name: 'Support inbox' }));
      await page.getByRole('link', { name: new RegExp(name) }).click();
      await see(page.getByRole('heading', { name: `Message from ${name}` }));
      await see(page.getByText(question));
      // The breadcrumb names the message as its page does, never "Message #12" (issue 15 item 10).
      await see(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(`Message from ${name}`));
      await snap(page, 'support-message');

      await page.getByLabel(new RegExp(`reply to ${name}`, 'i')).fill(answer);
      await page.getByRole('button', { name: 'Send reply' }).click();
      await see(toast(page, 'Reply sent'));
      await see(page.getByRole('list', { name: 'Conversation' }).getByText(answer));
      await see(page.getByText('Answered'));
      await snap(page, 'support-replied');

      const reply = await waitForMail(email, /your message to fertilia/i);
      expect(reply.text).toContain(answer);
      expect(reply.text).toContain(`> ${question}`);

      await page.getByRole('button', { name: 'Close message' }).click();
      await see(page.getByRole('button', { name: 'Reopen message' }));
    },
  );
});
