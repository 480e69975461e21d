import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consultationsApi, pathOf, type AppointmentStats } from '@fertilia/contracts';
import { formatDate, formatNumber, formatPercent } from '@/lib/format';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { pathnameOf, stats } from '../test/expert-fixtures';
import { Component as Stats } from './stats';

function open(answer: AppointmentStats, role: 'patient' | 'expert' = 'patient') {
  signInAs(makeUser({ role }));
  const fetch = installTestFetch((request) =>
    pathnameOf(request) === pathOf(consultationsApi.stats)
      ? jsonResponse(200, answer)
      : jsonResponse(404, { detail: 'Not found' }),
  );
  const view = renderRoutes([{ path: '/appointments/stats', element: <Stats /> }], '/appointments/stats');
  return { ...view, fetch };
}

describe('appointment statistics', () => {
  it('shows the key figures, the months as stacked bars and the statuses, each in words too', async () => {
    const { container } = open(stats());
    const figures = await screen.findByRole('list', { name: 'Key figures' });
    const tile = (label: string) => within(figures).getByText(label).closest('li')!;
    expect(tile('Appointments')).toHaveTextContent(`Appointments14${formatNumber(8)} visits completed`);
    expect(tile('Upcoming')).toHaveTextContent('3');
    expect(tile('Completion rate')).toHaveTextContent(formatPercent(8 / 11));
    expect(tile('Average rating')).toHaveTextContent(
      `${formatNumber(4.6, { minimumFractionDigits: 1 })} / 5`,
    );
    expect(tile('Average rating')).toHaveTextContent('From 5 reviews');

    // Twelve months, three stacked series: the chart draws bars only where a month had appointments.
    expect(
      screen.getByRole('img', { name: /^Appointments by month from .* 14 in all\.$/ }),
    ).toBeInTheDocument();
    // 2 months × completed, cancelled, other; then the five statuses that have appointments.
    const months = screen.getByRole('img', { name: /^Appointments by month/ });
    expect(months.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(6);
    expect(container.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(11);

    await userEvent.click(screen.getByText('Show the numbers'));
    const table = screen.getByRole('table', { name: 'Appointments by month' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[12]).toHaveTextContent(`${formatDate('2026-12-01', 'monthYear')}4138`);

    const statuses = screen.getByRole('list', { name: 'Appointments by status' });
    const completed = within(statuses).getByText('Completed').closest('li')!;
    expect(completed).toHaveTextContent(`Completed8${formatPercent(8 / 14)}`);
  });

  it('says what is missing rather than showing zeros: no rating, no visit ended', async () => {
    open(stats({ average_rating: null, review_count: 0, completion_rate: null }));
    const figures = await screen.findByRole('list', { name: 'Key figures' });
    expect(within(figures).getByText('No reviews yet')).toBeInTheDocument();
    expect(within(figures).getByText('No visit has ended yet')).toBeInTheDocument();
  });

  it('has an empty state leading a patient to booking, and an expert to her hours', async () => {
    const empty = stats({
      total: 0,
      upcoming: 0,
      by_status: { pending: 0, confirmed: 0, completed: 0, cancelled: 0, rejected: 0, rescheduled: 0 },
      completion_rate: null,
      average_rating: null,
      review_count: 0,
    });
    const { unmount } = open(empty);
    expect(await screen.findByText('No appointments yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a consultation' })).toHaveAttribute(
      'href',
      '/appointments/book',
    );
    expect(screen.queryByRole('list', { name: 'Key figures' })).not.toBeInTheDocument();
    unmount();

    open(empty, 'expert');
    expect(await screen.findByRole('link', { name: 'Set your hours' })).toHaveAttribute(
      'href',
      '/expert-dashboard#availability',
    );
  });

  it('says when the statistics cannot be loaded, with a way to try again', async () => {
    signInAs(makeUser());
    installTestFetch(() => jsonResponse(403, { detail: 'Not allowed' }));
    renderRoutes([{ path: '/', element: <Stats /> }], '/');
    expect(await screen.findByText('Unable to load your statistics')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
