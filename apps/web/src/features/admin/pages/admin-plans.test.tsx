import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi, pathOf, type Plan } from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { Component as AdminPlans } from './admin-plans';
import { Component as AdminPlanDetail } from './admin-plan-detail';

spyOnToasts();
const PLANS = pathOf(adminApi.plans);
const care: Plan = {
  id: 2,
  name: 'Care',
  description: 'Support from experts',
  features: ['Unlimited expert chat'],
  entitlements: ['expert_chat', 'ai_assistant'],
  is_active: true,
  prices: [],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

function mount(url: string) {
  signInAs(makeUser({ role: 'super_admin' }));
  const fetch = installTestFetch((request) => {
    const path = new URL(request.url, 'http://x').pathname;
    if (request.method === 'POST' && path === PLANS)
      return jsonResponse(201, { ...care, id: 5, ...(request.body as object) });
    if (request.method === 'PATCH' || request.method === 'PUT')
      return jsonResponse(200, { ...care, ...(request.body as object) });
    if (path === PLANS) return jsonResponse(200, [care]);
    if (path === `${PLANS}/2` || path === `${PLANS}/5`) return jsonResponse(200, care);
    return jsonResponse(404, { detail: 'Not found' });
  });
  renderRoutes(
    [
      { path: '/admin-dashboard/plans', element: <AdminPlans /> },
      { path: '/admin/plans/:planId', element: <AdminPlanDetail /> },
    ],
    url,
  );
  const writes = () => fetch.calls.filter((c) => c.method !== 'GET');
  return { writes };
}

describe('what a plan unlocks, in the back office', () => {
  it('lists each plan’s entitlements', async () => {
    mount('/admin-dashboard/plans');
    const unlocks = await screen.findByRole('list', { name: 'What Care unlocks' });
    expect(
      within(unlocks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['direct messages with experts and doctors', 'the AI fertility assistant']);
  });

  it('sends the checked entitlements when a plan is created', async () => {
    const { writes } = mount('/admin-dashboard/plans');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'New plan' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Complete');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Embryo image analysis' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'IVF success prediction' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toMatchObject({
      name: 'Complete',
      entitlements: ['ivf_prediction', 'embryo_analysis'],
    });
  });

  it('shows a plan’s entitlements checked, and saves a change of them', async () => {
    const { writes } = mount('/admin/plans/2');
    const user = userEvent.setup();
    const chat = await screen.findByRole('checkbox', { name: 'Direct messages with experts and doctors' });
    expect(chat).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Embryo image analysis' })).not.toBeChecked();
    await user.click(chat);
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toMatchObject({ entitlements: ['ai_assistant'] });
  });
});
