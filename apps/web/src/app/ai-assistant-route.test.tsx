import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pathOf, plansApi, subscriptionsApi } from '@fertilia/contracts';
import { CONFIG_PATH, appConfigResponse } from '@/test/app-config';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes, screen as stand } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { ASSISTANT_PATHS, assistantServer, pathnameOf } from '@/features/assistant/test/fake-api';
import { PLANS, subscription } from '@/features/subscriptions/subscriptions-test-helpers';
import { Component as AssistantRoute } from './ai-assistant-route';

const CURRENT = pathOf(subscriptionsApi.current);

function open({
  role = 'patient',
  entitlements = [],
  subscriptionsOn = true,
}: { role?: 'patient' | 'expert'; entitlements?: string[]; subscriptionsOn?: boolean } = {}) {
  signInAs(makeUser({ role }));
  const fetch = installTestFetch(
    assistantServer(
      {},
      {
        [`GET ${CONFIG_PATH}`]: () => appConfigResponse({ enableSubscriptionFeatures: subscriptionsOn }),
        [`GET ${CURRENT}`]: () =>
          jsonResponse(200, { subscription: entitlements.length ? subscription() : null, entitlements }),
        [`GET ${pathOf(plansApi.list)}`]: () => jsonResponse(200, PLANS),
      },
    ).handler,
  );
  const view = renderRoutes(
    [
      { path: '/ai-assistant', element: <AssistantRoute /> },
      { path: '/pricing', element: stand('pricing') },
    ],
    '/ai-assistant?c=new',
  );
  return { ...view, asked: (path: string) => fetch.calls.some((c) => pathnameOf(c) === path) };
}

const composer = () => screen.findByRole('textbox', { name: 'Your question' });

describe('/ai-assistant and her plan', () => {
  it('tells a patient without the plan which plan includes it, and asks the assistant nothing', async () => {
    const { router, asked } = open();
    expect(
      await screen.findByRole('heading', { name: 'The AI assistant is part of the Care plan' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your question' })).toBeNull();
    expect(asked(ASSISTANT_PATHS.sessions)).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'See plans' }));
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('gives a patient whose plan includes it the chat', async () => {
    open({ entitlements: ['expert_chat', 'ai_assistant', 'ivf_prediction'] });
    expect(await composer()).toBeInTheDocument();
    expect(screen.queryByText(/is part of the/)).toBeNull();
  });

  it('asks nothing about plans while subscriptions are switched off', async () => {
    const { asked } = open({ subscriptionsOn: false });
    expect(await composer()).toBeInTheDocument();
    expect(asked(CURRENT)).toBe(false);
  });

  it('never asks an expert for a plan', async () => {
    const { asked } = open({ role: 'expert' });
    expect(await composer()).toBeInTheDocument();
    expect(asked(CURRENT)).toBe(false);
  });
});
