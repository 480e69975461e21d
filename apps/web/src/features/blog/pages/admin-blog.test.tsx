import { describe, expect, it } from 'vitest';
import { screen as dom, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { blogApi, pathOf, type BlogPost } from '@fertilia/contracts';
import { installTestFetch, jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { setSession } from '@/lib/session';
import { makeUser } from '@/test/users';
import { makePost } from '../test-posts';
import { Component as AdminBlog } from './admin-blog';

/** A tiny stand-in for the blog API that remembers writes, newest first. */
function fakeBlogServer(initial: BlogPost[]) {
  let posts = [...initial];
  let nextId = 100;
  return (request: RecordedRequest) => {
    const { url, method } = request;
    if (url.startsWith(pathOf(blogApi.posts))) {
      const status = new URL(url, 'http://x').searchParams.get('status');
      const items = posts.filter((p) => status === 'all' || (status === 'published') === p.is_published);
      return jsonResponse(200, { items, total: items.length, skip: 0, limit: 20 });
    }
    if (url === pathOf(blogApi.create) && method === 'POST') {
      const body = request.body as Pick<BlogPost, 'title' | 'content' | 'is_published'>;
      const created = makePost(++nextId, { ...body, slug: 'new', published_at: null });
      posts = [created, ...posts];
      return jsonResponse(201, created);
    }
    const blog = pathOf(blogApi.list);
    const match = url.startsWith(blog) ? /^(\d+)\/$/.exec(url.slice(blog.length)) : null;
    if (match && method === 'PUT') {
      const body = request.body as Partial<BlogPost>;
      posts = posts.map((p) => (p.id === Number(match[1]) ? { ...p, ...body } : p));
      return jsonResponse(
        200,
        posts.find((p) => p.id === Number(match[1])),
      );
    }
    if (match && method === 'DELETE') {
      posts = posts.filter((p) => p.id !== Number(match[1]));
      return jsonResponse(200, { message: 'Blog post deleted successfully' });
    }
    return jsonResponse(200, makeUser({ role: 'content_moderator' }));
  };
}

const renderAdmin = () => renderRoutes([{ path: '/admin/blog', element: <AdminBlog /> }], '/admin/blog');
const rows = () =>
  within(dom.getByRole('table', { name: 'Blog posts' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]!.textContent);

describe('admin blog screen', () => {
  it('writes a post that then appears first in the list, with the success toast text', async () => {
    setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser({ role: 'content_moderator' }) });
    const fetch = installTestFetch(fakeBlogServer([makePost(2), makePost(1, { is_published: false })]));
    renderAdmin();
    await dom.findByRole('table', { name: 'Blog posts' });
    expect(rows()).toEqual(['Post 2', 'Post 1']);

    const user = userEvent.setup();
    await user.click(dom.getByRole('button', { name: 'New post' }));
    await user.type(await dom.findByLabelText(/Title/), 'Fresh thoughts');
    await user.type(dom.getByRole('textbox', { name: /Content/ }), 'Hello readers');
    await user.click(dom.getByRole('button', { name: 'Create post' }));
    await dom.findByRole('table', { name: 'Blog posts' });
    expect(rows()[0]).toBe('Fresh thoughts');
    expect(fetch.calls.find((c) => c.method === 'POST' && c.url === pathOf(blogApi.create))?.body).toEqual({
      title: 'Fresh thoughts',
      content: 'Hello readers',
      image: '',
      is_published: false,
    });
  });

  it('filters drafts, publishes one (it leaves the drafts list) and deletes after confirming', async () => {
    setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser({ role: 'admin' }) });
    const fetch = installTestFetch(
      fakeBlogServer([
        makePost(3, { is_published: false }),
        makePost(2),
        makePost(1, { is_published: false }),
      ]),
    );
    renderAdmin();
    const user = userEvent.setup();
    await user.click(await dom.findByRole('tab', { name: 'Drafts' }));
    await waitFor(() => expect(rows()).toEqual(['Post 3', 'Post 1']));

    await user.click(dom.getByRole('button', { name: 'Publish Post 3' }));
    await waitFor(() => expect(rows()).toEqual(['Post 1']));
    expect(fetch.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      title: 'Post 3',
      content: 'Body',
      is_published: true,
    });

    await user.click(dom.getByRole('button', { name: 'Delete Post 1' }));
    await user.click(await dom.findByRole('button', { name: 'Delete post' }));
    expect(await dom.findByText('No drafts')).toBeInTheDocument();
    expect(
      fetch.calls.some((c) => c.method === 'DELETE' && c.url === pathOf(blogApi.remove, { id: 1 })),
    ).toBe(true);
  });

  it('tells staff without the content permission that the blog is not theirs', async () => {
    setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser({ role: 'support' }) });
    installTestFetch(() => jsonResponse(200, makeUser({ role: 'support' })));
    renderAdmin();
    expect(await dom.findByText('No access to the blog')).toBeInTheDocument();
  });
});
