import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { BlogPost, BlogPostList } from '@fertilia/contracts';
import { blogKeys, type BlogListKeyParams } from '../api/keys';
import { blogCache, withCreated, withDeleted, withUpdated } from './list-cache';

const post = (id: number, overrides: Partial<BlogPost> = {}): BlogPost => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  content: 'Body',
  content_html: '<p>Body</p>',
  excerpt: 'Body',
  image: '',
  is_published: true,
  published_at: '2026-01-01T00:00:00.000Z',
  reading_minutes: 1,
  author: { id: 1, name: 'Maya Okafor' },
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const list = (items: BlogPost[], total = items.length, skip = 0, limit = 3): BlogPostList => ({
  items,
  total,
  skip,
  limit,
});
const all: BlogListKeyParams = { scope: 'admin', status: 'all', skip: 0, limit: 3 };
const drafts: BlogListKeyParams = { scope: 'admin', status: 'draft', skip: 0, limit: 3 };
const readers: BlogListKeyParams = { scope: 'public', skip: 0, limit: 3 };

describe('blog list cache rules (spec 01 §4)', () => {
  it('puts a created post first on the first page, keeping the page size, and counts it', () => {
    const next = withCreated(list([post(3), post(2), post(1)]), all, post(4, { is_published: false }));
    expect(next.items.map((p) => p.id)).toEqual([4, 3, 2]);
    expect(next.total).toBe(4);
    // A later page only counts it; a draft never enters the readers' list.
    expect(withCreated(list([post(1)], 4, 3), { ...all, skip: 3 }, post(5)).items.map((p) => p.id)).toEqual([
      1,
    ]);
    expect(withCreated(list([post(1)]), readers, post(6, { is_published: false })).total).toBe(1);
  });

  it('merges an update in place, and drops a post that no longer fits the filter', () => {
    const start = list([post(3), post(2, { is_published: false }), post(1)]);
    const renamed = withUpdated(start, all, post(2, { title: 'Renamed', is_published: false }));
    expect(renamed.items.map((p) => p.title)).toEqual(['Post 3', 'Renamed', 'Post 1']);
    const published = withUpdated(list([post(2, { is_published: false })]), drafts, post(2));
    expect(published).toEqual(list([], 0));
    expect(withUpdated(start, all, post(9))).toBe(start);
  });

  it('removes a deleted post and lowers the total', () => {
    expect(withDeleted(list([post(2), post(1)]), 2)).toEqual(list([post(1)], 1));
    const untouched = list([post(1)]);
    expect(withDeleted(untouched, 7)).toBe(untouched);
  });
});

describe('blogCache on a query client', () => {
  /** Lists whose refetch never answers, so what the test reads is what the cache update wrote. */
  function clientWith(lists: [BlogListKeyParams, BlogPostList][]) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    for (const [params, data] of lists) {
      client.setQueryData(blogKeys.list(params), data);
      client.setQueryDefaults(blogKeys.list(params), { queryFn: () => new Promise(() => {}) });
    }
    return client;
  }
  const read = (client: QueryClient, params: BlogListKeyParams) =>
    client.getQueryData<BlogPostList>(blogKeys.list(params))!.items.map((p) => p.id);

  it('shows a new post first in every list it belongs to, then marks the lists stale', () => {
    const client = clientWith([
      [all, list([post(2), post(1)])],
      [drafts, list([])],
      [readers, list([post(2), post(1)])],
    ]);
    void blogCache.created(client, post(3, { is_published: false, published_at: null }));
    expect(read(client, all)).toEqual([3, 2, 1]);
    expect(read(client, drafts)).toEqual([3]);
    expect(read(client, readers)).toEqual([2, 1]);
    expect(client.getQueryState(blogKeys.list(all))?.isInvalidated).toBe(true);
    expect(client.getQueryData(blogKeys.post('3'))).toMatchObject({ id: 3 });
  });

  it('merges an update everywhere and removes a deleted post everywhere', () => {
    const client = clientWith([
      [all, list([post(2), post(1)])],
      [readers, list([post(2), post(1)])],
    ]);
    void blogCache.updated(client, post(2, { title: 'Now a draft', is_published: false }));
    expect(client.getQueryData<BlogPostList>(blogKeys.list(all))!.items[0]!.title).toBe('Now a draft');
    expect(read(client, readers)).toEqual([1]);
    expect(client.getQueryData(blogKeys.post('post-2'))).toMatchObject({ title: 'Now a draft' });

    void blogCache.deleted(client, 1);
    expect(read(client, all)).toEqual([2]);
    expect(read(client, readers)).toEqual([]);
  });
});
