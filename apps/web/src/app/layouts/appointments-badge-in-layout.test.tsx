import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { authApi, consultationsApi, pathOf, type User } from '@fertilia/contracts';
import { getSession } from '@/lib/session';
import { appConfigResponse, CONFIG_PATH } from '@/test/app-config';
import { installTestFetch, jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { renderRoutes, screen as routeScreen } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { FakeSocket } from '@/features/notifications/test-socket';
import { resetMemberTimeZoneAttempts } from '../use-member-time-zone';
import { Component as SignedInLayout } from './signed-in-layout';

const LIST = pathOf(consultationsApi.appointments);
const PROFILE = pathOf(authApi.profile);
const UPDATE_PROFILE = pathOf(authApi.updateProfile);

let upcoming = 0;
let serverUser: User = makeUser();
let calls: RecordedRequest[] = [];

beforeEach(() => {
  upcoming = 0;
  resetMemberTimeZoneAttempts();
  vi.stubGlobal('WebSocket', FakeSocket);
  FakeSocket.reset();
});
afterEach(() => vi.unstubAllGlobals());

function mount(user: User) {
  serverUser = user;
  signInAs(user);
  calls = installTestFetch((request) => {
    const path = request.url.split('?')[0];
    if (request.url === CONFIG_PATH) return appConfigResponse({ enableNotifications: false });
    if (path === LIST) return jsonResponse(200, { results: [], count: upcoming, skip: 0, limit: 1 });
    if (path === UPDATE_PROFILE && request.method === 'PUT') {
      serverUser = { ...serverUser, ...(request.body as object) };
      return jsonResponse(200, serverUser);
    }
    if (path === PROFILE) return jsonResponse(200, serverUser);
    return jsonResponse(200, serverUser);
  }).calls;
  renderRoutes(
    [{ element: <SignedInLayout />, children: [{ path: '/dashboard', element: routeScreen('dashboard') }] }],
    '/dashboard',
  );
}

const appointmentsLink = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
    name: /^Appointments/,
  });

describe('the Appointments entry of the sidebar', () => {
  it('counts the upcoming appointments, from a one-item page of the upcoming scope', async () => {
    upcoming = 3;
    mount(makeUser({ time_zone: 'UTC' }));
    await waitFor(() => expect(appointmentsLink()).toHaveAccessibleName('Appointments 3 upcoming'));
    const asked = new URL(calls.find((c) => c.url.startsWith(LIST))!.url, 'http://x').searchParams;
    expect(asked.get('scope')).toBe('upcoming');
    expect(asked.get('limit')).toBe('1');
  });

  it('shows no badge when nothing is upcoming', async () => {
    mount(makeUser({ time_zone: 'UTC' }));
    await waitFor(() => expect(calls.some((c) => c.url.startsWith(LIST))).toBe(true));
    expect(appointmentsLink()).toHaveAccessibleName('Appointments');
  });

  it('counts for an expert too, in her own layout', async () => {
    upcoming = 5;
    mount(makeUser({ role: 'expert', time_zone: 'UTC' }));
    const nav = await screen.findByRole('navigation', { name: /navigation/ });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /^Appointments/ })).toHaveTextContent('5'),
    );
  });
});

describe('the member’s time zone', () => {
  it('is saved once from the browser when her profile has none', async () => {
    mount(makeUser({ time_zone: null }));
    await waitFor(() => expect(getSession().user?.time_zone).toBeTruthy());
    const saves = calls.filter((c) => c.url === UPDATE_PROFILE && c.method === 'PUT');
    expect(saves).toHaveLength(1);
    expect(saves[0]!.body).toEqual({ time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    // A page's calls each go once (e2e session-expiry): the save adds no second read of her profile.
    expect(calls.filter((c) => c.url === PROFILE && c.method === 'GET').length).toBeLessThanOrEqual(1);
  });

  it('is left alone when she has one, and the save reads nothing else of hers', async () => {
    mount(makeUser({ time_zone: 'Asia/Tokyo' }));
    await waitFor(() => expect(calls.some((c) => c.url.startsWith(LIST))).toBe(true));
    expect(calls.some((c) => c.url === UPDATE_PROFILE && c.method === 'PUT')).toBe(false);
    expect(getSession().user?.time_zone).toBe('Asia/Tokyo');
  });
});
