import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { asNewVisitor, expectPath, newMember, registerThroughForm, see, toast } from '../support/accounts';
import { DESKTOP, MOBILE, journey, snap, useBrowser } from '../support/browser';
import { linkFrom, waitForMail } from '../support/mail';

/**
 * Issue 6 part 5–6, conversations: two new members in two browsers. A finds B by username, starts a
 * conversation and writes; B, with the thread open, sees it arrive without reloading and replies; A sees the
 * reply arrive live too.
 */
useBrowser();

/** A surname no other journey uses, so the member search finds exactly this person. */
const surname = () =>
  `Vale${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/** Registers and confirms a patient; the page is left signed in and confirmed. */
async function confirmedMember(page: Page, context: BrowserContext, first: string, last: string) {
  await asNewVisitor(context);
  const member = newMember('chat');
  await registerThroughForm(page, member, { first, last });
  await expectPath(page, '/confirm-email');
  const mail = await waitForMail(member.email, /confirm your fertilia email/i);
  await page.goto(linkFrom(mail, '/confirm-email?token='));
  await see(page.getByRole('link', { name: 'Continue to your dashboard' }));
  return member;
}

const thread = (page: Page) => page.getByRole('list', { name: 'Messages' });

/** The page is not scrolled and the composer's field and Send button lie wholly inside the viewport. */
async function expectOnScreen(page: Page) {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const viewport = page.viewportSize()!;
  for (const target of [
    page.getByLabel('Write a message'),
    page.getByRole('button', { name: 'Send', exact: true }),
  ]) {
    await see(target);
    const box = (await target.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  }
  // Nothing below the composer to scroll to: the whole screen fits the viewport.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
    viewport.height,
  );
}

describe('messages', () => {
  journey('two members exchange messages live in two browsers', async ({ page, context, baseUrl }) => {
    const aLast = surname();
    const bLast = surname();
    // Neither chose to show her real name, so each knows the other by username (issue #15 item 1).
    const alma = await confirmedMember(page, context, 'Alma', aLast);

    const browser = context.browser() as Browser;
    const other = await browser.newContext({ baseURL: baseUrl, viewport: DESKTOP });
    try {
      const bPage = await other.newPage();
      const bea = await confirmedMember(bPage, other, 'Bea', bLast);
      await bPage.goto('/messages');
      await see(bPage.getByRole('heading', { name: 'Messages', level: 1 }));
      await see(bPage.getByText('No conversations yet'));

      // A finds B by her username (her real name is private) and starts the conversation.
      await page.goto('/messages');
      await see(page.getByRole('heading', { name: 'Messages', level: 1 }));
      await page.getByRole('button', { name: 'New conversation' }).click();
      const dialog = page.getByRole('dialog', { name: 'New conversation' });
      await dialog.getByLabel(/Search members/).fill(bea.username);
      await dialog.getByRole('button', { name: new RegExp(bea.username) }).click();
      await dialog.getByRole('button', { name: 'Start conversation' }).click();
      await page.waitForURL(/\/messages\/\d+$/);
      const conversationPath = new URL(page.url()).pathname;
      await see(page.getByRole('heading', { name: bea.username, level: 2 }));
      await page.getByLabel('Write a message').fill('Hi Bea! How did your scan go today?');
      await page.getByLabel('Write a message').press('Enter');
      await see(thread(page).getByText('Hi Bea! How did your scan go today?'));

      // B's list refreshes live with an unread badge; she opens the thread.
      await see(bPage.getByRole('link', { name: new RegExp(alma.username) }));
      await see(bPage.getByLabel('1 unread'));
      await snap(bPage, 'messages-list-unread');
      await bPage.getByRole('link', { name: new RegExp(alma.username) }).click();
      await expectPath(bPage, conversationPath);
      await see(thread(bPage).getByText('Hi Bea! How did your scan go today?'));

      // A writes again while B has the thread open: it arrives without a reload.
      const loadsBefore = await bPage.evaluate(() => performance.getEntriesByType('navigation').length);
      await page.getByLabel('Write a message').fill('Thinking of you.');
      await page.getByLabel('Write a message').press('Enter');
      await see(thread(bPage).getByText('Thinking of you.'));
      expect(await bPage.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loadsBefore);

      // B replies (Shift+Enter keeps a second line); A sees it live.
      await bPage.getByLabel('Write a message').fill('It went well, thank you!');
      await bPage.getByLabel('Write a message').press('Shift+Enter');
      await bPage.getByLabel('Write a message').pressSequentially('Two follicles.');
      await bPage.getByLabel('Write a message').press('Enter');
      await see(thread(bPage).getByText(/It went well, thank you!\s+Two follicles\./));
      await see(thread(page).getByText(/It went well, thank you!\s+Two follicles\./));
      await snap(page, 'messages-thread');

      // The composer and Send are on screen without scrolling the page, at 1280 and at 390 px (issue 15
      // item 7): the thread scrolls above them.
      await expectOnScreen(page);
      // On a phone the thread has the screen to itself, with a way back to the list, and nothing overflows.
      await page.setViewportSize(MOBILE);
      await see(page.getByRole('link', { name: 'Conversations', exact: true }));
      await expectOnScreen(page);
      await snap(page, 'messages-thread-composer');
      expect(await page.getByRole('navigation', { name: 'Conversations' }).isVisible()).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        MOBILE.width,
      );
      await page.getByRole('link', { name: 'Conversations', exact: true }).click();
      await see(page.getByRole('navigation', { name: 'Conversations' }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        MOBILE.width,
      );
      await page.setViewportSize(DESKTOP);

      // B reports a message to the moderators, then leaves the conversation.
      await bPage
        .getByRole('button', { name: `Report message from ${alma.username}` })
        .last()
        .click();
      const report = bPage.getByRole('dialog', { name: 'Report message' });
      await report.getByLabel('Reason').fill('Testing the report flow end to end');
      await report.getByRole('button', { name: 'Send report' }).click();
      await see(toast(bPage, 'Thank you. A moderator will review it.'));
      await bPage.getByRole('button', { name: 'Leave', exact: true }).click();
      await bPage.getByRole('dialog').getByRole('button', { name: 'Leave conversation' }).click();
      await see(toast(bPage, 'You left the conversation'));
      await expectPath(bPage, '/messages');
      await see(bPage.getByText('No conversations yet'));
    } finally {
      await other.close();
    }
  });
});
