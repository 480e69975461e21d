import { CONFIG_PATH, appConfigResponse } from '@/test/app-config';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PAYMENT_MESSAGES,
  pathOf,
  paymentsApi,
  payoutsApi,
  walletApi,
  type Payment,
  type Wallet,
} from '@fertilia/contracts';
import { installTestFetch, jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes, screen as stand } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { TOP_UP_DONE } from '../components/top-up-dialog';
import { PAYMENT_CONFIRMING } from '../components/payment-outcome';
import { rememberReturn } from '../lib/return-path';
import { Component as WalletPage } from './wallet';

const toasts = spyOnToasts();
const WALLET = pathOf(walletApi.wallet);
const HISTORY = pathOf(walletApi.history);
const METHODS = pathOf(paymentsApi.createPaymentMethod);
const TOP_UPS = pathOf(walletApi.topUp);
const PAYOUTS = pathOf(payoutsApi.myPayouts);

const wallet = (overrides: Partial<Wallet> = {}): Wallet => ({
  currency: 'GBP',
  funds: 1250,
  earnings: null,
  payouts_pending: null,
  held_in_escrow: null,
  ...overrides,
});
const payment = (overrides: Partial<Payment> = {}): Payment => ({
  id: 31,
  amount: 2000,
  currency: 'GBP',
  status: 'succeeded',
  card_brand: 'visa',
  card_last4: '4242',
  failure_message: null,
  next_action_url: null,
  created_at: '2026-12-01T08:00:00.000Z',
  ...overrides,
});
const emptyPage = { items: [], total: 0, skip: 0, limit: 20 };
const path = (r: RecordedRequest) => new URL(r.url, 'http://x').pathname;

type Answers = Partial<Record<string, (r: RecordedRequest) => Response>>;
function mount(url: string, answers: Answers = {}, role: 'patient' | 'expert' = 'patient') {
  signInAs(makeUser({ role }));
  const fetch = installTestFetch((request) => {
    const answer = answers[`${request.method} ${path(request)}`];
    if (answer) return answer(request);
    if (path(request) === CONFIG_PATH) return appConfigResponse();
    if (path(request) === WALLET) return jsonResponse(200, wallet());
    if (path(request) === HISTORY || path(request) === PAYOUTS) return jsonResponse(200, emptyPage);
    return jsonResponse(404, { detail: 'Not found' });
  });
  const view = renderRoutes(
    [
      { path: '/wallet', element: <WalletPage /> },
      { path: '/payments/confirm/:id', element: stand('bank') },
      { path: '/appointments/book', element: stand('booking') },
    ],
    url,
  );
  return {
    ...view,
    fetch,
    posts: (p: string) => fetch.calls.filter((c) => c.method === 'POST' && path(c) === p),
  };
}

async function fillCard(dialog: HTMLElement, number = '4242424242424242') {
  const user = userEvent.setup();
  await user.type(await within(dialog).findByLabelText(/Card number/), number);
  await user.type(within(dialog).getByLabelText(/Expiry/), '1230');
  await user.type(within(dialog).getByLabelText(/CVC/), '123');
  return user;
}

