import { describe, expect, it } from 'vitest';
import { screen as dom, within } from '@testing-library/react';
import type { Role } from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { Component as AdminDashboard } from './admin-dashboard';

/** The tiles a staff role sees: each working area a link, only unbuilt ones marked as such. */
function tilesFor(role: Role) {
  const user = signInAs(makeUser({ role }));
  installTestFetch(() => jsonResponse(200, user));
  renderRoutes([{ path: '/admin-dashboard', element: <AdminDashboard /> }], '/admin-dashboard');
  return within(dom.getByRole('list'));
}

describe('back-office dashboard', () => {
  it('leads a content moderator to content and moderation, both working', () => {
    const tiles = tilesFor('content_moderator');
    expect(tiles.getByRole('link', { name: /Content/ })).toHaveAttribute('href', '/admin/blog');
    expect(tiles.getByRole('link', { name: /Moderation/ })).toHaveAttribute('href', '/admin/moderation');
    expect(tiles.queryByText('Not yet available')).toBeNull();
  });

  it('leads support to its inbox and the licence checks', () => {
    const tiles = tilesFor('support');
    expect(tiles.getByRole('link', { name: /Support/ })).toHaveAttribute('href', '/admin/support');
    expect(tiles.getByRole('link', { name: /Professional verification/ })).toHaveAttribute(
      'href',
      '/admin/verifications',
    );
    expect(tiles.queryByRole('link', { name: /Users/ })).toBeNull();
  });

  it('marks only finance, which is not built yet, as not available', () => {
    const tiles = tilesFor('super_admin');
    expect(tiles.getAllByText('Not yet available')).toHaveLength(1);
    expect(tiles.getByText('Finance').closest('div')).toHaveTextContent('Not yet available');
  });
});
