import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const marked = new Marked({ gfm: true, breaks: false, async: false });

/**
 * Markdown written by staff, rendered to HTML that is safe to put in a page: only formatting tags
 * survive; scripts, event-handler attributes, inline styles, iframes and javascript:/data: links do not.
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'p',
      'br',
      'hr',
      'ul',
      'ol',
      'li',
      'strong',
      'em',
      'del',
      'blockquote',
      'code',
      'pre',
      'a',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'img',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'title'],
      th: ['align'],
      td: ['align'],
    },
    allowedSchemes: ['https', 'http', 'mailto'],
    allowedSchemesByTag: { img: ['https', 'http'] },
    allowProtocolRelative: false,
    // A level-1 heading belongs to the page title; demote any in the body.
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          rel: 'noopener noreferrer nofollow',
          ...(attribs.href?.startsWith('/') ? {} : { target: '_blank' }),
        },
      }),
    },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
  });
}

/** Plain text of markdown, for excerpts and search. */
export const markdownToText = (markdown: string): string =>
  sanitizeHtml(marked.parse(markdown) as string, { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, ' ')
    .trim();

/** Minutes at an unhurried 200 words a minute, never less than one. */
export const readingMinutes = (markdown: string): number =>
  Math.max(1, Math.round(markdownToText(markdown).split(' ').filter(Boolean).length / 200));