describe('a patient’s wallet', () => {
  it('shows her balance and an empty history', async () => {
    mount('/wallet');
    expect(await screen.findByText('£12.50')).toBeInTheDocument();
    expect(await screen.findByText('No movements yet')).toBeInTheDocument();
  });

  it('tops up: the card becomes a payment method, charged with an Idempotency-Key', async () => {
    const { posts } = mount('/wallet', {
      [`POST ${METHODS}`]: () => jsonResponse(201, { id: 'pm_card_visa', brand: 'visa', last4: '4242' }),
      [`POST ${TOP_UPS}`]: () => jsonResponse(201, payment()),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Top up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Top up your wallet' });
    expect(within(dialog).getByText(PAYMENT_MESSAGES.sandboxHint)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '£20.00' }));
    await fillCard(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Pay £20.00' }));
    await waitFor(() => expect(posts(TOP_UPS)).toHaveLength(1));
    expect(posts(METHODS)[0]!.body).toEqual({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    });
    expect(posts(TOP_UPS)[0]!.body).toEqual({ amount: 2000, payment_method_id: 'pm_card_visa' });
    expect(posts(TOP_UPS)[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(TOP_UP_DONE, expect.anything()));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('checks the card before sending anything', async () => {
    const { posts } = mount('/wallet');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Top up' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Amount/), '3');
    await fillCard(dialog, '4242424242424241');
    await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));
    expect(await within(dialog).findByText(PAYMENT_MESSAGES.cardNumber)).toBeInTheDocument();
    expect(within(dialog).getByText(PAYMENT_MESSAGES.topUpMin)).toBeInTheDocument();
    expect(posts(METHODS)).toHaveLength(0);
  });

  it('shows a decline clearly, and tries again with a new key', async () => {
    const { posts } = mount('/wallet', {
      [`POST ${METHODS}`]: () =>
        jsonResponse(201, { id: 'pm_card_chargeDeclined', brand: 'visa', last4: '0002' }),
      [`POST ${TOP_UPS}`]: () => jsonResponse(402, { detail: PAYMENT_MESSAGES.cardDeclined }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Top up' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Amount/), '25');
    await fillCard(dialog, '4000000000000002');
    await user.click(within(dialog).getByRole('button', { name: 'Pay £25.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.cardDeclined);
    await user.click(within(dialog).getByRole('button', { name: 'Pay £25.00' }));
    await waitFor(() => expect(posts(TOP_UPS)).toHaveLength(2));
    const [first, second] = posts(TOP_UPS).map((c) => c.headers.get('idempotency-key'));
    expect(first).not.toBe(second);
  });

  it('follows 3-D Secure to the bank’s page', async () => {
    const { router } = mount('/wallet', {
      [`POST ${METHODS}`]: () =>
        jsonResponse(201, { id: 'pm_card_authenticationRequired', brand: 'visa', last4: '3184' }),
      [`POST ${TOP_UPS}`]: () =>
        jsonResponse(
          201,
          payment({ status: 'requires_action', next_action_url: '/payments/confirm/pi_sandbox_ab12' }),
        ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Top up' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Amount/), '50');
    await fillCard(dialog, '4000002760003184');
    await user.click(within(dialog).getByRole('button', { name: 'Pay £50.00' }));
    expect(await screen.findByText('screen: bank')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payments/confirm/pi_sandbox_ab12');
  });

  it('opens prefilled from ?top_up and goes back to ?return after the top-up', async () => {
    mount('/wallet?top_up=2550&return=%2Fappointments%2Fbook', {
      [`POST ${METHODS}`]: () => jsonResponse(201, { id: 'pm_card_visa', brand: 'visa', last4: '4242' }),
      [`POST ${TOP_UPS}`]: () => jsonResponse(201, payment({ amount: 2550 })),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Top up your wallet' });
    expect(within(dialog).getByLabelText(/Amount/)).toHaveValue('25.50');
    const user = await fillCard(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Pay £25.50' }));
    expect(await screen.findByText('screen: booking')).toBeInTheDocument();
  });

  it('ignores a return path to another site', async () => {
    const { router } = mount('/wallet?top_up=1000&return=%2F%2Fevil.example', {
      [`POST ${METHODS}`]: () => jsonResponse(201, { id: 'pm_card_visa', brand: 'visa', last4: '4242' }),
      [`POST ${TOP_UPS}`]: () => jsonResponse(201, payment({ amount: 1000 })),
    });
    const dialog = await screen.findByRole('dialog');
    const user = await fillCard(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Pay £10.00' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/wallet');
  });

  it('shows "confirming" until the payment back from the bank is settled', async () => {
    let status: Payment['status'] = 'requires_action';
    const { fetch } = mount('/wallet?payment=31', {
      [`GET ${pathOf(walletApi.payment, { id: 31 })}`]: () => jsonResponse(200, payment({ status })),
    });
    expect(await screen.findByText(PAYMENT_CONFIRMING)).toBeInTheDocument();
    status = 'succeeded';
    expect(await screen.findByText('Payment complete', {}, { timeout: 4000 })).toBeInTheDocument();
    // The balance beside it is read again once the money is in.
    await waitFor(() => expect(fetch.calls.filter((c) => path(c) === WALLET).length).toBeGreaterThan(1));
  });

  it('goes on to where the top-up was for once the bank’s payment succeeded', async () => {
    rememberReturn(31, '/appointments/book');
    mount('/wallet?payment=31', {
      [`GET ${pathOf(walletApi.payment, { id: 31 })}`]: () => jsonResponse(200, payment()),
    });
    expect(await screen.findByText('screen: booking')).toBeInTheDocument();
  });
});

describe('an expert’s wallet', () => {
  it('shows earnings, payouts under review and held escrow, and requests a payout within her earnings', async () => {
    const { posts } = mount(
      '/wallet',
      {
        [`GET ${WALLET}`]: () =>
          jsonResponse(
            200,
            wallet({ funds: 0, earnings: 8000, payouts_pending: 1500, held_in_escrow: 4200 }),
          ),
        [`POST ${pathOf(payoutsApi.requestPayout)}`]: (r) =>
          jsonResponse(201, {
            id: 3,
            amount: (r.body as { amount: number }).amount,
            currency: 'GBP',
            status: 'requested',
            reason: null,
            created_at: '2026-12-01T08:00:00.000Z',
            decided_at: null,
          }),
      },
      'expert',
    );
    expect(await screen.findByText('£80.00')).toBeInTheDocument();
    expect(screen.getByText('£15.00')).toBeInTheDocument();
    expect(screen.getByText('£42.00')).toBeInTheDocument();
    expect(await screen.findByText('No payouts yet')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Request payout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a payout' });
    await user.type(within(dialog).getByLabelText(/Amount/), '80.01');
    await user.click(within(dialog).getByRole('button', { name: 'Request payout' }));
    expect(
      await within(dialog).findByText('You cannot request more than your available earnings'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Amount/));
    await user.type(within(dialog).getByLabelText(/Amount/), '60');
    await user.click(within(dialog).getByRole('button', { name: 'Request payout' }));
    await waitFor(() => expect(posts(pathOf(payoutsApi.requestPayout))).toHaveLength(1));
    const sent = posts(pathOf(payoutsApi.requestPayout))[0]!;
    expect(sent.body).toEqual({ amount: 6000 });
    expect(sent.headers.get('idempotency-key')).toBeTruthy();
  });
});

describe('staff', () => {
  it('without the finance permission are told they have no access, and nothing is asked', async () => {
    signInAs(makeUser({ role: 'content_moderator' }));
    const fetch = installTestFetch(() => jsonResponse(200, makeUser({ role: 'content_moderator' })));
    renderRoutes([{ path: '/wallet', element: <WalletPage /> }], '/wallet');
    expect(await screen.findByText('You do not have access')).toBeInTheDocument();
    const money = [WALLET, HISTORY, pathOf(walletApi.books), pathOf(payoutsApi.adminPayouts)];
    expect(fetch.calls.filter((c) => money.includes(path(c)))).toEqual([]);
  });
});
