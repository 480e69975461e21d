import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { disputesApi, pathOf, type DisputePage } from '@fertilia/contracts';
import { installTestFetch, jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { disputeDetailOf, disputeOf } from '../dispute-test-helpers';
import { DISPUTES_LOAD_FAILED, Component as AdminDisputes } from './admin-disputes';

const toasts = spyOnToasts();
const LIST = pathOf(disputesApi.list);
const DETAIL = pathOf(disputesApi.detail, { id: 7 });
const RESOLVE = pathOf(disputesApi.resolve, { id: 7 });

const page = (
  items = [
    disputeOf(),
    disputeOf({ id: 5, status: 'refunded', refund_amount: { amount: 2_000, currency: 'GBP' } }),
  ],
  overrides: Partial<DisputePage> = {},
): DisputePage => ({
  items,
  total: items.length,
  skip: 0,
  limit: 20,
  open_count: items.filter((d) => d.status === 'open').length,
  ...overrides,
});

function mount(
  handler: (request: RecordedRequest) => Response | undefined,
  role: 'finance' | 'support' = 'finance',
) {
  const me = makeUser({ id: 9, role });
  signInAs(me);
  const fetch = installTestFetch((request) => handler(request) ?? jsonResponse(200, me));
  renderRoutes(
    [{ path: '/admin-dashboard/disputes', element: <AdminDisputes /> }],
    '/admin-dashboard/disputes',
  );
  const path = (r: RecordedRequest) => r.url.split('?')[0];
  return {
    lists: () =>
      fetch.calls
        .filter((c) => path(c) === LIST)
        .map((c) => new URL(c.url, 'http://x').searchParams.toString()),
    resolves: () => fetch.calls.filter((c) => path(c) === RESOLVE),
  };
}

describe('the disputes page', () => {
  it('lists disputes with the visit, the parties, the amount held and the reason, on phones and desktops', async () => {
    mount((r) => (r.url.split('?')[0] === LIST ? jsonResponse(200, page()) : undefined));
    const table = await screen.findByRole('table', { name: 'Disputes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Ada Patient')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Maya Rivera')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('£100.00')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/never joined the call/)).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Open')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Refunded')).toBeInTheDocument();
    expect(screen.getByText('1 open dispute to decide. Open ones are listed first.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Disputes' });
    expect(list).toHaveClass('md:hidden');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('filters by status and pages, from the first page again on each filter', async () => {
    const user = userEvent.setup();
    const { lists } = mount((r) =>
      r.url.split('?')[0] === LIST ? jsonResponse(200, page([disputeOf()], { total: 45 })) : undefined,
    );
    await screen.findByRole('table', { name: 'Disputes' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lists()).toContain('skip=20&limit=20'));
    const filter = screen.getByRole('group', { name: 'Dispute status' });
    await user.click(within(filter).getByRole('button', { name: 'Partly refunded' }));
    await waitFor(() => expect(lists()).toContain('skip=0&limit=20&status=partly_refunded'));
    expect(within(filter).getByRole('button', { name: 'Partly refunded' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(lists()[0]).toBe('skip=0&limit=20');
  });

  it('says so when there are none', async () => {
    mount((r) => (r.url.split('?')[0] === LIST ? jsonResponse(200, page([])) : undefined));
    expect(await screen.findByText('No disputes')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot load', async () => {
    mount((r) => (r.url.split('?')[0] === LIST ? jsonResponse(500, { detail: 'boom' }) : undefined));
    expect(await screen.findByText(DISPUTES_LOAD_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('opens a dispute, resolves it, toasts and refreshes the list', async () => {
    const user = userEvent.setup();
    let resolved = false;
    const { lists, resolves } = mount((r) => {
      if (r.url.split('?')[0] === LIST)
        return jsonResponse(200, page(resolved ? [disputeOf({ status: 'released' })] : [disputeOf()]));
      if (r.url.split('?')[0] === DETAIL)
        return jsonResponse(200, disputeDetailOf(resolved ? { status: 'released' } : {}));
      if (r.url.split('?')[0] === RESOLVE) {
        resolved = true;
        return jsonResponse(200, disputeDetailOf({ status: 'released' }));
      }
      return undefined;
    });
    const table = await screen.findByRole('table', { name: 'Disputes' });
    await user.click(within(table).getByRole('button', { name: 'Review dispute #7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute #7' });
    expect(await within(dialog).findByText('Consultation payment')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Payment details' })).toHaveAttribute(
      'href',
      '/payment-detail?appointment=31',
    );
    await user.type(within(dialog).getByLabelText(/Note to both sides/), 'The visit took place as booked.');
    await user.click(within(dialog).getByRole('button', { name: 'Review decision' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Confirm decision' }));
    await waitFor(() => expect(resolves()).toHaveLength(1));
    await waitFor(() => expect(toasts.success).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lists().length).toBeGreaterThanOrEqual(2);
    expect(
      await within(await screen.findByRole('table', { name: 'Disputes' })).findByText(
        'Released to the expert',
      ),
    ).toBeInTheDocument();
  });

  it('tells other staff they have no access, without asking for any amount', async () => {
    const { lists } = mount(() => undefined, 'support');
    expect(await screen.findByText('No access to payments')).toBeInTheDocument();
    expect(lists()).toHaveLength(0);
  });
});
