export interface Crumb {
  label: string;
  /** Absent for the current page. */
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

/** What a numeric id names after each collection segment, so "/admin/users/3" reads "User #3", not "3". */
const ITEM_NOUNS: Record<string, string> = {
  users: 'User',
  plans: 'Plan',
  support: 'Message',
  patients: 'Patient',
  blog: 'Post',
  posts: 'Post',
  messages: 'Conversation',
};

const isNumericId = (segment: string) => /^\d+$/.test(segment);

function crumbLabel(segment: string, parent: string | undefined): string {
  if (!isNumericId(segment)) return segmentLabel(segment);
  const noun = parent === undefined ? undefined : ITEM_NOUNS[parent];
  return noun ? `${noun} #${segment}` : `#${segment}`;
}

/** Breadcrumbs built from the path (spec 01 §2): every segment links to its prefix, the last one does not. */
export function breadcrumbsFor(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments.map((segment, index) => {
    const label = crumbLabel(segment, segments[index - 1]);
    const last = index === segments.length - 1;
    return last ? { label } : { label, to: `/${segments.slice(0, index + 1).join('/')}` };
  });
}
