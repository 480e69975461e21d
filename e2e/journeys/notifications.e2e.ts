import { NOTIFICATION_MESSAGES } from '@fertilia/contracts';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  asNewVisitor,
  confirmedMember,
  dismissToasts,
  expectPath,
  see,
  signIn,
  toast,
} from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { journey, snap, useBrowser } from '../support/browser';

type Member = Awaited<ReturnType<typeof confirmedMember>>;

async function accessToken(request: APIRequestContext, member: Member): Promise<string> {
  const login = await request.post('/api/auth/login/', {
    data: { email: member.email, password: member.password },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { access_token: string }).access_token;
}

async function createPost(request: APIRequestContext, token: string, title: string) {
  const created = await request.post('/api/community/posts/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title,
      content: 'Our first transfer is next week. Any tips for the two-week wait?',
      category: 'IVF journey',
      visibility: 'public',
      is_anonymous: false,
      tags: ['ivf'],
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: number; slug: string };
}

async function comment(request: APIRequestContext, token: string, postId: number, content: string) {
  const created = await request.post('/api/community/comments/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { content, post_id: postId, is_anonymous: false },
  });
  expect(created.status()).toBe(201);
}

const bell = (page: Page, unread: number) =>
  page.getByRole('button', {
    name: unread > 0 ? `Notifications, ${unread} unread` : 'Notifications',
    exact: true,
  });

/** Spec 02 §2 bell and /notifications, §4 live notification socket, /settings#notifications. */
describe('notifications', () => {
  useBrowser();

  journey(
    'a comment reaches the author live; she follows it, marks all read and changes an e-mail setting',
    async ({ page, context, baseUrl }) => {
      await asNewVisitor(context);
      const author = await confirmedMember(context, page, 'author', 'Noor');

      // The commenter lives in a browser of her own.
      const commenterContext = await context.browser()!.newContext({ baseURL: baseUrl });
      try {
        await asNewVisitor(commenterContext);
        const commenterPage = await commenterContext.newPage();
        const commenter = await confirmedMember(commenterContext, commenterPage, 'commenter', 'Lena');

        const authorToken = await accessToken(context.request, author);
        const first = await createPost(context.request, authorToken, 'Tips for the two-week wait');
        const second = await createPost(context.request, authorToken, 'What to pack for retrieval day');

        await signIn(page, author.email, author.password);
        await expectPath(page, '/user-dashboard');
        await see(bell(page, 0));

        // The commenter writes on both posts; the author's bell counts up without a reload.
        const commenterToken = await accessToken(commenterContext.request, commenter);
        await comment(
          commenterContext.request,
          commenterToken,
          first.id,
          'Rest, and keep busy with small things.',
        );
        await see(bell(page, 1));
        await comment(
          commenterContext.request,
          commenterToken,
          second.id,
          'Comfortable clothes and warm socks!',
        );
        await see(bell(page, 2));
        expect(await page.getByTestId('notification-badge').textContent()).toBe('2');
        await snap(page, 'notifications-bell-badge');

        // The dropdown lists the newest first; choosing it marks it read and opens the post.
        await bell(page, 2).click();
        const menu = page.getByRole('menu');
        await see(menu.getByRole('menuitem', { name: 'View all notifications' }));
        await see(menu.getByRole('menuitem', { name: 'Notification settings' }));
        const newest = menu.getByRole('menuitem', { name: /New comment on your post/ }).first();
        await see(newest);
        expect(await newest.textContent()).toContain('What to pack for retrieval day');
        await snap(page, 'notifications-dropdown');
        await newest.click();
        await expectPath(page, `/community/posts/${second.slug}`);
        await see(page.getByRole('heading', { name: 'What to pack for retrieval day', level: 1 }));
        await see(bell(page, 1));

        // Mark all as read empties the badge.
        await bell(page, 1).click();
        await page.getByRole('menu').getByRole('menuitem', { name: 'Mark all as read' }).click();
        await see(toast(page, NOTIFICATION_MESSAGES.allMarkedRead));
        await page.keyboard.press('Escape');
        await see(bell(page, 0));
        expect(await page.getByTestId('notification-badge').count()).toBe(0);

        // The full list, all read; the unread filter has nothing left.
        await bell(page, 0).click();
        await page.getByRole('menu').getByRole('menuitem', { name: 'View all notifications' }).click();
        await expectPath(page, '/notifications');
        await see(page.getByRole('heading', { name: 'Notifications', level: 1 }));
        const list = page.getByRole('list', { name: 'All notifications' });
        await see(list);
        expect(await list.getByRole('listitem').count()).toBe(2);
        await dismissToasts(page);
        await snap(page, 'notifications-page');
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Unread' }).click();
        await see(page.getByRole('heading', { name: NOTIFICATION_MESSAGES.noUnread }));

        // Settings: the e-mail switch for comments, saved and still off after a reload.
        await bell(page, 0).click();
        await page.getByRole('menu').getByRole('menuitem', { name: 'Notification settings' }).click();
        await page.waitForURL((url) => url.pathname === '/settings' && url.hash === '#notifications');
        const emailSwitch = page.getByRole('switch', { name: 'E-mail: Comments on my posts' });
        await see(emailSwitch);
        expect(await emailSwitch.getAttribute('aria-checked')).toBe('true');
        await emailSwitch.click();
        await see(toast(page, NOTIFICATION_MESSAGES.preferencesSaved));
        expect(await emailSwitch.getAttribute('aria-checked')).toBe('false');
        await dismissToasts(page);
        await snap(page, 'settings-notifications');
        expect(await seriousViolations(page)).toEqual([]);
        await page.reload();
        await see(page.getByRole('switch', { name: 'E-mail: Comments on my posts', checked: false }));
      } finally {
        await commenterContext.close();
      }
    },
    // axe-core is injected into the page, which the app's CSP would otherwise refuse.
    { bypassCSP: true },
  );
});
