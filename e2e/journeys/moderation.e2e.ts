import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { COMMUNITY_MESSAGES, CONVERSATION_MESSAGES, MODERATION_MESSAGES } from '@fertilia/contracts';
import {
  asNewVisitor,
  confirmedMember,
  DEMO_PASSWORD,
  demoAccount,
  see,
  signIn,
  toast,
} from '../support/accounts';
import { DESKTOP, MOBILE, journey, snap, useBrowser } from '../support/browser';
import { waitForMail } from '../support/mail';

/**
 * Issue 5 moderation: a member's post is reported by another member through the post page; the demo content
 * moderator removes it from /admin/post-moderation with a reason; members then find it gone, and its author
 * is told the reason by e-mail. Then the same for a conversation message: a participant reports it, the
 * moderator removes it from /admin/message-moderation, and it reads as removed in the conversation, at once
 * on the thread the participant has open.
 */
useBrowser();

/** The demo content moderator, in a browser of her own (at phone width), signed in through the staff login. */
async function asModerator(
  context: BrowserContext,
  baseUrl: string,
  work: (moderatorPage: Page) => Promise<void>,
): Promise<void> {
  const staff = await (context.browser() as Browser).newContext({ baseURL: baseUrl, viewport: MOBILE });
  try {
    await asNewVisitor(staff);
    const moderatorPage = await staff.newPage();
    await signIn(moderatorPage, demoAccount('content_moderator').email, DEMO_PASSWORD, '/admin/login');
    await work(moderatorPage);
  } finally {
    await staff.close();
  }
}

