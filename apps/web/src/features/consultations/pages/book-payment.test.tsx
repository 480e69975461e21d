import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { IDEMPOTENCY_HEADER, MONEY_MESSAGES, consultationsApi, pathOf, walletApi } from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes, screen as routeScreen } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { appointment, expertDetail, expertPage, expertSummary, slot } from '../test/fixtures';
import { Component as BookPage } from './book';

const toasts = spyOnToasts();

const morning = DateTime.utc().plus({ days: 2 }).startOf('day').set({ hour: 10 }).toISO()!;
const price = { amount: 6000, currency: 'GBP' };

const EXPERTS = pathOf(consultationsApi.experts);
const AVAILABILITY = pathOf(consultationsApi.expertAvailability, { id: 7 });
const EXPERT = pathOf(consultationsApi.expert, { id: 7 });
const BOOK = pathOf(consultationsApi.book);
const WALLET = pathOf(walletApi.wallet);
const pathOfUrl = (url: string) => url.split('?')[0];

function mount(funds: number, bookAnswer = () => jsonResponse(201, appointment({ status: 'pending' }))) {
  signInAs(makeUser({ time_zone: 'UTC' }));
  const fetch = installTestFetch((request) => {
    const path = pathOfUrl(request.url);
    if (path === EXPERTS)
      return jsonResponse(200, expertPage([expertSummary({ next_available_at: morning, price })]));
    if (path === EXPERT)
      return jsonResponse(200, expertDetail({ next_available_at: morning, price, late_refund_percent: 50 }));
    if (path === AVAILABILITY) {
      const q = new URL(request.url, 'http://x').searchParams;
      return jsonResponse(200, {
        expert_id: 7,
        time_zone: 'UTC',
        date_from: q.get('date_from'),
        date_to: q.get('date_to'),
        slots: [slot(501, morning)],
      });
    }
    if (path === WALLET)
      return jsonResponse(200, {
        currency: 'GBP',
        funds,
        earnings: null,
        payouts_pending: null,
        held_in_escrow: null,
      });
    if (path === BOOK) return bookAnswer();
    return jsonResponse(200, makeUser({ time_zone: 'UTC' }));
  });
  renderRoutes(
    [
      { path: '/appointments/book', element: <BookPage /> },
      { path: '/appointments', element: routeScreen('appointments') },
    ],
    '/appointments/book',
  );
  return (path: string) => fetch.calls.filter((c) => pathOfUrl(c.url) === path);
}

async function toConfirmStep(user: ReturnType<typeof userEvent.setup>) {
  const card = await screen.findByRole('article', { name: 'Dr Maya Rivera' });
  expect(within(card).getByText('£60.00')).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'See free times' }));
  const times = await screen.findByRole('region', { name: 'Free times with Dr Maya Rivera' });
  await user.click(await within(times).findByRole('button', { name: /10:00/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return screen.findByRole('form', { name: 'Confirm your appointment' });
}

describe('the payment step of a paid booking', () => {
  it('shows the price, her balance and the refund policy, and pays with an Idempotency-Key', async () => {
    const user = userEvent.setup();
    const requests = mount(10_000);
    const form = await toConfirmStep(user);
    const payment = within(form).getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('£60.00')).toBeInTheDocument();
    expect(await within(payment).findByText('£100.00')).toBeInTheDocument();
    expect(within(payment).getByText(/50% is refunded/)).toBeInTheDocument();
    expect(within(payment).getByText(/more than 12 hours before the start/)).toBeInTheDocument();
    expect(within(payment).queryByRole('link', { name: /Top up/ })).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Pay £60.00 and request' }));
    expect(await screen.findByText('screen: appointments')).toBeInTheDocument();
    const [booked] = requests(BOOK);
    expect(booked!.body).toEqual({ slot_id: 501, notes: null });
    expect(booked!.headers.get(IDEMPOTENCY_HEADER)).toMatch(/^[\w-]{36}$/);
  });

  it('offers to top up the shortfall and come back when her balance is short, and does not book', async () => {
    const user = userEvent.setup();
    const requests = mount(4000);
    const form = await toConfirmStep(user);
    const link = await within(form).findByRole('link', { name: 'Top up £20.00 to book' });
    expect(link).toHaveAttribute(
      'href',
      `/wallet?top_up=2000&return=${encodeURIComponent('/appointments/book?expert=7')}`,
    );
    expect(within(form).getByText('Your balance is too low for this visit')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Pay £60.00 and request' })).toBeDisabled();
    expect(requests(BOOK)).toHaveLength(0);
  });

  it('stays on the step when the server finds her balance short, and reads the balance again', async () => {
    const user = userEvent.setup();
    const requests = mount(10_000, () => jsonResponse(409, { detail: MONEY_MESSAGES.insufficientFunds }));
    const form = await toConfirmStep(user);
    await within(form).findByText('£100.00');
    const reads = requests(WALLET).length;
    await user.click(within(form).getByRole('button', { name: 'Pay £60.00 and request' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalled());
    expect(screen.getByRole('form', { name: 'Confirm your appointment' })).toBeInTheDocument();
    await waitFor(() => expect(requests(WALLET).length).toBeGreaterThan(reads));
  });
});
