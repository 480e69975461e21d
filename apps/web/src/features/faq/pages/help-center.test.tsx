import { describe, expect, it, onTestFinished } from 'vitest';
import { screen as dom, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, faqApi, pathOf, type Faq } from '@fertilia/contracts';
import { installTestFetch, jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { Component as HelpCenter } from './help-center';

const faq = (id: number, question: string, category: string): Faq => ({
  id,
  question,
  answer: `Answer to ${question}`,
  category,
  is_active: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});
const ENTRIES = [
  faq(1, 'How do I delete my account?', 'Accounts and privacy'),
  faq(2, 'Who can see my data?', 'Accounts and privacy'),
  faq(3, 'What is IVF?', 'Treatment'),
];
const CATEGORIES = [
  { category: 'Accounts and privacy', count: 2 },
  { category: 'Treatment', count: 1 },
];

/** Answers like the API: filters by category and by text in question or answer. */
function fakeApi({ url }: RecordedRequest) {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  if (pathname === pathOf(faqApi.categories)) return jsonResponse(200, CATEGORIES);
  const q = searchParams.get('q')?.toLowerCase();
  const category = searchParams.get('category');
  const items = ENTRIES.filter(
    (f) =>
      (!category || f.category === category) &&
      (!q || f.question.toLowerCase().includes(q) || f.answer.toLowerCase().includes(q)),
  );
  return jsonResponse(200, { items, total: items.length, skip: 0, limit: 50 });
}

const open = (path = '/help-center') =>
  renderRoutes(
    [
      { path: '/help-center', element: <HelpCenter /> },
      { path: '/contact', element: <p>contact page</p> },
    ],
    path,
  );

describe('help center', () => {
  it('lists questions under their categories with collapsed, expandable answers', async () => {
    const fetch = installTestFetch(fakeApi);
    open();
    const button = await dom.findByRole('button', { name: 'How do I delete my account?' });
    expect(dom.getByRole('heading', { name: 'Accounts and privacy', level: 2 })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();

    await userEvent.setup().click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('Answer to How do I delete my account?');
    // Public data goes without a token.
    expect(fetch.calls.every((c) => !c.headers.has('Authorization'))).toBe(true);
  });

  it('searches as the visitor types and opens the best match', async () => {
    const fetch = installTestFetch(fakeApi);
    const { router } = open();
    const user = userEvent.setup();
    await user.type(await dom.findByRole('searchbox', { name: 'Search the FAQ' }), 'ivf');
    const match = await dom.findByRole('button', { name: 'What is IVF?', expanded: true });
    expect(match).toBeInTheDocument();
    expect(dom.queryByRole('button', { name: 'Who can see my data?' })).toBeNull();
    expect(fetch.calls.some((c) => c.url.includes('q=ivf'))).toBe(true);
    await waitFor(() => expect(router.state.location.search).toBe('?q=ivf'));
  });

  it('lists search results in the order the API ranks them, under one heading, the first one open', async () => {
    const ranked = [
      faq(7, 'Can I get a refund?', 'Plans and billing'),
      faq(8, 'Is Fertilia free?', 'Using Fertilia'),
    ];
    installTestFetch(({ url }) =>
      url.includes('categories')
        ? jsonResponse(200, [])
        : jsonResponse(200, { items: ranked, total: 2, skip: 0, limit: 50 }),
    );
    open('/help-center?q=money%20back');
    const results = await dom.findByRole('region', { name: 'Best matches' });
    const buttons = within(results).getAllByRole('button');
    expect(buttons.map((b) => [b.textContent, b.getAttribute('aria-expanded')])).toEqual([
      ['Can I get a refund?', 'true'],
      ['Is Fertilia free?', 'false'],
    ]);
  });

  it('filters by category with toggle buttons', async () => {
    installTestFetch(fakeApi);
    open();
    const group = await dom.findByRole('group', { name: 'Categories' });
    await userEvent.setup().click(within(group).getByRole('button', { name: /Treatment/ }));
    expect(within(group).getByRole('button', { name: /Treatment/ })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(dom.queryByRole('button', { name: 'Who can see my data?' })).toBeNull());
    expect(dom.getByRole('button', { name: 'What is IVF?' })).toBeInTheDocument();
  });

  it('says when nothing matches and points to the contact page', async () => {
    installTestFetch(fakeApi);
    open('/help-center?q=zebra');
    expect(await dom.findByText('No questions match “zebra”')).toBeInTheDocument();
    const links = dom.getAllByRole('link', { name: 'Contact us' });
    expect(links[0]).toHaveAttribute('href', '/contact');
  });

  it('shows the spec’s message when the FAQ cannot be loaded', async () => {
    installTestFetch(({ url }) =>
      url.includes('categories') ? jsonResponse(200, []) : jsonResponse(503, { detail: 'down' }),
    );
    open();
    expect(await dom.findByText(MESSAGES.faqLoadFailed)).toBeInTheDocument();
    expect(dom.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('opens the entry a link points at (/faq#faq-2) and brings it into view', async () => {
    installTestFetch(fakeApi);
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    open('/help-center#faq-2');
    const linked = await dom.findByRole('button', { name: 'Who can see my data?' });
    expect(linked).toHaveAttribute('aria-expanded', 'true');
    expect(dom.getByRole('button', { name: 'How do I delete my account?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await waitFor(() => expect(scrolled.map((e) => e.id)).toEqual(['faq-2']));
    expect(linked).toHaveFocus();
  });
});
