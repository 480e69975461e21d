import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import {
  asNewVisitor,
  confirmedMember,
  dismissToasts,
  DEMO_PASSWORD,
  demoAccount,
  see,
  signIn,
  toast,
} from '../support/accounts';
import { seriousViolations, type AxeViolation } from '../support/axe';
import { DESKTOP, MOBILE, journey, snap, useBrowser } from '../support/browser';

/**
 * Spec 02 §2–§4 community: one member publishes a post with a picture; another, in a browser of her own,
 * sees it offered on the feed she has open (issue 15 item 3), reacts and comments; the first sees both
 * arrive live on the post she has open, without reloading.
 */
useBrowser();

/** A small real PNG, made here so no binary has to live in the repository. */
const picture = () =>
  sharp({ create: { width: 96, height: 64, channels: 3, background: '#d98c73' } })
    .png()
    .toBuffer();

const PICTURE_ALT = 'A terracotta square: the colour of our clinic door';

const heart = (page: Page) => page.getByRole('button', { name: 'React with heart' });
/** The count beside the heart button (the post page shows one reaction bar). */
const heartCount = (page: Page) => page.getByTestId('count-heart');

async function publish(page: Page, title: string) {
  await page.goto('/community');
  await see(page.getByRole('heading', { name: 'Community', level: 1 }));
  await page.getByRole('button', { name: 'New post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New post' });
  await dialog.getByLabel('Title').fill(title);
  await dialog
    .getByLabel("What's on your mind?")
    .fill('Day 5 transfer went well. Sharing for anyone starting out.');
  await dialog.getByLabel('Category').fill('IVF journey');
  await dialog.getByLabel('Tags').fill('transfer');
  await dialog.getByLabel('Tags').press('Enter');
  await dialog
    .getByLabel('Image')
    .setInputFiles({ name: 'embryo-day5.png', mimeType: 'image/png', buffer: await picture() });
  await see(dialog.getByAltText('Preview of the chosen image'));
  await dialog.getByLabel('Image description').fill(PICTURE_ALT);
  // A stray Escape no longer throws the draft away: it asks, and Keep editing keeps every word.
  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Discard this draft?' });
  await see(ask);
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await ask.waitFor({ state: 'detached' });
  await see(dialog.getByLabel('Image description'));
  await snap(page, 'community-composer');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await see(toast(page, 'Post created'));
  await dialog.waitFor({ state: 'detached' });
}

