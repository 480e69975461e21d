import type { QueryClient } from '@tanstack/react-query';
import type { BlogPost, BlogPostList } from '@fertilia/contracts';
import { blogKeys, type BlogListKeyParams } from '../api/keys';

/** Whether a list with these parameters shows this post at all (readers' lists hold published posts only). */
function belongs(params: BlogListKeyParams, post: BlogPost): boolean {
  const status = params.scope === 'public' ? 'published' : params.status;
  return status === 'all' || (status === 'published') === post.is_published;
}

/** Spec 01 §4: a created post goes first in the list (on its first page; later pages only count it). */
export function withCreated(list: BlogPostList, params: BlogListKeyParams, post: BlogPost): BlogPostList {
  if (!belongs(params, post)) return list;
  const items = params.skip === 0 ? [post, ...list.items].slice(0, list.limit) : list.items;
  return { ...list, items, total: list.total + 1 };
}

/** Spec 01 §4: an update merges into the list; a post that no longer fits the filter leaves it. */
export function withUpdated(list: BlogPostList, params: BlogListKeyParams, post: BlogPost): BlogPostList {
  if (!list.items.some((item) => item.id === post.id)) return list;
  if (!belongs(params, post)) return withDeleted(list, post.id);
  return { ...list, items: list.items.map((item) => (item.id === post.id ? { ...item, ...post } : item)) };
}

/** Spec 01 §4: a delete removes the post. */
export function withDeleted(list: BlogPostList, postId: number): BlogPostList {
  const items = list.items.filter((item) => item.id !== postId);
  return items.length === list.items.length ? list : { ...list, items, total: Math.max(0, list.total - 1) };
}

type ListChange = (list: BlogPostList, params: BlogListKeyParams) => BlogPostList;

function changeEveryList(queryClient: QueryClient, change: ListChange): void {
  for (const [key, list] of queryClient.getQueriesData<BlogPostList>({ queryKey: blogKeys.lists() })) {
    if (!list) continue;
    queryClient.setQueryData(key, change(list, key[2] as BlogListKeyParams));
  }
}

/**
 * Shows a write at once in every cached blog list (and the post's own entry), then asks the server for the
 * truth, because page boundaries and totals can only be known there.
 */
export const blogCache = {
  created(queryClient: QueryClient, post: BlogPost) {
    changeEveryList(queryClient, (list, params) => withCreated(list, params, post));
    queryClient.setQueryData(blogKeys.post(String(post.id)), post);
    return queryClient.invalidateQueries({ queryKey: blogKeys.all });
  },
  updated(queryClient: QueryClient, post: BlogPost) {
    changeEveryList(queryClient, (list, params) => withUpdated(list, params, post));
    queryClient.setQueryData(blogKeys.post(String(post.id)), post);
    queryClient.setQueryData(blogKeys.post(post.slug), post);
    return queryClient.invalidateQueries({ queryKey: blogKeys.all });
  },
  deleted(queryClient: QueryClient, postId: number) {
    changeEveryList(queryClient, (list) => withDeleted(list, postId));
    queryClient.removeQueries({ queryKey: blogKeys.post(String(postId)) });
    return queryClient.invalidateQueries({ queryKey: blogKeys.all });
  },
};
