export interface Crumb {
  label: string;
  /** Absent for the current page. */
  to?: string;
}

/** Words that title-casing would spell wrong. */
const LABELS: Record<string, string> = {
  'ivf-prediction': 'IVF Prediction',
  'ai-assistant': 'AI Assistant',
  faq: 'FAQ',
  faqs: 'FAQs',
  'admin-dashboard': 'Admin Dashboard',
  'user-dashboard': 'My Dashboard',
  stats: 'Statistics',
};

export function segmentLabel(segment: string): string {
  const decoded = decodeURIComponent(segment);
  return (
    LABELS[decoded] ??
    decoded
      .split('-')
      .filter(Boolean)
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join(' ')
  );
}

/** Breadcrumbs built from the path (spec 01 §2): every segment links to its prefix, the last one does not. */
export function breadcrumbsFor(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments.map((segment, index) => {
    const label = segmentLabel(segment);
    const last = index === segments.length - 1;
    return last ? { label } : { label, to: `/${segments.slice(0, index + 1).join('/')}` };
  });
}
