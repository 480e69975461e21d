import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { installTestFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { medicationsServer } from '@/features/treatments/medications/test/fake-api';
import { dose, medication } from '@/features/treatments/medications/test/fixtures';
import { Component as UserDashboardRoute } from './user-dashboard-route';

function open(doses: ReturnType<typeof dose>[]) {
  signInAs(makeUser({ role: 'patient' }));
  installTestFetch(medicationsServer([medication()], doses));
  renderRoutes([{ path: '/user-dashboard', element: <UserDashboardRoute /> }], '/user-dashboard');
}

describe('the patient dashboard with today’s medications composed in', () => {
  it('lists her doses of the day with their state, linking to the treatments page', async () => {
    open([dose({ state: 'taken' }), dose({ time: '20:00' })]);
    const card = screen.getByRole('region', { name: 'Today’s medications' });
    const list = await within(card).findByRole('list', { name: 'Today’s doses' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringMatching(/^08:00.*Taken/), expect.stringMatching(/^20:00.*Due/)]);
    expect(within(card).getByRole('link', { name: 'All medications' })).toHaveAttribute(
      'href',
      '/treatments',
    );
  });

  it('says what to do when she has no doses today', async () => {
    open([]);
    const card = screen.getByRole('region', { name: 'Today’s medications' });
    expect(await within(card).findByText(/No doses today/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Add a medication' })).toHaveAttribute(
      'href',
      '/treatments',
    );
  });
});
