import type { CommunityAuthor } from '@fertilia/contracts';

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

export const formatWhen = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
};

export const ANONYMOUS_NAME = 'Anonymous member';
export const authorName = (author: CommunityAuthor | null): string => author?.display_name ?? ANONYMOUS_NAME;
