import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { disputesApi, pathOf, type EscrowAdmin, type EscrowPage } from '@fertilia/contracts';
import { installTestFetch, jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { escrowOf } from '../dispute-test-helpers';
import { ESCROWS_LOAD_FAILED } from '../components/escrows-section';
import { ESCROWS_SECTION, EscrowsPage } from './admin-escrows';

const AdminEscrows = () => <EscrowsPage sections={[ESCROWS_SECTION]} />;

const LIST = pathOf(disputesApi.escrows);
const gbp = (amount: number) => ({ amount, currency: 'GBP' });

const page = (items: EscrowAdmin[], overrides: Partial<EscrowPage> = {}): EscrowPage => ({
  items,
  total: items.length,
  skip: 0,
  limit: 20,
  totals: { held: gbp(10_000), held_count: 1, disputed: gbp(4_550), disputed_count: 2 },
  ...overrides,
});

function mount(
  answer: () => Response,
  element = <AdminEscrows />,
  role: 'finance' | 'content_moderator' = 'finance',
) {
  const me = makeUser({ id: 9, role });
  signInAs(me);
  const fetch = installTestFetch((r) => (r.url.split('?')[0] === LIST ? answer() : jsonResponse(200, me)));
  renderRoutes([{ path: '/admin-dashboard/escrows', element }], '/admin-dashboard/escrows');
  return {
    lists: () =>
      fetch.calls
        .filter((c: RecordedRequest) => c.url.split('?')[0] === LIST)
        .map((c) => new URL(c.url, 'http://x').searchParams.toString()),
  };
}

describe('the escrows page', () => {
  it('shows the totals held and disputed, and each escrow with its outcome and a link to its payment', async () => {
    mount(() =>
      jsonResponse(
        200,
        page([
          escrowOf(),
          escrowOf({
            id: 12,
            status: 'partly_refunded',
            refunded_amount: gbp(3_333),
            released_amount: gbp(5_667),
            fee_amount: gbp(1_000),
            dispute_id: 4,
            appointment: { ...escrowOf().appointment!, id: 32 },
          }),
        ]),
      ),
    );
    const totals = await screen.findByLabelText('Escrow totals');
    expect(within(totals).getByText('£100.00')).toBeInTheDocument();
    expect(within(totals).getByText('£45.50')).toBeInTheDocument();
    expect(within(totals).getByText('2 visits')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Escrows' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Held')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/^Releases /)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Refunded £33.33 · Paid £56.67 · Fee £10.00')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('#4')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Payment details of escrow #12' })).toHaveAttribute(
      'href',
      '/payment-detail?appointment=32',
    );
    expect(screen.getByRole('list', { name: 'Escrows' })).toHaveClass('md:hidden');
  });

  it('filters by status from the first page, and pages', async () => {
    const user = userEvent.setup();
    const { lists } = mount(() => jsonResponse(200, page([escrowOf()], { total: 30 })));
    await screen.findByRole('table', { name: 'Escrows' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lists()).toContain('skip=20&limit=20'));
    await user.click(
      within(screen.getByRole('group', { name: 'Escrow status' })).getByRole('button', { name: 'Disputed' }),
    );
    await waitFor(() => expect(lists()).toContain('skip=0&limit=20&status=disputed'));
  });

  it('says so when there are none', async () => {
    mount(() => jsonResponse(200, page([])));
    expect(await screen.findByText('No escrows yet')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    mount(() => jsonResponse(503, { detail: 'down' }));
    expect(await screen.findByText(ESCROWS_LOAD_FAILED)).toBeInTheDocument();
  });

  it('shows further sections as tabs (where the payouts queue goes)', async () => {
    const user = userEvent.setup();
    mount(
      () => jsonResponse(200, page([escrowOf()])),
      <EscrowsPage
        sections={[ESCROWS_SECTION, { value: 'payouts', label: 'Payouts', content: <p>payout queue</p> }]}
      />,
    );
    await screen.findByRole('table', { name: 'Escrows' });
    await user.click(screen.getByRole('tab', { name: 'Payouts' }));
    expect(await screen.findByText('payout queue')).toBeInTheDocument();
  });

  it('tells other staff they have no access, without asking for any amount', async () => {
    const { lists } = mount(() => jsonResponse(200, page([])), <AdminEscrows />, 'content_moderator');
    expect(await screen.findByText('No access to payments')).toBeInTheDocument();
    expect(lists()).toHaveLength(0);
  });
});
