import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  CONSULTATION_MESSAGES,
  VISIT_MESSAGES,
  pathOf,
  visitsApi,
  type VisitInfo,
} from '@fertilia/contracts';
import { formatTimeInZone } from '@/lib/format';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { pathnameOf } from '../test/expert-fixtures';
import { Component as Visit } from './visit';

const MINUTE = 60_000;
const ZONE = 'America/New_York';

function visitInfo(overrides: Partial<VisitInfo> = {}): VisitInfo {
  const start = Date.now() + 30 * MINUTE;
  return {
    appointment_id: 7,
    status: 'confirmed',
    side: 'patient',
    other_party: { id: 3, name: 'Erik Lindqvist' },
    starts_at: new Date(start).toISOString(),
    opens_at: new Date(start - 10 * MINUTE).toISOString(),
    closes_at: new Date(start + 30 * MINUTE).toISOString(),
    is_open: false,
    ice_servers: [],
    ...overrides,
  };
}

function open(answer: VisitInfo | null, path = '/appointments/7/visit') {
  signInAs(makeUser({ role: 'patient', time_zone: ZONE }));
  installTestFetch((request) =>
    answer && pathnameOf(request) === pathOf(visitsApi.visit, { id: answer.appointment_id })
      ? jsonResponse(200, answer)
      : jsonResponse(404, { detail: CONSULTATION_MESSAGES.appointmentNotFound }),
  );
  return renderRoutes([{ path: '/appointments/:appointmentId/visit', element: <Visit /> }], path);
}

const region = () => screen.getByRole('region', { name: 'Video visit' });

describe('the visit page', () => {
  it('before the visit opens: says when (in her zone) and enables Join by itself at that time', async () => {
    // jsdom has no camera: the page says so and still lets her join.
    const info = visitInfo({ opens_at: new Date(Date.now() + 1500).toISOString() });
    open(info);
    expect(await screen.findByRole('heading', { name: 'Visit with Erik Lindqvist', level: 1 })).toBeVisible();
    const join = await within(region()).findByRole('button', { name: 'Join visit' });
    expect(join).toBeDisabled();
    expect(region()).toHaveAttribute('data-connection-state', 'lobby');
    expect(screen.getByText(VISIT_MESSAGES.opensAt(formatTimeInZone(info.opens_at, ZONE)))).toBeVisible();
    expect(await screen.findByText(VISIT_MESSAGES.mediaFailed)).toBeVisible();
    await waitFor(() => expect(join).toBeEnabled(), { timeout: 4000 });
    expect(screen.getByLabelText('Camera')).toBeInTheDocument();
    expect(screen.getByLabelText('Microphone')).toBeInTheDocument();
  });

  it('after the end: the visit is closed, nothing to join', async () => {
    open(
      visitInfo({
        starts_at: new Date(Date.now() - 40 * MINUTE).toISOString(),
        opens_at: new Date(Date.now() - 50 * MINUTE).toISOString(),
        closes_at: new Date(Date.now() - 10 * MINUTE).toISOString(),
      }),
    );
    expect(await screen.findByText(VISIT_MESSAGES.closed)).toBeVisible();
    expect(region()).toHaveAttribute('data-connection-state', 'ended');
    expect(screen.queryByRole('button', { name: 'Join visit' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to appointments' })).toHaveAttribute(
      'href',
      '/appointments',
    );
  });

  it('a visit that is not confirmed cannot be joined; an unknown one is not found', async () => {
    const { unmount } = open(visitInfo({ status: 'pending' }));
    expect(await screen.findByText(VISIT_MESSAGES.notConfirmed)).toBeVisible();
    unmount();
    open(null);
    expect(await screen.findByText(CONSULTATION_MESSAGES.appointmentNotFound)).toBeVisible();
  });
});
