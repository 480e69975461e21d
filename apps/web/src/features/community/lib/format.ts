import type { CommunityAuthor } from '@fertilia/contracts';

export const ANONYMOUS_NAME = 'Anonymous member';
export const authorName = (author: CommunityAuthor | null): string => author?.display_name ?? ANONYMOUS_NAME;
