import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ZOOM_CONNECT_FAILURE_TEXT,
  ZOOM_MESSAGES,
  integrationsApi,
  pathOf,
  type Role,
  type ZoomStatus,
} from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { leaveFor } from '../browser';
import { IntegrationsCard, ZOOM_CONNECTED_TEXT } from './integrations-card';

vi.mock('../browser', () => ({ leaveFor: vi.fn() }));

const STATUS = pathOf(integrationsApi.zoomStatus);
const CONNECT = pathOf(integrationsApi.zoomConnect);
const DISCONNECT = pathOf(integrationsApi.zoomDisconnect);
const toasts = spyOnToasts();
const notConnected: ZoomStatus = { configured: true, connected: false, host_email: null, connected_at: null };
const connected: ZoomStatus = {
  configured: true,
  connected: true,
  host_email: 'eva.host@zoom.test',
  connected_at: '2026-11-01T10:00:00Z',
};

function showCard(status: ZoomStatus, path = '/settings', role: Role = 'expert') {
  signInAs(makeUser({ role }));
  let current = status;
  const fetch = installTestFetch(({ url, method }) => {
    if (url === STATUS) return jsonResponse(200, current);
    if (url === CONNECT) return jsonResponse(200, { authorize_url: 'http://zoom.test/oauth/authorize' });
    if (url === DISCONNECT && method === 'DELETE') {
      current = notConnected;
      return jsonResponse(200, { message: ZOOM_MESSAGES.disconnected });
    }
    return jsonResponse(404, { detail: 'Not found' });
  });
  const view = renderRoutes([{ path: '/settings', element: <IntegrationsCard /> }], path);
  return { fetch, ...view };
}

afterEach(() => vi.mocked(leaveFor).mockClear());

describe('the Integrations card', () => {
  it('shows a connected account with its e-mail and date, and disconnects after asking', async () => {
    const { fetch } = showCard(connected);
    const card = await screen.findByRole('region', { name: 'Integrations' });
    expect(await within(card).findByText('Connected')).toBeInTheDocument();
    expect(within(card).getByText('eva.host@zoom.test')).toBeInTheDocument();
    expect(within(card).getByText(/connected since/)).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Zoom?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(ZOOM_MESSAGES.disconnected));
    expect(fetch.calls.some((c) => c.url === DISCONNECT && c.method === 'DELETE')).toBe(true);
    expect(await within(card).findByText('Not connected')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Connect Zoom' })).toBeInTheDocument();
  });

  it('connects by sending her to Zoom', async () => {
    showCard(notConnected);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Zoom' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('http://zoom.test/oauth/authorize'));
  });

  it('says Zoom is not available when the server has none, with nothing to press', async () => {
    showCard({ ...notConnected, configured: false });
    expect(await screen.findByText('Not available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect Zoom' })).toBeNull();
  });

  it('says how the connection went after Zoom sends her back, then cleans the address', async () => {
    const { router } = showCard(connected, '/settings?zoom=connected#integrations');
    expect(await screen.findByText(ZOOM_CONNECTED_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.hash).toBe('#integrations');
  });

  it('explains a failed connection', async () => {
    showCard(notConnected, '/settings?zoom=error&reason=state#integrations');
    expect(await screen.findByText(ZOOM_CONNECT_FAILURE_TEXT.state)).toBeInTheDocument();
  });

  it('is not shown to patients', async () => {
    const { fetch } = showCard(notConnected, '/settings', 'patient');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('region', { name: 'Integrations' })).toBeNull();
    expect(fetch.calls.filter((c) => c.url === STATUS)).toEqual([]);
  });
});
