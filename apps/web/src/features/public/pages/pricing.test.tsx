import { afterEach, describe, expect, it } from 'vitest';
import { screen as dom, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { PLANS_ARE_FOR_PATIENTS } from '@/lib/plan-price';
import { clearSession } from '@/lib/session';
import { Component as PricingPage } from './pricing';

/** As app/pricing-route composes it; here consultations are the one screen not built. */
const Pricing = () => <PricingPage isBuilt={(path) => path !== '/appointments/book'} />;
const open = (subscribedPlanId: number | null = null) => ({ open: true, subscribedPlanId });

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
  entitlements: ['expert_chat'],
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
    expect(dom.getByText('a month')).toBeInTheDocument();
    expect(dom.queryByText(/5\.00/)).toBeNull();
    expect(dom.getByText('Two consultations a month')).toBeInTheDocument();
  });

  it('shows one price per plan, for the period chosen with the Monthly / Yearly switch', async () => {
    const care = {
      ...plan,
      currency: 'GBP',
      prices: [
        { id: 3, plan_id: 1, amount: 1900, currency: 'GBP', interval: 'month', is_active: true },
        { id: 4, plan_id: 1, amount: 19000, currency: 'GBP', interval: 'year', is_active: true },
      ],
    };
    const free = {
      ...plan,
      id: 2,
      name: 'Essentials',
      prices: [{ id: 5, plan_id: 2, amount: 0, currency: 'GBP', interval: 'month', is_active: true }],
    };
    restore = installFetch(() => jsonResponse(200, [free, care])).restore;
    renderRoutes([{ path: '/pricing', element: <Pricing /> }], '/pricing');
    const price = await dom.findByRole('group', { name: 'Price of Care' });
    expect(price).toHaveTextContent('£19.00a month');
    expect(dom.queryByText(/£190\.00/)).toBeNull();
    expect(dom.getByText('Free')).toBeInTheDocument();

    // The switch is a radio group: arrow keys move from Monthly to Yearly.
    const user = userEvent.setup();
    const monthly = dom.getByRole('radio', { name: 'Monthly' });
    expect(monthly).toBeChecked();
    await user.click(monthly);
    await user.keyboard('{ArrowRight}');
    expect(dom.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    expect(price).toHaveTextContent('£190.00a year£15.83 a month, save 17% · billed once a year');
    expect(dom.queryByText(/£19\.00/)).toBeNull();
    // A plan with only a monthly price keeps showing it; the free one stays free.
    expect(dom.getByText('Free')).toBeInTheDocument();
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
    const unbuilt = renderRoutes(
      [{ path: '/pricing', element: <PricingPage isBuilt={notYet} subscribing={open()} /> }],
      '/pricing',
    );
    expect(await dom.findByText('Choosing a plan opens soon.')).toBeInTheDocument();
    unbuilt.unmount();

    // Built, but switched off (enableSubscriptionFeatures).
    const off = { open: false, subscribedPlanId: null };
    renderRoutes(
      [{ path: '/pricing', element: <PricingPage isBuilt={() => true} subscribing={off} /> }],
      '/pricing',
    );
    expect(await dom.findByText('Choosing a plan opens soon.')).toBeInTheDocument();
    expect(dom.queryByRole('link', { name: 'Choose Care' })).toBeNull();
  });

  it('leads a member to the checkout for the chosen period, and marks her own plan', async () => {
    const care = {
      ...plan,
      prices: [
        { id: 3, plan_id: 1, amount: 1900, currency: 'GBP', interval: 'month', is_active: true },
        { id: 4, plan_id: 1, amount: 19000, currency: 'GBP', interval: 'year', is_active: true },
      ],
    };
    const complete = {
      ...care,
      id: 3,
      name: 'Complete',
      prices: [{ ...care.prices[0]!, id: 6, plan_id: 3 }],
    };
    const free = {
      ...plan,
      id: 2,
      name: 'Essentials',
      prices: [{ id: 5, plan_id: 2, amount: 0, currency: 'GBP', interval: 'month', is_active: true }],
    };
    restore = installFetch(() => jsonResponse(200, [free, care, complete])).restore;
    signInAs();
    const member = renderRoutes(
      [{ path: '/pricing', element: <PricingPage isBuilt={() => true} subscribing={open()} /> }],
      '/pricing',
    );
    const choose = await dom.findByRole('link', { name: 'Choose Care' });
    expect(choose).toHaveAttribute('href', '/subscriptions/checkout?plan=1&price=3');
    expect(dom.getByText('Included with your account')).toBeInTheDocument();
    await userEvent.setup().click(dom.getByRole('radio', { name: 'Yearly' }));
    expect(choose).toHaveAttribute('href', '/subscriptions/checkout?plan=1&price=4');
    member.unmount();

    // A subscriber: her plan says so and leads to her subscription; another plan is a change of plan.
    renderRoutes(
      [{ path: '/pricing', element: <PricingPage isBuilt={() => true} subscribing={open(1)} /> }],
      '/pricing',
    );
    expect(await dom.findByText('Your plan')).toBeInTheDocument();
    expect(dom.getByRole('link', { name: 'Manage your subscription' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
    expect(dom.getByRole('link', { name: 'Choose Complete' })).toHaveAttribute(
      'href',
      '/subscriptions?change=3',
    );
  });

  it('tells an expert that plans are for patients', async () => {
    restore = installFetch(() => jsonResponse(200, [plan])).restore;
    signInAs(makeUser({ role: 'expert' }));
    renderRoutes(
      [{ path: '/pricing', element: <PricingPage isBuilt={() => true} subscribing={open()} /> }],
      '/pricing',
    );
    expect(await dom.findByText(`${PLANS_ARE_FOR_PATIENTS}.`)).toBeInTheDocument();
    expect(dom.queryByRole('link', { name: 'Choose Care' })).toBeNull();
  });
});
