import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { blogPostFileSchema, type BlogPostFile } from '@fertilia/contracts';
import type { AppDeps } from '../../deps';
import { readingMinutes, renderMarkdown } from '../../lib/markdown';
import { slugify } from '../../lib/slug';
import { API_ROOT } from '../../paths';
import { excerptOf } from './dto';
import { countPostRows, insertPostRows, lockBlogSeed, type NewBlogPostRow } from './repo';

/** Fertilia's own articles, shipped with the code (content/blog/<slug>.md at the repository root). */
export const BLOG_CONTENT_DIR = path.resolve(API_ROOT, '../../content/blog');

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** One `<slug>.md`; the slug, and so the post's address, is the file name. Throws naming the file. */
export function parseBlogPostFile(file: string, text: string): BlogPostFile & { slug: string } {
  const fail = (problem: string) => new Error(`Blog post ${file} is invalid: ${problem}`);
  const slug = path.basename(file, '.md');
  if (slugify(slug) !== slug) throw fail('the file name must be a slug: lower-case words joined by dashes');
  const match = FRONT_MATTER.exec(text.replace(/^\uFEFF/, ''));
  if (!match) throw fail('it must start with a YAML front-matter block between --- lines');
  const doc = parseDocument(match[1]!);
  if (doc.errors.length) throw fail(`front matter: ${doc.errors[0]!.message}`);
  const front: unknown = doc.toJS();
  const parsed = blogPostFileSchema.safeParse({
    ...(front && typeof front === 'object' ? front : {}),
    content: match[2],
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw fail(`${issue.path.join('.') || 'file'}: ${issue.message}`);
  }
  return { ...parsed.data, slug };
}

/** Every shipped post, checked before anything is written, oldest first. */
export async function readBlogPostFiles(dir: string = BLOG_CONTENT_DIR) {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.md')).sort();
  const posts = await Promise.all(
    files.map(async (file) => parseBlogPostFile(file, await readFile(path.join(dir, file), 'utf8'))),
  );
  return posts.sort((a, b) => a.published_at.localeCompare(b.published_at));
}

const toRow = (post: BlogPostFile & { slug: string }): NewBlogPostRow => {
  const publishedAt = new Date(post.published_at);
  return {
    slug: post.slug,
    title: post.title,
    content: post.content,
    contentHtml: renderMarkdown(post.content),
    excerpt: excerptOf(post.content),
    readingMinutes: readingMinutes(post.content),
    image: post.image,
    isPublished: true,
    publishedAt,
    // Written by Fertilia's editorial team, not by an account: no author is named.
    authorId: null,
    createdAt: publishedAt,
    updatedAt: publishedAt,
  };
};

/**
 * Publishes the shipped posts into an EMPTY blog and returns how many it added. Once the blog holds any post
 * it belongs to staff, and the files never overwrite or bring back what they edited or deleted (the same
 * rule as the FAQ). Runs on every start, in production too: the posts are product content.
 */
export async function seedBlogPosts(
  deps: Pick<AppDeps, 'db'>,
  dir: string = BLOG_CONTENT_DIR,
): Promise<number> {
  return deps.db.db.transaction(async (tx) => {
    // Several API processes may start together; the lock makes the emptiness check and the insert atomic.
    await lockBlogSeed(tx);
    if ((await countPostRows(tx)) > 0) return 0;
    const posts = await readBlogPostFiles(dir);
    await insertPostRows(tx, posts.map(toRow));
    return posts.length;
  });
}
