import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_MESSAGES, SUBSCRIPTION_MESSAGES } from '@fertilia/contracts';
import { PLANS_ARE_FOR_PATIENTS } from '@/lib/plan-price';
import { jsonResponse } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { screen as stand } from '@/test/render';
import { subscribedTitle } from '../components/checkout-form';
import { PATHS, mountSubscriptions, subscription } from '../subscriptions-test-helpers';
import { Component as CheckoutPage } from './checkout';

const toasts = spyOnToasts();
const routes = [
  { path: '/subscriptions/checkout', element: <CheckoutPage /> },
  { path: '/subscriptions', element: stand('subscriptions') },
  { path: '/payments/confirm/:id', element: stand('bank') },
];
const method = () => jsonResponse(201, { id: 'pm_card_visa', brand: 'visa', last4: '4242' });

async function payWith(number = '4242424242424242') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Card number/), number);
  await user.type(screen.getByLabelText(/Expiry/), '1230');
  await user.type(screen.getByLabelText(/CVC/), '123');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  return user;
}

describe('checkout', () => {
  it('shows the plan, the price for the period and what she consents to', async () => {
    mountSubscriptions(routes, '/subscriptions/checkout?plan=2&price=4');
    expect(await screen.findByRole('heading', { name: 'Care' })).toBeInTheDocument();
    expect(screen.getByText('£190.00 a year, billed once a year')).toBeInTheDocument();
    expect(screen.getByText(/£190\.00 today, then every year until you cancel/)).toBeInTheDocument();
    expect(screen.getByText(/£190\.00 on /)).toBeInTheDocument();
    expect(await screen.findByText(PAYMENT_MESSAGES.sandboxHint)).toBeInTheDocument();
  });

  it('makes a payment method, subscribes with an Idempotency-Key and opens her subscription', async () => {
    // As the API does: once she has subscribed, her current subscription is the new one.
    let subscribed = false;
    const { sent, router } = mountSubscriptions(routes, '/subscriptions/checkout?plan=2&price=3', {
      answers: {
        [`POST ${PATHS.methods}`]: method,
        [`POST ${PATHS.subscribe}`]: () => {
          subscribed = true;
          return jsonResponse(201, subscription());
        },
        [`GET ${PATHS.current}`]: () =>
          jsonResponse(200, { subscription: subscribed ? subscription() : null, entitlements: [] }),
      },
    });
    expect(await screen.findByText(/£19\.00 today, then every month until you cancel/)).toBeInTheDocument();
    await payWith();
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscriptions'));
    // Her new subscription is not taken for an old one: no change of plan is offered.
    expect(router.state.location.search).toBe('');
    expect(sent('POST', PATHS.methods)[0]!.body).toEqual({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    });
    const [request] = sent('POST', PATHS.subscribe);
    expect(request!.body).toEqual({ plan_id: 2, price_id: 3, payment_method_id: 'pm_card_visa' });
    expect(request!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(toasts.success).toHaveBeenCalledWith(subscribedTitle('Care'), expect.anything());
  });

  it('checks the card before anything is sent', async () => {
    const { sent } = mountSubscriptions(routes, '/subscriptions/checkout?plan=2&price=3');
    await payWith('4242424242424241');
    expect(await screen.findByText(PAYMENT_MESSAGES.cardNumber)).toBeInTheDocument();
    expect(sent('POST', PATHS.methods)).toHaveLength(0);
  });

  it('shows a declined card inline and as a toast, and tries again with a new key', async () => {
    const detail = `${SUBSCRIPTION_MESSAGES.failed}: ${PAYMENT_MESSAGES.cardDeclined}`;
    const { sent } = mountSubscriptions(routes, '/subscriptions/checkout?plan=2&price=3', {
      answers: {
        [`POST ${PATHS.methods}`]: method,
        [`POST ${PATHS.subscribe}`]: () => jsonResponse(402, { detail }),
      },
    });
    const user = await payWith('4000000000000002');
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(toasts.error).toHaveBeenCalledWith(detail);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(sent('POST', PATHS.subscribe)).toHaveLength(2));
    const [first, second] = sent('POST', PATHS.subscribe).map((c) => c.headers.get('idempotency-key'));
    expect(first).not.toBe(second);
  });

  it('follows 3-D Secure to the bank’s page', async () => {
    const { router } = mountSubscriptions(routes, '/subscriptions/checkout?plan=2&price=3', {
      answers: {
        [`POST ${PATHS.methods}`]: method,
        [`POST ${PATHS.subscribe}`]: () =>
          jsonResponse(
            201,
            subscription({
              status: 'incomplete',
              next_action_url: '/payments/confirm/pi_sandbox_1',
              current_period_start: null,
              current_period_end: null,
            }),
          ),
      },
    });
    await payWith('4000002760003184');
    expect(await screen.findByText('screen: bank')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payments/confirm/pi_sandbox_1');
  });

  it('sends a subscriber to change her plan instead', async () => {
    const { router } = mountSubscriptions(routes, '/subscriptions/checkout?plan=3&price=5', {
      current: subscription(),
    });
    expect(await screen.findByText('screen: subscriptions')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?change=3');
  });

  it('refuses a free plan or a price that is not the plan’s', async () => {
    const first = mountSubscriptions(routes, '/subscriptions/checkout?plan=1&price=1');
    expect(await screen.findByText('This plan cannot be chosen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans and prices' })).toHaveAttribute('href', '/pricing');
    first.unmount();
    mountSubscriptions(routes, '/subscriptions/checkout?plan=2&price=5');
    expect(await screen.findByText('This plan cannot be chosen')).toBeInTheDocument();
  });

  it('says so while subscriptions are switched off', async () => {
    mountSubscriptions(routes, '/subscriptions/checkout?plan=2&price=3', {
      answers: {
        [`GET ${PATHS.current}`]: () => jsonResponse(404, { detail: SUBSCRIPTION_MESSAGES.unavailable }),
      },
    });
    expect(await screen.findByText('Subscriptions are not available')).toBeInTheDocument();
  });

  it('tells an expert that plans are for patients, and asks nothing', async () => {
    const { fetch } = mountSubscriptions(routes, '/subscriptions/checkout?plan=2&price=3', {
      role: 'expert',
    });
    expect(await screen.findByText(PLANS_ARE_FOR_PATIENTS)).toBeInTheDocument();
    expect(fetch.calls.filter((c) => c.url.includes('/subscriptions'))).toHaveLength(0);
  });
});
