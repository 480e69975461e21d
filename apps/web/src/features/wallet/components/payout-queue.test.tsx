import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYOUT_MESSAGES, pathOf, payoutsApi, walletApi, type AdminPayout } from '@fertilia/contracts';
import { installTestFetch, jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { Component as WalletPage } from '../pages/wallet';
import { PAYOUT_APPROVED, PAYOUT_REFUSED, PayoutQueue } from './payout-queue';

const toasts = spyOnToasts();
const LIST = pathOf(payoutsApi.adminPayouts);
const payout = (overrides: Partial<AdminPayout> = {}): AdminPayout => ({
  id: 8,
  amount: 12000,
  currency: 'GBP',
  status: 'requested',
  reason: null,
  created_at: '2026-12-01T08:00:00.000Z',
  decided_at: null,
  expert: { id: 5, name: 'Eva Expert', email: 'eva@example.com' },
  ...overrides,
});
const path = (r: RecordedRequest) => new URL(r.url, 'http://x').pathname;

function mount(element = <PayoutQueue />, items: AdminPayout[] = [payout()]) {
  signInAs(makeUser({ role: 'finance' }));
  let queue = items;
  const fetch = installTestFetch((request) => {
    const p = path(request);
    if (p === LIST) return jsonResponse(200, { items: queue, total: queue.length, skip: 0, limit: 10 });
    if (p === pathOf(payoutsApi.approvePayout, { id: 8 })) {
      queue = [];
      return jsonResponse(200, payout({ status: 'paid', decided_at: '2026-12-01T09:00:00.000Z' }));
    }
    if (p === pathOf(payoutsApi.refusePayout, { id: 8 })) {
      queue = [];
      return jsonResponse(
        200,
        payout({ status: 'refused', reason: (request.body as { reason: string }).reason }),
      );
    }
    if (p === pathOf(walletApi.books))
      return jsonResponse(200, {
        currency: 'GBP',
        accounts: [
          { kind: 'member_funds', label: 'Member funds', balance: 5000 },
          { kind: 'provider_clearing', label: 'Provider clearing', balance: 5000 },
        ],
        entries: 2,
        lines_total: 0,
        balanced: true,
      });
    return jsonResponse(404, { detail: 'Not found' });
  });
  renderRoutes([{ path: '/', element }], '/');
  return { posts: () => fetch.calls.filter((c) => c.method === 'POST') };
}

describe('the payout queue', () => {
  it('lists requested payouts oldest first with the expert, and approves one with an Idempotency-Key', async () => {
    const { posts } = mount();
    const list = await screen.findByRole('list', { name: 'Payout requests' });
    expect(within(list).getByText(/Eva Expert/)).toBeInTheDocument();
    expect(within(list).getByText('£120.00')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this payout?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve and pay' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.headers.get('idempotency-key')).toBeTruthy();
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(PAYOUT_APPROVED, expect.anything()));
    expect(await screen.findByText('No payouts to review')).toBeInTheDocument();
  });

  it('refuses with a reason checked by the contract', async () => {
    const { posts } = mount();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse this payout?' });
    await user.type(within(dialog).getByRole('textbox'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse payout' }));
    expect(await within(dialog).findByText(PAYOUT_MESSAGES.reasonLength)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox'), ' — bank details do not match');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse payout' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual({ reason: 'short — bank details do not match' });
    expect(posts()[0]!.headers.get('idempotency-key')).toBeTruthy();
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(PAYOUT_REFUSED, expect.anything()));
  });

  it('shows finance the books, balanced, beside the queue on /wallet', async () => {
    mount(<WalletPage />, []);
    expect(await screen.findByText(/Balanced: all 2 entries sum to zero/)).toBeInTheDocument();
    expect(screen.getByText('Member funds')).toBeInTheDocument();
    expect(await screen.findByText('No payouts to review')).toBeInTheDocument();
  });
});
