import { describe, expect, it } from 'vitest';
import { Outlet, useLocation } from 'react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pathOf, paymentsApi, type SandboxIntent } from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { BreadcrumbTitleProvider, useGivenBreadcrumbTitle } from '@/lib/breadcrumb-title';
import { renderRoutes, screen as stand } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { Component as ConfirmPage } from './confirm-payment';

const ID = 'pi_sandbox_ab12';
const intent = (overrides: Partial<SandboxIntent> = {}): SandboxIntent => ({
  id: ID,
  amount: 5000,
  currency: 'GBP',
  purpose: 'top_up',
  merchant: 'Fertilia',
  status: 'requires_action',
  payment_id: 31,
  card_brand: 'visa',
  card_last4: '3184',
  ...overrides,
});

/** What the layout's breadcrumb reads for the page's last segment. */
function Crumb() {
  const { pathname } = useLocation();
  const title = useGivenBreadcrumbTitle(pathname);
  return <p>crumb: {title === undefined ? 'loading' : String(title)}</p>;
}

function mount(answer = () => jsonResponse(200, intent())) {
  signInAs(makeUser());
  const fetch = installTestFetch((request) => {
    if (request.url.includes('/confirm'))
      return jsonResponse(200, {
        id: 31,
        amount: 5000,
        currency: 'GBP',
        status: 'requires_action',
        card_brand: 'visa',
        card_last4: '3184',
        failure_message: null,
        next_action_url: `/payments/confirm/${ID}`,
        created_at: '2026-12-01T08:00:00.000Z',
      });
    if (request.url.includes(pathOf(paymentsApi.sandboxIntent, { id: ID }))) return answer();
    return jsonResponse(404, { detail: 'Not found' });
  });
  const view = renderRoutes(
    [
      {
        element: (
          <BreadcrumbTitleProvider>
            <Crumb />
            <Outlet />
          </BreadcrumbTitleProvider>
        ),
        children: [
          { path: '/payments/confirm/:id', element: <ConfirmPage /> },
          { path: '/wallet', element: stand('wallet') },
          { path: '/subscriptions', element: stand('subscriptions') },
        ],
      },
    ],
    `/payments/confirm/${ID}`,
  );
  return { ...view, posts: () => fetch.calls.filter((c) => c.method === 'POST') };
}

describe('the sandbox bank’s 3-D Secure page', () => {
  it.each([
    ['Complete authentication', 'complete'],
    ['Fail authentication', 'fail'],
  ])('“%s” answers the bank and returns to the wallet with the payment', async (label, outcome) => {
    const { posts, router } = mount();
    expect(await screen.findByText('Sandbox')).toBeInTheDocument();
    expect(screen.getByText('£50.00')).toBeInTheDocument();
    expect(screen.getByText('Fertilia')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: label }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual({ outcome });
    expect(await screen.findByText('screen: wallet')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?payment=31');
  });

  it('names the payment in the breadcrumb rather than waiting on the intent id', async () => {
    mount();
    expect(screen.getByText('crumb: loading')).toBeInTheDocument();
    expect(await screen.findByText('crumb: £50.00')).toBeInTheDocument();
  });

  it('says so when the payment is not hers', async () => {
    mount(() => jsonResponse(404, { detail: 'Payment not found' }));
    expect(await screen.findByText('Payment not found')).toBeInTheDocument();
    expect(screen.getByText('crumb: Payment')).toBeInTheDocument();
  });

  it('offers the way back when the payment was already answered', async () => {
    mount(() => jsonResponse(200, intent({ status: 'succeeded' })));
    expect(await screen.findByText('This payment has already been answered.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete authentication' })).toBeNull();
  });

  it('returns a subscription’s payment to the subscription page', async () => {
    const { posts, router } = mount(() => jsonResponse(200, intent({ purpose: 'subscription' })));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(await screen.findByText('screen: subscriptions')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/subscriptions');
  });

  it('names the way back after the payment it was for', async () => {
    const first = mount(() => jsonResponse(200, intent({ status: 'succeeded', purpose: 'subscription' })));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Back to your subscription' }));
    expect(await screen.findByText('screen: subscriptions')).toBeInTheDocument();
    first.unmount();
    mount(() => jsonResponse(200, intent({ status: 'succeeded' })));
    expect(await screen.findByRole('button', { name: 'Back to your wallet' })).toBeInTheDocument();
  });
});
