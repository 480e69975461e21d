import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_MESSAGES, SUBSCRIPTION_MESSAGES } from '@fertilia/contracts';
import { PLANS_ARE_FOR_PATIENTS } from '@/lib/plan-price';
import { jsonResponse } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { screen as stand } from '@/test/render';
import { CARD_CHANGED, OVERDUE_STILL_DECLINED } from '../components/change-card-dialog';
import { PLAN_CHANGED } from '../components/change-plan-dialog';
import { CHANGE_UNDONE } from '../components/pending-change';
import { CANCELED, RESUMED } from '../components/subscription-overview';
import { PATHS, invoice, mountSubscriptions, page, subscription } from '../subscriptions-test-helpers';
import { Component as SubscriptionsPage } from './subscriptions';

const toasts = spyOnToasts();
const routes = [
  { path: '/subscriptions', element: <SubscriptionsPage /> },
  { path: '/pricing', element: stand('pricing') },
];
const mount = (options: Parameters<typeof mountSubscriptions>[2] = {}, url = '/subscriptions') =>
  mountSubscriptions(routes, url, options);

describe('her subscription', () => {
  it('shows the plan, its status, the price in words, the renewal and the card', async () => {
    mount({ current: subscription() });
    expect(await screen.findByRole('heading', { name: 'Care' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('£19.00 a month')).toBeInTheDocument();
    expect(screen.getByText(/^Renews on /)).toBeInTheDocument();
    expect(screen.getByText('Visa •••• 4242')).toBeInTheDocument();
  });

  it('writes a yearly price as billed once a year', async () => {
    mount({ current: subscription({ price: { id: 4, amount: 19000, currency: 'GBP', interval: 'year' } }) });
    expect(await screen.findByText('£190.00 a year, billed once a year')).toBeInTheDocument();
  });

  it('lists her receipts with their numbers, statuses and cards, a page at a time', async () => {
    const first = [
      invoice(),
      invoice({
        id: 41,
        receipt_number: 'FS-000041',
        status: 'failed',
        failure_message: 'Your card was declined',
      }),
    ];
    const { sent } = mount({
      current: subscription(),
      answers: {
        [`GET ${PATHS.invoices}`]: (r) =>
          new URL(r.url, 'http://x').searchParams.get('skip') === '10'
            ? jsonResponse(200, page([invoice({ id: 30, receipt_number: 'FS-000030' })], 10, 11))
            : jsonResponse(200, page(first, 0, 11)),
      },
    });
    const list = await screen.findByRole('list', { name: 'Payment history' });
    expect(within(list).getByText(/Receipt FS-000042 · Visa •••• 4242/)).toBeInTheDocument();
    expect(within(list).getByText('Paid')).toBeInTheDocument();
    expect(within(list).getByText('Not paid')).toBeInTheDocument();
    expect(within(list).getByText('Your card was declined')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/Receipt FS-000030/)).toBeInTheDocument();
    expect(sent('GET', PATHS.invoices).map((c) => new URL(c.url, 'http://x').search)).toContain(
      '?skip=10&limit=10',
    );
  });

  it('cancels at the period end after saying she keeps the plan until then', async () => {
    const { sent } = mount({
      current: subscription(),
      answers: {
        [`POST ${PATHS.cancel}`]: () => jsonResponse(200, subscription({ cancel_at_period_end: true })),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog).toHaveTextContent(/You keep Care until .*2026, the end of the period you have paid for/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(sent('POST', PATHS.cancel)).toHaveLength(1));
    expect(toasts.success).toHaveBeenCalledWith(CANCELED, expect.anything());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when a cancelled subscription ends, and resumes it', async () => {
    const { sent } = mount({
      current: subscription({ cancel_at_period_end: true }),
      answers: { [`POST ${PATHS.resume}`]: () => jsonResponse(200, subscription()) },
    });
    expect(await screen.findByText(/^Ends on /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resume subscription' }));
    await waitFor(() => expect(sent('POST', PATHS.resume)).toHaveLength(1));
    expect(toasts.success).toHaveBeenCalledWith(RESUMED, expect.anything());
  });

  it('changes plan from the next period, with the period of her choice', async () => {
    const { sent } = mount({
      current: subscription(),
      answers: {
        [`POST ${PATHS.change}`]: () =>
          jsonResponse(
            200,
            subscription({
              pending_change: {
                plan_id: 3,
                plan_name: 'Complete',
                price: { id: 6, amount: 49000, currency: 'GBP', interval: 'year' },
                starts_at: '2026-12-12T10:00:00.000Z',
              },
            }),
          ),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    // The free plan is not offered; her own plan is marked.
    expect(within(dialog).queryByText(/Essentials/)).toBeNull();
    expect(within(dialog).getByText('Care (your plan)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Yearly' }));
    await user.click(within(dialog).getByRole('radio', { name: /Complete/ }));
    expect(within(dialog).getByText('£490.00 a year, billed once a year')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Switch to Complete' }));
    await waitFor(() => expect(sent('POST', PATHS.change)).toHaveLength(1));
    expect(sent('POST', PATHS.change)[0]!.body).toEqual({ plan_id: 3, price_id: 6 });
    expect(toasts.success).toHaveBeenCalledWith(PLAN_CHANGED, expect.anything());
  });

  it('opens the change of plan the pricing page asked for', async () => {
    mount({ current: subscription() }, '/subscriptions?change=3');
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    expect(await within(dialog).findByRole('radio', { name: /Complete/ })).toBeChecked();
  });

  it('shows a pending change, and undoes it by choosing her current price', async () => {
    const { sent } = mount({
      current: subscription({
        pending_change: {
          plan_id: 3,
          plan_name: 'Complete',
          price: { id: 5, amount: 4900, currency: 'GBP', interval: 'month' },
          starts_at: '2026-12-12T10:00:00.000Z',
        },
      }),
      answers: { [`POST ${PATHS.change}`]: () => jsonResponse(200, subscription()) },
    });
    expect(await screen.findByText(/Complete, £49\.00 a month/)).toBeInTheDocument();
    expect(screen.getByText(/^From .*12/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Undo change' }));
    await waitFor(() => expect(sent('POST', PATHS.change)).toHaveLength(1));
    expect(sent('POST', PATHS.change)[0]!.body).toEqual({ plan_id: 2, price_id: 3 });
    expect(toasts.success).toHaveBeenCalledWith(CHANGE_UNDONE, expect.anything());
  });

  it('offers no undo when her current plan has left the catalogue', async () => {
    mount({
      current: subscription({
        plan: { id: null, name: 'Care (old)', entitlements: [] },
        price: { id: null, amount: 1500, currency: 'GBP', interval: 'month' },
        pending_change: {
          plan_id: 3,
          plan_name: 'Complete',
          price: { id: 5, amount: 4900, currency: 'GBP', interval: 'month' },
          starts_at: '2026-12-12T10:00:00.000Z',
        },
      }),
    });
    expect(await screen.findByText(/Complete, £49\.00 a month/)).toBeInTheDocument();
    expect(screen.getByText('£15.00 a month')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo change' })).toBeNull();
  });

  it('warns of an overdue payment and retries it with another card', async () => {
    const overdue = subscription({
      status: 'past_due',
      failure_message: 'Your card was declined',
      next_attempt_at: '2026-12-15T10:00:00.000Z',
      grace_ends_at: '2026-12-19T10:00:00.000Z',
    });
    const { sent } = mount({
      current: overdue,
      answers: {
        [`POST ${PATHS.methods}`]: () =>
          jsonResponse(201, { id: 'pm_card_mastercard', brand: 'mastercard', last4: '4444' }),
        [`PUT ${PATHS.card}`]: () => jsonResponse(200, subscription()),
      },
    });
    const banner = await screen.findByRole('alert');
    expect(screen.getByText(/^Renewal due since /)).toBeInTheDocument();
    expect(screen.queryByText(/^Renews on /)).toBeNull();
    expect(banner).toHaveTextContent('Your last payment did not go through');
    expect(banner).toHaveTextContent(/We will try your card again on/);
    expect(banner).toHaveTextContent(/You keep Care until/);
    const user = userEvent.setup();
    await user.click(within(banner).getByRole('button', { name: 'Change card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change card' });
    await user.type(await within(dialog).findByLabelText(/Card number/), '5555555555554444');
    await user.type(within(dialog).getByLabelText(/Expiry/), '1230');
    await user.type(within(dialog).getByLabelText(/CVC/), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save and pay now' }));
    await waitFor(() => expect(sent('PUT', PATHS.card)).toHaveLength(1));
    const [request] = sent('PUT', PATHS.card);
    expect(request!.body).toEqual({ payment_method_id: 'pm_card_mastercard' });
    expect(request!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(toasts.success).toHaveBeenCalledWith(CARD_CHANGED, {
      description: 'The overdue payment went through.',
    });
  });

  it('shows a card declined again inside the dialog', async () => {
    const { sent } = mount({
      current: subscription({ status: 'past_due' }),
      answers: {
        [`POST ${PATHS.methods}`]: () =>
          jsonResponse(201, { id: 'pm_card_chargeDeclined', brand: 'visa', last4: '0002' }),
        // The API keeps the new card and answers what became of the overdue charge: declined again.
        [`PUT ${PATHS.card}`]: () =>
          jsonResponse(
            200,
            subscription({ status: 'past_due', failure_message: PAYMENT_MESSAGES.cardDeclined }),
          ),
      },
    });
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Change card' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Change card' });
    await user.type(await within(dialog).findByLabelText(/Card number/), '4000000000000002');
    await user.type(within(dialog).getByLabelText(/Expiry/), '1230');
    await user.type(within(dialog).getByLabelText(/CVC/), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save and pay now' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(OVERDUE_STILL_DECLINED);
    expect(alert).toHaveTextContent(PAYMENT_MESSAGES.cardDeclined);
    expect(sent('PUT', PATHS.card)).toHaveLength(1);
  });

  it('leads a first payment awaiting 3-D Secure back to the bank', async () => {
    mount({
      current: subscription({
        status: 'incomplete',
        next_action_url: '/payments/confirm/pi_sandbox_1',
        current_period_end: null,
      }),
    });
    expect(await screen.findByText('Awaiting payment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Confirm the payment' })).toHaveAttribute(
      'href',
      '/payments/confirm/pi_sandbox_1',
    );
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });
});

describe('without a subscription', () => {
  it('lists what her free account includes and leads to the plans', async () => {
    mount({
      answers: {
        [`GET ${PATHS.current}`]: () =>
          jsonResponse(200, { subscription: null, entitlements: ['expert_chat'] }),
      },
    });
    expect(await screen.findByText('You are on the free account')).toBeInTheDocument();
    const includes = screen.getByRole('list', { name: 'Your account includes' });
    expect(
      within(includes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cycle tracking', 'Direct messages with experts and doctors']);
    const adds = screen.getByRole('list', { name: 'A plan adds' });
    expect(within(adds).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'See plans and prices' })).toHaveAttribute('href', '/pricing');
  });

  it('says so while subscriptions are switched off', async () => {
    mount({
      answers: {
        [`GET ${PATHS.current}`]: () => jsonResponse(404, { detail: SUBSCRIPTION_MESSAGES.unavailable }),
      },
    });
    expect(await screen.findByText('Subscriptions are not available')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Payment history' })).toBeNull();
  });

  it('says so when her subscription cannot be loaded', async () => {
    mount({ answers: { [`GET ${PATHS.current}`]: () => jsonResponse(503, { detail: 'Down' }) } });
    expect(await screen.findByText('Could not load your subscription')).toBeInTheDocument();
  });

  it('tells an expert that plans are for patients', async () => {
    mount({ role: 'expert' });
    expect(await screen.findByText(PLANS_ARE_FOR_PATIENTS)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See plans and prices' })).toBeNull();
  });
});
