import { describe, expect } from 'vitest';
import { DEMO_PASSWORD, asNewVisitor, demoAccount, see, signIn, toast } from '../support/accounts';
import { journey, snap, useBrowser } from '../support/browser';

/** A real 32×18 PNG, so the server's decode-and-re-encode has a genuine picture to work on. */
const COVER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAASCAIAAAC1qksFAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAKElEQVQ4jWN4UTmVpohh1ILK0SCaOpqKXoxmtKmjRcWL0dK0krYVDgBo1Wm9gQWKcgAAAABJRU5ErkJggg==',
  'base64',
);

/** Fertilia's own articles (content/blog), published on first start (issue 15 item 8). */
const SHIPPED_TITLES = [
  'Understanding your cycle and your fertile window',
  'What an IVF success estimate means — and what it cannot tell you',
  'Preparing for your first fertility consultation',
  'Looking after yourself emotionally during fertility treatment',
  '4AA, 3BB, 5BC: what the grades on an embryo report mean',
  'Egg freezing: the basics, the process and realistic expectations',
];

describe('blog', () => {
  useBrowser();

  journey('a visitor finds six of our own articles on the blog and reads one', async ({ page, context }) => {
    await asNewVisitor(context);
    await page.goto('/blog');
    await see(page.getByRole('heading', { name: 'Blog', level: 1 }));
    for (const title of SHIPPED_TITLES) await see(page.getByRole('link', { name: title }));
    await snap(page, 'blog-list-shipped');

    await page.getByRole('link', { name: SHIPPED_TITLES[0] }).click();
    await page.waitForURL('**/blog/understanding-your-cycle-and-fertile-window');
    await see(page.getByRole('heading', { name: SHIPPED_TITLES[0], level: 1 }));
    await see(page.getByRole('heading', { name: 'The fertile window', level: 2 }));
    await see(page.getByText(/please talk to your GP, clinician or fertility clinic/));
    await snap(page, 'blog-post-shipped');
  });

  journey(
    'a content moderator writes, previews and publishes a post that a visitor then reads',
    async ({ page, context, baseUrl }) => {
      const title = `Questions to ask at your first IVF consultation ${Date.now().toString(36)}`;
      await asNewVisitor(context);
      const moderator = demoAccount('content_moderator');
      await signIn(page, moderator.email, DEMO_PASSWORD);

      await page.goto('/admin/blog');
      await see(page.getByRole('heading', { name: 'Blog', level: 1 }));
      await page.getByRole('button', { name: 'New post' }).click();
      await see(page.getByRole('heading', { name: 'New post', level: 1 }));

      await page.getByLabel(/^Title/).fill(title);
      await page
        .getByRole('textbox', { name: /^Content/ })
        .fill(
          [
            'A first appointment goes quickly. Writing your questions down helps.',
            '',
            '## About the treatment plan',
            '',
            '- Which tests do we need first?',
            '- How many cycles do you usually recommend?',
            '',
            '<script>window.hacked = true</script>',
            '',
            'Read more in the [knowledge hub](/knowledge-hub).',
          ].join('\n'),
        );
      await page.getByLabel(/Choose a cover/).setInputFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: COVER_PNG,
      });
      const coverPreview = page.getByRole('img', { name: 'Cover preview' });
      await see(coverPreview);
      expect(await coverPreview.getAttribute('src')).toMatch(/^\/api\/media\/blog\/[\w-]+\.webp$/);

      await page.getByRole('tab', { name: 'Preview' }).click();
      await see(page.getByRole('heading', { name: 'About the treatment plan', level: 2 }));
      expect(await page.getByRole('tabpanel').innerHTML()).not.toContain('<script');
      await snap(page, 'blog-admin-preview');

      await page.getByRole('tab', { name: 'Write' }).click();
      await page.getByRole('button', { name: 'Create post' }).click();
      await see(toast(page, 'Blog post created successfully'));
      const row = page.getByRole('row').filter({ hasText: title });
      await see(row);
      // A draft offers Publish; a published post offers Unpublish.
      await see(row.getByRole('button', { name: `Publish ${title}`, exact: true }));
      // A new post goes first in the list (spec 01 §4).
      await expect(page.getByRole('row').nth(1).textContent()).resolves.toContain(title);

      await row.getByRole('button', { name: `Publish ${title}`, exact: true }).click();
      await see(toast(page, 'Blog post updated successfully'));
      await see(row.getByRole('button', { name: `Unpublish ${title}` }));
      await snap(page, 'blog-admin-list');

      // A visitor in a browser of her own: no session, no cache shared with the moderator.
      const visitorContext = await context.browser()!.newContext({ baseURL: baseUrl });
      try {
        await asNewVisitor(visitorContext);
        const visitor = await visitorContext.newPage();
        await visitor.goto('/blog');
        await see(visitor.getByRole('heading', { name: 'Blog', level: 1 }));
        const link = visitor.getByRole('link', { name: title });
        await see(link);
        await snap(visitor, 'blog-list');

        await link.click();
        await visitor.waitForURL((url) => url.pathname.startsWith('/blog/questions-to-ask'));
        await see(visitor.getByRole('heading', { name: title, level: 1 }));
        await see(visitor.getByRole('heading', { name: 'About the treatment plan', level: 2 }));
        await see(visitor.getByText('Which tests do we need first?'));
        await see(visitor.getByText(/min read/));
        expect(await visitor.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
        const cover = visitor.locator('article img').first();
        await see(cover);
        expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);
        await snap(visitor, 'blog-post');
      } finally {
        await visitorContext.close();
      }
    },
  );
});
