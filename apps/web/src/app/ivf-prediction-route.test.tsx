import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pathOf, plansApi, subscriptionsApi } from '@fertilia/contracts';
import { CONFIG_PATH, appConfigResponse } from '@/test/app-config';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes, screen as stand } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { ivfServer, pathnameOf } from '@/features/ivf/test/fake-api';
import { PLANS, subscription } from '@/features/subscriptions/subscriptions-test-helpers';
import { Component as IvfPredictionRoute } from './ivf-prediction-route';

const CURRENT = pathOf(subscriptionsApi.current);

function open({
  role = 'patient',
  entitlements = [],
  subscriptionsOn = true,
}: { role?: 'patient' | 'expert'; entitlements?: string[]; subscriptionsOn?: boolean } = {}) {
  signInAs(makeUser({ role }));
  const fetch = installTestFetch(
    ivfServer([], {
      [`GET ${CONFIG_PATH}`]: () => appConfigResponse({ enableSubscriptionFeatures: subscriptionsOn }),
      [`GET ${CURRENT}`]: () =>
        jsonResponse(200, { subscription: entitlements.length ? subscription() : null, entitlements }),
      [`GET ${pathOf(plansApi.list)}`]: () => jsonResponse(200, PLANS),
    }),
  );
  const view = renderRoutes(
    [
      { path: '/ivf-prediction', element: <IvfPredictionRoute /> },
      { path: '/pricing', element: stand('pricing') },
    ],
    '/ivf-prediction',
  );
  return { ...view, asked: (path: string) => fetch.calls.some((c) => pathnameOf(c) === path) };
}

describe('/ivf-prediction and her plan', () => {
  it('tells a patient without the plan which plan includes it, before she types anything', async () => {
    const { router } = open();
    expect(
      await screen.findByRole('heading', { name: 'IVF prediction is part of the Care plan' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Age/ })).not.toBeInTheDocument();
    // How far to trust it and her history stay in view.
    expect(await screen.findByRole('heading', { name: 'How far to trust this' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'See plans' }));
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('gives a patient whose plan includes it the form', async () => {
    open({ entitlements: ['expert_chat', 'ai_assistant', 'ivf_prediction'] });
    expect(await screen.findByRole('textbox', { name: /^Age/ })).toBeInTheDocument();
    expect(screen.queryByText(/is part of the/)).not.toBeInTheDocument();
  });

  it('asks nothing about plans while subscriptions are switched off', async () => {
    const { asked } = open({ subscriptionsOn: false });
    expect(await screen.findByRole('textbox', { name: /^Age/ })).toBeInTheDocument();
    expect(asked(CURRENT)).toBe(false);
  });

  it('never asks an expert for a plan: she picks a patient of hers', async () => {
    const { asked } = open({ role: 'expert' });
    expect(await screen.findByRole('heading', { name: 'Estimate for a patient' })).toBeInTheDocument();
    expect(asked(CURRENT)).toBe(false);
  });
});
