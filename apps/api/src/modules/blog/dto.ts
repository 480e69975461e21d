import { Lexer } from 'marked';
import { BLOG_EXCERPT_MAX, type BlogPost } from '@fertilia/contracts';
import { markdownToText } from '../../lib/markdown';
import type { BlogAuthorRow, BlogPostRow } from './repo';

/** "First Last" when the author gave a name, else the username. */
export const authorName = (author: BlogAuthorRow): string =>
  [author.firstName, author.lastName]
    .filter((part) => part?.trim())
    .join(' ')
    .trim() || author.username;

/**
 * The paragraphs that open the post, as plain text. Flattening the whole post instead ran a heading
 * and a list into the prose ("…helps. About the treatment plan Which tests…"), so headings, lists,
 * quotes, code and HTML before the first paragraph are skipped and the first one after it ends the run.
 */
function openingProse(markdown: string): string {
  const paragraphs: string[] = [];
  for (const token of Lexer.lex(markdown, { gfm: true })) {
    if (token.type === 'space') continue;
    // An image-only paragraph has no text and is not prose either.
    const text = token.type === 'paragraph' ? markdownToText(token.raw) : '';
    if (text) paragraphs.push(text);
    else if (paragraphs.length > 0) break;
  }
  return paragraphs.join(' ');
}

/** The opening prose of the post as plain text, cut at a word boundary; the whole text if it has none. */
export function excerptOf(markdown: string): string {
  const text = openingProse(markdown) || markdownToText(markdown);
  // A sentence leading into a list that was left out ends in a colon; it is cut short, so say so.
  if (text.length <= BLOG_EXCERPT_MAX) return text.endsWith(':') ? `${text.slice(0, -1).trimEnd()}…` : text;
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