describe('moderation', () => {
  journey(
    'a reported post is removed by a moderator, disappears for members and its author is mailed why',
    async ({ page, context, baseUrl }) => {
      await asNewVisitor(context);

      // Setup through the API, as the brief allows: a new member registers and publishes a post.
      const author = await confirmedMember(context, page, 'author', 'Noor');
      const title = `Miracle supplement ${Date.now().toString(36)}`;
      const created = await context.request.post('/api/community/posts', {
        headers: { authorization: `Bearer ${author.accessToken}` },
        data: {
          title,
          content: 'Buy these pills from my shop and you will be pregnant within a month, guaranteed.',
          category: 'Advice',
        },
      });
      expect(created.status()).toBe(201);
      const { slug } = (await created.json()) as { slug: string };

      // Another member reads it and reports it through the post page.
      await signIn(page, demoAccount('patient').email, DEMO_PASSWORD);
      await page.goto(`/community/posts/${slug}`);
      await see(page.getByRole('heading', { name: title, level: 1 }));
      await page.getByRole('button', { name: `Actions for post: ${title}` }).click();
      await page.getByRole('menuitem', { name: 'Report post' }).click();
      const reportDialog = page.getByRole('dialog', { name: 'Report post' });
      const reportReason = 'Sells pills with a false promise of pregnancy.';
      await reportDialog.getByLabel('Reason').fill(reportReason);
      await reportDialog.getByRole('button', { name: 'Send report' }).click();
      await see(toast(page, MODERATION_MESSAGES.reportReceived));

      // The demo content moderator, in a browser of her own, removes it from the queue with a reason.
      await asModerator(context, baseUrl, async (moderatorPage) => {
        await moderatorPage.goto('/admin/post-moderation');
        await see(moderatorPage.getByRole('heading', { name: 'Post moderation', level: 1 }));
        const item = moderatorPage.getByRole('article', { name: title });
        await see(item);
        await see(item.getByText(reportReason));
        await see(item.getByText(/By Noor/));
        await snap(moderatorPage, 'post-moderation-queue');

        await moderatorPage.setViewportSize(DESKTOP);
        await item.getByRole('button', { name: 'Remove' }).click();
        const removeDialog = moderatorPage.getByRole('dialog', { name: 'Remove this post?' });
        const removalReason = 'Selling products and promising results breaks the community guidelines.';
        await removeDialog.getByLabel(/Reason/).fill(removalReason);
        await snap(moderatorPage, 'post-moderation-remove-dialog');
        await removeDialog.getByRole('button', { name: 'Remove post' }).click();
        await see(toast(moderatorPage, MODERATION_MESSAGES.decided.remove));
        await item.waitFor({ state: 'detached', timeout: 15_000 });
        await snap(moderatorPage, 'post-moderation-after-removal');

        // The resolved tab keeps the record.
        await moderatorPage.getByRole('tab', { name: 'Resolved' }).click();
        const record = moderatorPage.getByRole('article', { name: title });
        await see(record);
        await see(record.getByText(`Removal reason: ${removalReason}`));

        // The author is told, with the reason.
        const mail = await waitForMail(author.email, /your community post was removed/i);
        expect(mail.text).toContain(removalReason);

        // Members no longer find it.
        await page.reload();
        await see(page.getByRole('heading', { name: COMMUNITY_MESSAGES.postNotFound }));
        await see(page.getByRole('link', { name: 'Back to the community' }));
        expect(await page.getByRole('heading', { name: title }).count()).toBe(0);
        await snap(page, 'removed-post-for-members');
      });
    },
  );

  journey(
    'a reported conversation message is removed by a moderator and reads as removed; its sender is told why',
    async ({ page, context, baseUrl }) => {
      await asNewVisitor(context);

      // Setup through the API: a new member writes to the demo patient.
      const sender = await confirmedMember(context, page, 'sender', 'Rafe');
      const asSender = { authorization: `Bearer ${sender.accessToken}` };
      const patient = demoAccount('patient');
      const found = await context.request.get('/api/community/chat/members/', {
        headers: asSender,
        params: { q: patient.username },
      });
      expect(found.status()).toBe(200);
      const { items } = (await found.json()) as { items: { id: number; username: string }[] };
      const patientId = items.find((m) => m.username === patient.username)!.id;
      const started = await context.request.post('/api/community/chat/conversations/', {
        headers: asSender,
        data: { participants: [patientId] },
      });
      expect([200, 201]).toContain(started.status());
      const { id: conversationId } = (await started.json()) as { id: number };
      const text = `Buy my fertility pills, DM me ${Date.now().toString(36)}`;
      const sent = await context.request.post(
        `/api/community/chat/conversations/${conversationId}/messages/`,
        {
          headers: asSender,
          data: { content: text },
        },
      );
      expect(sent.status()).toBe(201);
      const { id: messageId } = (await sent.json()) as { id: number };

      // The demo patient reports it from the conversation.
      await signIn(page, patient.email, DEMO_PASSWORD);
      await page.goto(`/messages/${conversationId}`);
      const thread = page.getByRole('list', { name: 'Messages' });
      await see(thread.getByText(text));
      await page
        .getByRole('button', { name: `Report message from ${sender.username}` })
        .last()
        .click();
      const reportDialog = page.getByRole('dialog', { name: 'Report message' });
      const reportReason = 'Advertising pills in private messages.';
      await reportDialog.getByLabel('Reason').fill(reportReason);
      await reportDialog.getByRole('button', { name: 'Send report' }).click();
      await see(toast(page, CONVERSATION_MESSAGES.reportReceived));

      // The demo content moderator finds it in the message queue, alone, and removes it with a reason.
      const removalReason = 'Selling products in private messages breaks the community guidelines.';
      await asModerator(context, baseUrl, async (moderatorPage) => {
        await moderatorPage.goto('/admin/moderation');
        await moderatorPage.getByRole('link', { name: /Message moderation/ }).click();
        await see(moderatorPage.getByRole('heading', { name: 'Message moderation', level: 1 }));
        const item = moderatorPage.getByRole('article', { name: `Message #${messageId} in a conversation` });
        await see(item);
        await see(item.getByText(text));
        await see(item.getByText(reportReason));
        await see(item.getByText(/By Rafe/));
        await snap(moderatorPage, 'message-moderation-queue');

        await moderatorPage.setViewportSize(DESKTOP);
        await item.getByRole('button', { name: 'Remove' }).click();
        const removeDialog = moderatorPage.getByRole('dialog', { name: 'Remove this message?' });
        await removeDialog.getByLabel(/Reason/).fill(removalReason);
        await removeDialog.getByRole('button', { name: 'Remove message' }).click();
        await see(toast(moderatorPage, MODERATION_MESSAGES.decided.remove));
        await item.waitFor({ state: 'detached', timeout: 15_000 });
        await snap(moderatorPage, 'message-moderation-after-removal');
      });

      // The participant's open thread shows it as removed at once, without a reload; the text is gone.
      await see(thread.getByText(CONVERSATION_MESSAGES.removedMarker));
      expect(await thread.getByText(text).count()).toBe(0);
      // And so does the next load.
      await page.reload();
      await see(thread.getByText(CONVERSATION_MESSAGES.removedMarker));
      expect(await thread.getByText(text).count()).toBe(0);
      await snap(page, 'removed-message-for-participants');

      // The sender is told, with the reason.
      const notices = await context.request.get('/api/notifications/', { headers: asSender });
      const { items: received } = (await notices.json()) as { items: { title: string; message: string }[] };
      expect(received).toContainEqual(
        expect.objectContaining({
          title: CONVERSATION_MESSAGES.removedTitle,
          message: CONVERSATION_MESSAGES.removedText(removalReason),
        }),
      );
    },
  );
});