describe('community', () => {
  journey(
    'a member publishes a post; another, with the feed open, sees it arrive, reacts and comments; the author sees both live',
    async ({ page, context, baseUrl }) => {
      await asNewVisitor(context);
      const author = demoAccount('patient');
      await signIn(page, author.email, DEMO_PASSWORD);

      // The second member, in a browser context of her own, has the feed open before the post exists.
      const browser = context.browser() as Browser;
      const other = await browser.newContext({ baseURL: baseUrl, viewport: DESKTOP });
      try {
        await asNewVisitor(other);
        const reader = await other.newPage();
        await signIn(reader, demoAccount('expert').email, DEMO_PASSWORD);
        await reader.goto('/community');
        await see(reader.getByRole('heading', { name: 'Community', level: 1 }));
        // Loaded: the posts so far, or none yet on a fresh database.
        await see(reader.getByRole('list', { name: 'Posts' }).or(reader.getByText('No posts yet')));
        await see(reader.getByText('Live updates on'));
        const loads = () => reader.evaluate(() => performance.getEntriesByType('navigation').length);
        const loadsBefore = await loads();

        const title = `Transfer day ${Date.now().toString(36)}`;
        await publish(page, title);
        await snap(page, 'community-feed');
        // Her own tab shows the post it published at once, and never offers it as news.
        expect(await page.getByRole('button', { name: /new posts?$/ }).count()).toBe(0);

        // Issue 15 item 3: the new post is offered on the reader's open feed, and shown when she asks.
        const showNew = reader.getByRole('button', { name: /^Show \d+ new posts?$/ });
        await see(showNew);
        await snap(reader, 'community-feed-new-posts');
        await showNew.click();
        await see(
          reader.getByRole('list', { name: 'Posts' }).getByRole('link', { name: title, exact: true }),
        );
        await expect.poll(() => showNew.count()).toBe(0);
        expect(await loads()).toBe(loadsBefore);

        await page.getByRole('link', { name: title, exact: true }).click();
        await see(page.getByRole('heading', { name: title, level: 1 }));
        const postUrl = new URL(page.url()).pathname;
        await see(page.locator('main img[src^="/api/media/community/"]'));
        await see(page.getByRole('img', { name: PICTURE_ALT }));
        await see(page.getByText('Live updates on'));
        expect(await heartCount(page).textContent()).toBe('0');

        await reader.getByRole('link', { name: title, exact: true }).click();
        await expect.poll(() => new URL(reader.url()).pathname).toBe(postUrl);
        await see(reader.getByRole('heading', { name: title, level: 1 }));
        await heart(reader).click();
        await expect.poll(() => heart(reader).getAttribute('aria-pressed')).toBe('true');
        await reader.getByLabel('Write a comment').fill('Sending you so much luck for the two week wait!');
        await reader.getByRole('button', { name: 'Comment', exact: true }).click();
        await see(toast(reader, 'Comment added'));

        // The author's page was never reloaded: the reaction and the comment arrive over the socket.
        await expect.poll(() => heartCount(page).textContent(), { timeout: 15_000 }).toBe('1');
        await see(page.getByText('Sending you so much luck for the two week wait!'));
        await see(page.getByRole('heading', { name: 'Comments (1)' }));

        // The reader reports the post to the moderators.
        await reader.getByRole('button', { name: `Actions for post: ${title}` }).click();
        await reader.getByRole('menuitem', { name: 'Report post' }).click();
        const report = reader.getByRole('dialog', { name: 'Report post' });
        await report.getByLabel('Reason').fill('Testing the report flow from the journey.');
        await report.getByRole('button', { name: 'Send report' }).click();
        await see(toast(reader, 'Thank you. A moderator will review it.'));
        await snap(reader, 'community-post-reader');
      } finally {
        await other.close();
      }
      await snap(page, 'community-post-author');
    },
  );

  journey(
    'a member is known by her username until she chooses to show her real name; reactions name who reacted',
    async ({ page, context, baseUrl }) => {
      await asNewVisitor(context);
      const author = await confirmedMember(context, page, 'hope', 'Nadia');
      await signIn(page, author.email, author.password);
      const title = `Quiet hope ${Date.now().toString(36)}`;
      await publish(page, title);
      await page.getByRole('link', { name: title, exact: true }).click();
      await see(page.getByRole('heading', { name: title, level: 1 }));
      const postUrl = new URL(page.url()).pathname;

      const browser = context.browser() as Browser;
      const other = await browser.newContext({ baseURL: baseUrl, viewport: MOBILE });
      try {
        await asNewVisitor(other);
        const reader = await other.newPage();
        const readerAccount = demoAccount('patient');
        await signIn(reader, readerAccount.email, DEMO_PASSWORD);
        await reader.goto(postUrl);
        const card = reader.getByLabel('About the author');
        // Her username is her name in the community; her real name is nowhere on the page.
        await see(card.getByText(author.username, { exact: true }));
        expect(await reader.getByText('Nadia').count()).toBe(0);
        await heart(reader).click();
        await expect.poll(() => heart(reader).getAttribute('aria-pressed')).toBe('true');
        await snap(reader, 'names-post-username');

        // The author sees who reacted, by the name each shows: the demo patient keeps her username.
        await expect.poll(() => heartCount(page).textContent(), { timeout: 15_000 }).toBe('1');
        await dismissToasts(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.getByRole('button', { name: /^1 reaction: see who reacted/ }).click();
        const who = page.getByRole('dialog', { name: 'Who reacted' });
        await see(who.getByText(readerAccount.username, { exact: true }));
        expect(await who.getByText(readerAccount.firstName).count()).toBe(0);
        await snap(page, 'names-who-reacted');
        await page.keyboard.press('Escape');

        // She chooses to show her real name in Settings.
        await page.goto('/settings');
        const choice = page.getByRole('checkbox', { name: 'Show my real name to other members' });
        await expect.poll(() => choice.isChecked()).toBe(false);
        await choice.check();
        await see(page.getByText('Members see you as Nadia'));
        await page.getByRole('button', { name: 'Save name choice' }).click();
        await see(toast(page, 'Community name saved'));
        await dismissToasts(page);
        await snap(page, 'names-settings');

        await reader.reload();
        await see(card.getByText('Nadia', { exact: true }));
        await see(card.getByText(`@${author.username}`));
        await snap(reader, 'names-post-real-name');
      } finally {
        await other.close();
      }
    },
  );

  journey(
    'the community screens have no serious or critical axe violation at 390 and 1280 px',
    async ({ page, context }) => {
      await asNewVisitor(context);
      await signIn(page, demoAccount('patient').email, DEMO_PASSWORD);
      const title = `Accessible post ${Date.now().toString(36)}`;
      await publish(page, title);
      const check = async (where: string) => {
        await page.waitForLoadState('networkidle');
        await expect
          .poll(() => page.locator('[aria-busy="true"], .animate-pulse').count(), { timeout: 10_000 })
          .toBe(0);
        for (const size of [MOBILE, DESKTOP]) {
          await page.setViewportSize(size);
          await page.waitForTimeout(300);
          const found: AxeViolation[] = await seriousViolations(page);
          expect.soft(found, `${where} at ${size.width} px: ${JSON.stringify(found, null, 1)}`).toEqual([]);
        }
      };
      await page.goto('/community');
      await see(page.getByRole('link', { name: title, exact: true }));
      await check('/community');
      await page.getByRole('link', { name: title, exact: true }).click();
      await see(page.getByRole('heading', { name: title, level: 1 }));
      await check('the post page');
    },
    { bypassCSP: true },
  );
});
