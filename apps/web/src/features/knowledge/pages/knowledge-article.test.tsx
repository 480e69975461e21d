import { describe, expect, it, onTestFinished } from 'vitest';
import { screen as dom, waitFor } from '@testing-library/react';
import { knowledgeApi, pathOf } from '@fertilia/contracts';
import { formatDate } from '@/lib/format';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { Component as KnowledgeArticle } from './knowledge-article';

const article = {
  slug: 'tracking-basal-body-temperature',
  title: 'Tracking basal body temperature',
  summary: 'A morning temperature shows that ovulation has happened.',
  category: 'Understanding your cycle',
  reading_minutes: 5,
  reviewed_on: '2026-11-20',
  reviewed_by: 'Fertilia editorial team',
  body_html:
    '<h2 id="what-it-is">What it is</h2><p>Resting temperature.</p><h2 id="key-points">Key points</h2><ul><li>Chart daily.</li></ul>',
  headings: [
    { id: 'what-it-is', text: 'What it is' },
    { id: 'key-points', text: 'Key points' },
  ],
  references: [
    { title: 'Optimizing natural fertility', publisher: 'ASRM', url: 'https://www.asrm.org/x', year: 2022 },
  ],
  related: [
    {
      slug: 'lh-ovulation-tests',
      title: 'LH ovulation tests',
      summary: 'Urine tests.',
      category: 'Understanding your cycle',
      reading_minutes: 4,
      reviewed_on: '2026-11-20',
    },
  ],
};

const render = (slug: string) =>
  renderRoutes([{ path: '/knowledge-hub/:slug', element: <KnowledgeArticle /> }], `/knowledge-hub/${slug}`);

describe('knowledge article page', () => {
  it('shows the article with review details, contents, references, related articles and the medical note', async () => {
    const mock = installTestFetch(() => jsonResponse(200, article));
    render(article.slug);
    expect(await dom.findByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    expect(mock.calls[0]!.url).toBe(
      pathOf(knowledgeApi.article, { slug: 'tracking-basal-body-temperature' }),
    );
    expect(dom.getByText(/Reviewed by Fertilia editorial team on/)).toHaveTextContent(
      formatDate('2026-11-20', 'long'),
    );
    expect(dom.getByText('5 min read')).toBeInTheDocument();
    expect(dom.getByRole('heading', { level: 2, name: 'What it is' })).toHaveAttribute('id', 'what-it-is');
    const toc = dom.getAllByRole('navigation', { name: 'On this page' })[0]!;
    expect(toc.querySelector('a[href="#key-points"]')).toHaveTextContent('Key points');
    const ref = dom.getByRole('link', { name: 'Optimizing natural fertility' });
    expect(ref).toHaveAttribute('href', 'https://www.asrm.org/x');
    expect(ref).toHaveAttribute('rel', 'noopener noreferrer');
    expect(dom.getByRole('link', { name: 'LH ovulation tests' })).toHaveAttribute(
      'href',
      '/knowledge-hub/lh-ovulation-tests',
    );
    expect(dom.getByText(/general information, not medical advice/)).toBeInTheDocument();
  });

  it('says when the article does not exist', async () => {
    installTestFetch(() => jsonResponse(404, { detail: 'Article not found' }));
    render('gone');
    expect(await dom.findByText('Article not found')).toBeInTheDocument();
    expect(dom.getByRole('link', { name: 'Knowledge hub' })).toHaveAttribute('href', '/knowledge-hub');
  });

  it('offers a retry when loading fails for another reason', async () => {
    installTestFetch(() => jsonResponse(500, { detail: 'Internal error' }));
    render('any');
    expect(await dom.findByText('The article could not be loaded')).toBeInTheDocument();
  });

  it('lands on the section a link points at once the article has arrived', async () => {
    installTestFetch(() => jsonResponse(200, article));
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    render(`${article.slug}#key-points`);
    const section = await dom.findByRole('heading', { level: 2, name: 'Key points' });
    await waitFor(() => expect(scrolled).toEqual(['key-points']));
    expect(section).toHaveFocus();
  });
});
