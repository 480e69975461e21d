import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { integrationsApi, pathOf, type Role, type ZoomStatus } from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { leaveFor } from '../browser';
import { ZoomBanner, zoomBannerKey } from './zoom-banner';

// The one seam a component test cannot cross: leaving for another site.
vi.mock('../browser', () => ({ leaveFor: vi.fn() }));

const STATUS = pathOf(integrationsApi.zoomStatus);
const CONNECT = pathOf(integrationsApi.zoomConnect);
const AUTHORIZE = 'http://zoom.test/oauth/authorize?state=abc';
const notConnected: ZoomStatus = { configured: true, connected: false, host_email: null, connected_at: null };

function showBanner(role: Role, status: ZoomStatus = notConnected) {
  const user = signInAs(makeUser({ id: 41, role }));
  const fetch = installTestFetch(({ url }) => {
    if (url === STATUS) return jsonResponse(200, status);
    if (url === CONNECT) return jsonResponse(200, { authorize_url: AUTHORIZE });
    return jsonResponse(404, { detail: 'Not found' });
  });
  renderRoutes([{ path: '/expert-dashboard', element: <ZoomBanner /> }], '/expert-dashboard');
  return { user, fetch };
}

afterEach(() => {
  localStorage.clear();
  vi.mocked(leaveFor).mockClear();
});

describe('the Connect Zoom banner', () => {
  it('invites an expert without Zoom to connect, and sends her to Zoom', async () => {
    showBanner('expert');
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Zoom' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(AUTHORIZE));
  });

  it('shows to doctors too', async () => {
    showBanner('doctor');
    expect(await screen.findByRole('region', { name: 'Host your visits on Zoom' })).toBeInTheDocument();
  });

  it('stays dismissed for this account once dismissed', async () => {
    const { user } = showBanner('expert');
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss the Zoom banner' }));
    expect(screen.queryByRole('region', { name: 'Host your visits on Zoom' })).toBeNull();
    expect(localStorage.getItem(zoomBannerKey(user.id))).toBe('1');
  });

  it('does not show, nor ask, once dismissed on this browser', async () => {
    localStorage.setItem(zoomBannerKey(41), '1');
    const { fetch } = showBanner('expert');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('region', { name: 'Host your visits on Zoom' })).toBeNull();
    expect(fetch.calls.filter((c) => c.url === STATUS)).toEqual([]);
  });

  it('does not show when she is connected, or when Zoom is not set up here', async () => {
    for (const status of [
      { ...notConnected, connected: true, host_email: 'eva@zoom.test', connected_at: '2026-11-01T10:00:00Z' },
      { ...notConnected, configured: false },
    ]) {
      const { fetch } = showBanner('expert', status);
      await waitFor(() => expect(fetch.calls.some((c) => c.url === STATUS)).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(screen.queryByRole('region', { name: 'Host your visits on Zoom' })).toBeNull();
    }
  });

  it('never shows to patients or staff, who are not asked about Zoom at all', async () => {
    for (const role of ['patient', 'admin'] as const) {
      const { fetch } = showBanner(role);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(screen.queryByRole('region', { name: 'Host your visits on Zoom' })).toBeNull();
      expect(fetch.calls.filter((c) => c.url === STATUS)).toEqual([]);
    }
  });
});
