import { describe, expect, it } from 'vitest';
import { screen as dom } from '@testing-library/react';
import { BLOG_IMAGE_URL_PREFIX, MESSAGES, blogApi, pathOf } from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { formatDate } from '@/lib/format';
import { setSession } from '@/lib/session';
import { makeUser } from '@/test/users';
import { makePost } from '../test-posts';
import { Component as BlogList } from './blog-list';
import { Component as BlogPostPage } from './blog-post';

const LIST = pathOf(blogApi.list);
const COVER = `${BLOG_IMAGE_URL_PREFIX}x.webp`;

const routes = [
  { path: '/blog', element: <BlogList /> },
  { path: '/blog/:id', element: <BlogPostPage /> },
];

describe('public blog pages', () => {
  it('lists published posts as cards with cover, excerpt, date and reading time, without the token', async () => {
    setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser({ role: 'content_moderator' }) });
    const fetch = installTestFetch(({ url }) =>
      url.startsWith(LIST)
        ? jsonResponse(200, {
            items: [makePost(2, { image: COVER }), makePost(1)],
            total: 2,
            skip: 0,
            limit: 10,
          })
        : jsonResponse(200, makeUser({ role: 'content_moderator' })),
    );
    const { container } = renderRoutes(routes, '/blog');
    expect(await dom.findByRole('link', { name: 'Post 2' })).toHaveAttribute('href', '/blog/post-2');
    expect(dom.getByText('Excerpt of post 1')).toBeInTheDocument();
    expect(dom.getAllByText(formatDate(makePost(1).published_at!, 'long'))).toHaveLength(2);
    expect(dom.getAllByText('4 min read')).toHaveLength(2);
    expect(container.querySelector(`img[src="${COVER}"]`)).not.toBeNull();
    const call = fetch.calls.find((c) => c.url.startsWith(LIST))!;
    expect(call.url).toBe(`${LIST}?skip=0&limit=10`);
    expect(call.headers.get('Authorization')).toBeNull();
    expect(dom.queryByRole('navigation', { name: 'Blog pages' })).toBeNull();
  });

  it('pages through ?page=2 with skip 10', async () => {
    const fetch = installTestFetch(() =>
      jsonResponse(200, { items: [makePost(1)], total: 11, skip: 10, limit: 10 }),
    );
    renderRoutes(routes, '/blog?page=2');
    expect(await dom.findByText('11–11 of 11')).toBeInTheDocument();
    expect(fetch.calls[0]!.url).toBe(`${LIST}?skip=10&limit=10`);
  });

  it('has an empty state and an error state', async () => {
    installTestFetch(() => jsonResponse(200, { items: [], total: 0, skip: 0, limit: 10 }));
    const first = renderRoutes(routes, '/blog');
    expect(await dom.findByText('No posts yet')).toBeInTheDocument();
    first.unmount();
    installTestFetch(() => jsonResponse(400, { detail: 'Bad' }));
    renderRoutes(routes, '/blog');
    expect(await dom.findByText(MESSAGES.blogListLoadFailed)).toBeInTheDocument();
  });

  it('reads a post by slug and renders its HTML in the prose container', async () => {
    const fetch = installTestFetch(() =>
      jsonResponse(
        200,
        makePost(7, { title: 'IVF, step by step', content_html: '<h2>Stimulation</h2><p>Day one.</p>' }),
      ),
    );
    renderRoutes(routes, '/blog/ivf-step-by-step');
    expect(await dom.findByRole('heading', { level: 1, name: 'IVF, step by step' })).toBeInTheDocument();
    expect(dom.getByRole('heading', { level: 2, name: 'Stimulation' })).toBeInTheDocument();
    expect(dom.getByText('By Maya Okafor')).toBeInTheDocument();
    expect(fetch.calls[0]!.url).toBe(pathOf(blogApi.bySlug, { slug: 'ivf-step-by-step' }));
  });

  it('reads a post by id, and says when it does not exist or cannot load', async () => {
    const fetch = installTestFetch(() => jsonResponse(404, { detail: MESSAGES.blogPostNotFound }));
    const first = renderRoutes(routes, '/blog/42');
    expect(await dom.findByText(MESSAGES.blogPostNotFound)).toBeInTheDocument();
    expect(fetch.calls[0]!.url).toBe(pathOf(blogApi.get, { id: 42 }));
    first.unmount();
    installTestFetch(() => jsonResponse(400, { detail: 'Bad request' }));
    renderRoutes(routes, '/blog/42');
    expect(await dom.findByText(MESSAGES.blogPostLoadFailed)).toBeInTheDocument();
  });
});
