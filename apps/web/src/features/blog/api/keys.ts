import type { BlogStatusFilter } from '@fertilia/contracts';

export type BlogListParams = { skip: number; limit: number };
/** Readers' lists show published posts; the back office chooses with a status filter. */
export type BlogListScope = { scope: 'public' } | { scope: 'admin'; status: BlogStatusFilter };
export type BlogListKeyParams = BlogListScope & BlogListParams;

/** Every blog query lives under ['blog'], so one invalidation refreshes them all after a write. */
export const blogKeys = {
  all: ['blog'] as const,
  lists: () => ['blog', 'list'] as const,
  list: (params: BlogListKeyParams) => ['blog', 'list', params] as const,
  post: (idOrSlug: string) => ['blog', 'post', idOrSlug] as const,
  preview: (content: string) => ['blog-preview', content] as const,
};
