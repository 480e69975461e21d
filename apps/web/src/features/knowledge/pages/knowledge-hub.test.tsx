import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen as dom, waitFor } from '@testing-library/react';
import { installTestFetch, jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { Component as KnowledgeHub } from './knowledge-hub';

const article = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  title: `Title of ${slug}`,
  summary: `Summary of ${slug}`,
  category: 'Understanding your cycle',
  reading_minutes: 4,
  reviewed_on: '2026-11-20',
  snippet: null,
  ...extra,
});
const categories = [
  { category: 'Understanding your cycle', count: 3 },
  { category: 'Treatments', count: 2 },
];

function serve(list: (url: URL) => { items: unknown[]; total: number; skip?: number; limit?: number }) {
  const mock = installTestFetch((request: RecordedRequest) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname.endsWith('/categories')) return jsonResponse(200, categories);
    const page = list(url);
    return jsonResponse(200, { skip: 0, limit: 12, ...page });
  });
  return mock.calls;
}

const render = (path = '/knowledge-hub') =>
  renderRoutes([{ path: '/knowledge-hub', element: <KnowledgeHub /> }], path);

describe('knowledge hub page', () => {
  it('lists articles with links, categories with counts, and pages', async () => {
    const calls = serve((url) => ({
      items: [article(url.searchParams.get('skip') === '12' ? 'second-page' : 'first-page')],
      total: 13,
      skip: Number(url.searchParams.get('skip') ?? 0),
    }));
    const { router } = render();
    const link = await dom.findByRole('link', { name: 'Title of first-page' });
    expect(link).toHaveAttribute('href', '/knowledge-hub/first-page');
    expect(dom.getByText('4 min read')).toBeInTheDocument();
    expect(dom.getByRole('button', { name: /Treatments\s*2/ })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(dom.getByRole('button', { name: /Next/ }));
    expect(await dom.findByRole('link', { name: 'Title of second-page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?skip=12');
    expect(calls.some((c) => c.url.includes('skip=12') && c.url.includes('limit=12'))).toBe(true);
  });

  it('puts the debounced search in the URL and shows highlighted passages as bold text only', async () => {
    const calls = serve((url) =>
      url.searchParams.get('q')
        ? { items: [article('bbt', { snippet: 'your <b>basal</b> <b>temperature</b> rises' })], total: 1 }
        : { items: [article('plain')], total: 1 },
    );
    const { router, container } = render();
    await dom.findByRole('link', { name: 'Title of plain' });
    fireEvent.change(dom.getByRole('searchbox', { name: 'Search the knowledge hub' }), {
      target: { value: 'basal temperature' },
    });
    expect(router.state.location.search).toBe('');
    await dom.findByRole('link', { name: 'Title of bbt' }, { timeout: 2000 });
    expect(router.state.location.search).toBe('?q=basal+temperature');
    expect(calls.filter((c) => c.url.includes('q=')).length).toBe(1);
    expect(dom.getByText('1 article matches “basal temperature”')).toBeInTheDocument();
    expect([...container.querySelectorAll('b')].map((b) => b.textContent)).toEqual(['basal', 'temperature']);
  });

  it('filters by category from a chip and reads the filter from the URL', async () => {
    const calls = serve((url) => ({
      items: [article(url.searchParams.get('category') ? 'filtered' : 'all')],
      total: 1,
    }));
    const { router } = render();
    await dom.findByRole('link', { name: 'Title of all' });
    fireEvent.click(dom.getByRole('button', { name: /Treatments/ }));
    expect(await dom.findByRole('link', { name: 'Title of filtered' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?category=Treatments');
    expect(dom.getByRole('button', { name: /Treatments/ })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.at(-1)!.url).toContain('category=Treatments');
  });

  it('suggests categories when nothing matches, and browsing one clears the search', async () => {
    serve((url) =>
      url.searchParams.get('q') ? { items: [], total: 0 } : { items: [article('shelf')], total: 1 },
    );
    const { router } = render('/knowledge-hub?q=zebra');
    expect(await dom.findByText('No articles match “zebra”')).toBeInTheDocument();
    expect(dom.getByRole('searchbox')).toHaveValue('zebra');
    const suggestions = await dom.findAllByRole('button', { name: 'Treatments' });
    fireEvent.click(suggestions.at(-1)!);
    expect(await dom.findByRole('link', { name: 'Title of shelf' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?category=Treatments');
    expect(dom.getByRole('searchbox')).toHaveValue('');
  });

  it('follows Back to an earlier search', async () => {
    serve((url) => ({ items: [article(url.searchParams.get('q') ?? 'none')], total: 1 }));
    const { router } = render('/knowledge-hub?q=first');
    await dom.findByRole('link', { name: 'Title of first' });
    await act(() => router.navigate('/knowledge-hub?q=second'));
    await waitFor(() => expect(dom.getByRole('searchbox')).toHaveValue('second'));
    expect(await dom.findByRole('link', { name: 'Title of second' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    installTestFetch((request) =>
      request.url.includes('/categories')
        ? jsonResponse(200, categories)
        : jsonResponse(503, { detail: 'Service unavailable' }),
    );
    render();
    expect(await dom.findByText('Articles could not be loaded')).toBeInTheDocument();
    expect(dom.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
