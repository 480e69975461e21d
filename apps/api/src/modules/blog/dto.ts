import { BLOG_EXCERPT_MAX, type BlogPost } from '@fertilia/contracts';
import { markdownToText } from '../../lib/markdown';
import type { BlogAuthorRow, BlogPostRow } from './repo';

/** "First Last" when the author gave a name, else the username. */
export const authorName = (author: BlogAuthorRow): string =>
  [author.firstName, author.lastName]
    .filter((part) => part?.trim())
    .join(' ')
    .trim() || author.username;

/** The opening of the post as plain text, cut at a word boundary. */
export function excerptOf(markdown: string): string {
  const text = markdownToText(markdown);
  if (text.length <= BLOG_EXCERPT_MAX) return text;
  const cut = text.slice(0, BLOG_EXCERPT_MAX);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > BLOG_EXCERPT_MAX / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

export const toBlogPost = (post: BlogPostRow, author: BlogAuthorRow | null): BlogPost => ({
  id: post.id,
  slug: post.slug,
  title: post.title,
  content: post.content,
  content_html: post.contentHtml,
  excerpt: post.excerpt,
  image: post.image,
  is_published: post.isPublished,
  published_at: post.publishedAt?.toISOString() ?? null,
  reading_minutes: post.readingMinutes,
  author: author ? { id: author.id, name: authorName(author) } : null,
  created_at: post.createdAt.toISOString(),
  updated_at: post.updatedAt.toISOString(),
});
