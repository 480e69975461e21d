import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { pathOf, plansApi, subscriptionsApi } from '@fertilia/contracts';
import { CONFIG_PATH, appConfigResponse } from '@/test/app-config';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { embryoServer, pathnameOf } from '@/features/embryo/test/fake-api';
import { PLANS, subscription } from '@/features/subscriptions/subscriptions-test-helpers';
import { Component as EmbryoAnalysisRoute } from './embryo-analysis-route';

const CURRENT = pathOf(subscriptionsApi.current);

function open({
  role = 'patient',
  entitlements = [],
}: { role?: 'patient' | 'expert'; entitlements?: string[] } = {}) {
  signInAs(makeUser({ role }));
  const fetch = installTestFetch(
    embryoServer([], {
      [`GET ${CONFIG_PATH}`]: () => appConfigResponse({ enableSubscriptionFeatures: true }),
      [`GET ${CURRENT}`]: () =>
        jsonResponse(200, { subscription: entitlements.length ? subscription() : null, entitlements }),
      [`GET ${pathOf(plansApi.list)}`]: () => jsonResponse(200, PLANS),
    }),
  );
  renderRoutes([{ path: '/embryo-analysis', element: <EmbryoAnalysisRoute /> }], '/embryo-analysis');
  return { asked: (path: string) => fetch.calls.some((c) => pathnameOf(c) === path) };
}

describe('/embryo-analysis and her plan', () => {
  it('tells a patient without the plan which plan includes it, before she chooses a picture', async () => {
    open();
    expect(
      await screen.findByRole('heading', { name: /^Embryo image analysis is part of the / }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Embryo picture')).not.toBeInTheDocument();
  });

  it('gives a patient whose plan includes it the upload', async () => {
    open({ entitlements: ['expert_chat', 'ai_assistant', 'ivf_prediction', 'embryo_analysis'] });
    expect(await screen.findByLabelText('Embryo picture')).toBeInTheDocument();
    expect(screen.queryByText(/is part of the/)).not.toBeInTheDocument();
  });

  it('never asks an expert for a plan', async () => {
    const { asked } = open({ role: 'expert' });
    expect(await screen.findByLabelText('Embryo picture')).toBeInTheDocument();
    expect(asked(CURRENT)).toBe(false);
  });
});
