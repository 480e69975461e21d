import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { matchWebRoute } from '@fertilia/contracts';
import { screen, within } from '@testing-library/react';
import { installFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { PLAN_FEATURE_AREAS } from '@/features/public/lib/plan-feature-areas';
import { QUIZ_FEATURES } from '@/features/quiz/lib/quiz-catalogue';
import { UNAVAILABLE_PATHS, routes } from './router';

/*
 * Issue 15 item 5: nothing calls a working area missing, and nothing links a missing one as if it worked.
 * The router knows which paths are not built yet; every other place that describes features is checked
 * against it.
 */
describe('features described as available are the ones the router serves', () => {
  it('has routes built', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(UNAVAILABLE_PATHS.has('wearables')).toBe(true);
    expect(UNAVAILABLE_PATHS.has('wallet')).toBe(false);
    expect(UNAVAILABLE_PATHS.has('appointments/book')).toBe(false);
  });

  it.each(Object.entries(QUIZ_FEATURES))('the quiz is honest about %s', (_key, feature) => {
    expect(feature.available).toBe(!UNAVAILABLE_PATHS.has(feature.to.slice(1)));
  });
});

describe('the pricing page asks the router about each area a plan names', () => {
  it.each(PLAN_FEATURE_AREAS.map((area) => area.path))('%s is a screen the router knows', (path) => {
    expect(matchWebRoute(path)).toBe(path);
  });

  it('renders a feature of an unbuilt screen "Coming soon" on /pricing, and a built one plainly', async () => {
    const features = ['Cycle tracking', 'Wearable devices sync', 'One expert consultation a month'];
    const plan = {
      id: 1,
      name: 'Care',
      description: '',
      features,
      entitlements: [],
      is_active: true,
      prices: [],
    };
    const stamps = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
    const { restore } = installFetch(() => jsonResponse(200, [{ ...plan, ...stamps }]));
    try {
      const { Component } = await import('./pricing-route');
      renderRoutes([{ path: '/pricing', element: createElement(Component) }], '/pricing');
      const list = await screen.findByRole('list', { name: 'What Care includes' });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Cycle tracking', 'Wearable devices sync Coming soon', 'One expert consultation a month']);
    } finally {
      restore();
    }
  });
});
