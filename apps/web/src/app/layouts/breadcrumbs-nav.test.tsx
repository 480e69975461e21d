import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { BreadcrumbTitleProvider, useBreadcrumbTitle, type BreadcrumbTitle } from '@/lib/breadcrumb-title';
import { Breadcrumbs } from './breadcrumbs-nav';

let load: (title: BreadcrumbTitle) => void = () => undefined;

/** A detail page as the real ones are: its title unknown until its query answers. */
function PostPage() {
  const [title, setTitle] = useState<BreadcrumbTitle>(undefined);
  load = setTitle;
  useBreadcrumbTitle(title);
  return <p>post page</p>;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <BreadcrumbTitleProvider>
        <Breadcrumbs />
        <Routes>
          <Route path="/community/posts/:slug" element={<PostPage />} />
          <Route path="/community" element={<p>feed</p>} />
        </Routes>
      </BreadcrumbTitleProvider>
    </MemoryRouter>,
  );

const crumbs = () => within(screen.getByRole('navigation', { name: 'Breadcrumb' }));

/** Issue 15 item 10: breadcrumbs show what the page shows, never a title rebuilt from the slug. */
describe('breadcrumbs of a detail page', () => {
  it('shows a loading placeholder, then the title the page loaded', () => {
    renderAt('/community/posts/my-first-cycle');
    expect(crumbs().getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByText(/my first cycle/i)).toBeNull();

    act(() => load('My first IVF cycle: what I wish I knew'));
    const current = crumbs().getByText('My first IVF cycle: what I wish I knew');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(crumbs().queryByText('Loading')).toBeNull();
    expect(crumbs().getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/community');
  });

  it('names the kind of thing when the page cannot load it', () => {
    renderAt('/community/posts/gone');
    act(() => load(null));
    expect(crumbs().getByText('Post')).toHaveAttribute('aria-current', 'page');
  });

  it('does not carry one page’s title to the next', () => {
    renderAt('/community/posts/my-first-cycle');
    act(() => load('My first IVF cycle'));
    expect(crumbs().getByText('My first IVF cycle')).toBeInTheDocument();
    act(() => {
      crumbs().getByRole('link', { name: 'Community' }).click();
    });
    expect(screen.getByText('feed')).toBeInTheDocument();
    expect(crumbs().getByText('Community')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('My first IVF cycle')).toBeNull();
  });
});
