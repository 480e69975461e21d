import { isParamSegment, matchWebRoute } from '@fertilia/contracts/core';

export interface Crumb {
  /** Null while the page is still loading the thing this crumb names. */
  label: string | null;
  /** Absent for the current page and for prefixes that are no page. */
  to?: string;
}

/** Segments that title-casing would name wrong. */
const LABELS: Record<string, string> = {
  'admin-dashboard': 'Admin Dashboard',
  'user-dashboard': 'My Dashboard',
  stats: 'Statistics',
};

/** Acronyms kept upper-case inside title-cased slugs ("ivf-success-rates" → "IVF Success Rates"). */
const WORDS: Record<string, string> = {
  ivf: 'IVF',
  ai: 'AI',
  faq: 'FAQ',
  faqs: 'FAQs',
  icsi: 'ICSI',
  iui: 'IUI',
  amh: 'AMH',
};

export function segmentLabel(segment: string): string {
  const decoded = decodeURIComponent(segment);
  return (
    LABELS[decoded] ??
    decoded
      .split('-')
      .filter(Boolean)
      .map((word) => WORDS[word.toLowerCase()] ?? word[0]!.toUpperCase() + word.slice(1))
      .join(' ')
  );
}

/** What an id or slug names, when the page cannot give its title (not found, failed to load). */
const ITEM_NOUNS: Record<string, string> = {
  users: 'User',
  plans: 'Plan',
  support: 'Message',
  patients: 'Patient',
  blog: 'Post',
  posts: 'Post',
  messages: 'Conversation',
  'knowledge-hub': 'Article',
};

/**
 * Breadcrumbs for a path (spec 01 §2). Fixed words are spelled from the path; a segment that is an id or a
 * slug in the route table shows `title`, the name the page gave the thing it shows — a placeholder while
 * `title` is undefined (loading), the thing's kind when null. A crumb links to its prefix only where that
 * prefix is itself a page, and the last one does not link.
 */
export function breadcrumbsFor(pathname: string, title?: string | null): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const pattern = matchWebRoute(pathname)?.split('/').filter(Boolean);
  return segments.map((segment, index) => {
    const prefix = `/${segments.slice(0, index + 1).join('/')}`;
    const to = index < segments.length - 1 && matchWebRoute(prefix) ? prefix : undefined;
    if (!pattern?.[index] || !isParamSegment(pattern[index])) return { label: segmentLabel(segment), to };
    if (title === undefined) return { label: null, to };
    return { label: title ?? ITEM_NOUNS[segments[index - 1] ?? ''] ?? segmentLabel(segment), to };
  });
}
