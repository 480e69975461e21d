const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** "3 March 2026", or null for a post never published. */
export const formatPostDate = (iso: string | null): string | null =>
  iso ? dateFormat.format(new Date(iso)) : null;

export const readingTime = (minutes: number): string => `${minutes} min read`;
