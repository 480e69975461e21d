import { afterEach, describe, expect, it } from 'vitest';
import { screen as dom, within } from '@testing-library/react';
import { installFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { signInAs } from '@/test/users';
import { clearSession } from '@/lib/session';
import { Component as PricingPage } from './pricing';

/** As app/pricing-route composes it; here consultations are the one screen not built. */
const Pricing = () => <PricingPage isBuilt={(path) => path !== '/appointments/book'} />;

let restore = () => {};
afterEach(() => {
  restore();
  clearSession();
});

const plan = {
  id: 1,
  name: 'Care',
  description: 'Monthly support',
  features: ['Two consultations a month'],
  is_active: true,
  prices: [
    { id: 1, plan_id: 1, amount: 1999, currency: 'USD', interval: 'month', is_active: true },
    { id: 2, plan_id: 1, amount: 500, currency: 'USD', interval: 'year', is_active: false },
  ],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('pricing page', () => {
  it('shows each plan with its active prices in major units and its features', async () => {
    restore = installFetch(() => jsonResponse(200, [plan])).restore;
    renderRoutes([{ path: '/pricing', element: <Pricing /> }], '/pricing');
    expect(await dom.findByText('Care')).toBeInTheDocument();
    expect(dom.getByText(/19\.99/)).toBeInTheDocument();
    expect(dom.getByText('per month')).toBeInTheDocument();
    expect(dom.queryByText(/5\.00/)).toBeNull();
    expect(dom.getByText('Two consultations a month')).toBeInTheDocument();
  });

  it('marks a feature whose screen is not built "Coming soon", and ticks the ones that work', async () => {
    const features = ['Everything in Essentials', 'Cycle tracking', 'Unlimited expert chat'];
    restore = installFetch(() => jsonResponse(200, [{ ...plan, features }])).restore;
    renderRoutes([{ path: '/pricing', element: <Pricing /> }], '/pricing');
    const list = await dom.findByRole('list', { name: 'What Care includes' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Everything in Essentials',
      'Cycle tracking',
      'Unlimited expert chat Coming soon',
    ]);
  });

  it('says so when there are no plans, and when they cannot be loaded', async () => {
    restore = installFetch(() => jsonResponse(200, [])).restore;
    const first = renderRoutes([{ path: '/pricing', element: <Pricing /> }], '/pricing');
    expect(await dom.findByText('No plans are on offer yet')).toBeInTheDocument();
    first.unmount();
    restore();

    restore = installFetch(() => jsonResponse(503, { detail: 'Service unavailable' })).restore;
    renderRoutes([{ path: '/pricing', element: <Pricing /> }], '/pricing');
    expect(await dom.findByText('Plans could not be loaded')).toBeInTheDocument();
  });

  it('sends a visitor to register, and tells a member that choosing a plan is not open yet', async () => {
    restore = installFetch(() => jsonResponse(200, [plan])).restore;
    const visitor = renderRoutes([{ path: '/pricing', element: <Pricing /> }], '/pricing');
    expect(await dom.findByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/register');
    visitor.unmount();

    signInAs();
    const notYet = (path: string) => path !== '/subscriptions';
    const member = renderRoutes(
      [{ path: '/pricing', element: <PricingPage isBuilt={notYet} /> }],
      '/pricing',
    );
    expect(await dom.findByText('Choosing a plan opens soon.')).toBeInTheDocument();
    expect(dom.queryByRole('link', { name: 'Choose this plan' })).toBeNull();
    member.unmount();

    // Once the subscriptions screen exists, the member goes there.
    renderRoutes([{ path: '/pricing', element: <PricingPage isBuilt={() => true} /> }], '/pricing');
    expect(await dom.findByRole('link', { name: 'Choose this plan' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
  });
});
