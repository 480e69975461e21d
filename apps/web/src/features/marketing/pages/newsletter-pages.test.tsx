import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MESSAGES, marketingApi, pathOf } from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { Component as Confirm } from './newsletter-confirm';
import { Component as Unsubscribe } from './newsletter-unsubscribe';

/** Calls to any marketing endpoint (other calls, such as the session's, are not this page's). */
const MARKETING_PATHS: string[] = Object.values(marketingApi).map((endpoint) => pathOf(endpoint));
const marketingCalls = (calls: { url: string }[]) => calls.filter((c) => MARKETING_PATHS.includes(c.url));

describe('newsletter link pages', () => {
  it('confirms with the token of the link, once, and shows the answer', async () => {
    const fetch = installTestFetch(() => jsonResponse(200, { message: MESSAGES.newsletterConfirmed }));
    renderRoutes([{ path: '/newsletter/confirm', element: <Confirm /> }], '/newsletter/confirm?token=abc123');
    expect(await screen.findByRole('heading', { name: 'Subscription confirmed' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.newsletterConfirmed)).toBeInTheDocument();
    const calls = marketingCalls(fetch.calls);
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: pathOf(marketingApi.confirm),
        body: { token: 'abc123' },
      }),
    ]);
  });

  it('shows the server’s refusal of a bad link', async () => {
    installTestFetch(() => jsonResponse(400, { detail: MESSAGES.newsletterLinkInvalid }));
    renderRoutes(
      [{ path: '/newsletter/unsubscribe', element: <Unsubscribe /> }],
      '/newsletter/unsubscribe?token=x',
    );
    expect(await screen.findByRole('heading', { name: 'Unsubscribe failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.newsletterLinkInvalid);
  });

  it('unsubscribes and says so', async () => {
    installTestFetch(() => jsonResponse(200, { message: MESSAGES.newsletterUnsubscribed }));
    renderRoutes(
      [{ path: '/newsletter/unsubscribe', element: <Unsubscribe /> }],
      '/newsletter/unsubscribe?token=t',
    );
    expect(await screen.findByText(MESSAGES.newsletterUnsubscribed)).toBeInTheDocument();
  });

  it('explains a link without a token without calling the server', async () => {
    const fetch = installTestFetch(() => jsonResponse(200, {}));
    renderRoutes([{ path: '/newsletter/confirm', element: <Confirm /> }], '/newsletter/confirm');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.newsletterLinkInvalid);
    expect(marketingCalls(fetch.calls)).toHaveLength(0);
  });
});
