import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSULTATION_TOASTS, consultationsApi, pathOf } from '@fertilia/contracts';
import { getSession } from '@/lib/session';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { pathnameOf, patientSummary, schedule } from '@/features/consultations/test/expert-fixtures';
import { Component as ExpertDashboardRoute } from './expert-dashboard-route';

const toasts = spyOnToasts();
const FLAG = pathOf(consultationsApi.expertAvailabilityFlag);

function open() {
  const user = signInAs(
    makeUser({
      role: 'expert',
      professional_profile: { available_for_appointment: true, specialization: 'IVF' },
    }),
  );
  const fetch = installTestFetch((request) => {
    const path = pathnameOf(request);
    if (path === pathOf(consultationsApi.mySchedule)) return jsonResponse(200, schedule());
    if (path === FLAG) return jsonResponse(200, { is_available: false, message: 'Saved' });
    if (path === pathOf(consultationsApi.slots)) return jsonResponse(200, { results: [], count: 0 });
    if (path === pathOf(consultationsApi.patients))
      return jsonResponse(200, { results: [patientSummary()], count: 1, skip: 0, limit: 10 });
    return jsonResponse(200, user);
  });
  renderRoutes([{ path: '/expert-dashboard', element: <ExpertDashboardRoute /> }], '/expert-dashboard');
  return fetch;
}

describe('the expert dashboard with consultations composed in', () => {
  it('switches taking appointments off at once, in the profile too', async () => {
    const fetch = open();
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'Take appointments' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText(/42 free slots in the next 8 weeks/)).toBeInTheDocument();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(fetch.calls.filter((c) => pathnameOf(c) === FLAG).map((c) => [c.method, c.body])).toEqual([
      ['PUT', { is_available: false }],
    ]);
    expect(toasts.success).toHaveBeenCalledWith(CONSULTATION_TOASTS.availabilityUpdated, expect.anything());
    expect(getSession().user?.professional_profile?.available_for_appointment).toBe(false);
  });

  it('shows her hours, her slots and her patients, each patient opening her page', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Availability' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your slots' })).toBeInTheDocument();
    const patients = screen.getByRole('region', { name: 'My patients' });
    expect(await within(patients).findByRole('link', { name: /Grace Hopper/ })).toHaveAttribute(
      'href',
      '/patients/21',
    );
    expect(screen.getByRole('link', { name: /^Statistics/ })).toHaveAttribute('href', '/appointments/stats');
    expect(screen.getByRole('link', { name: /^Appointments/ })).toHaveAttribute('href', '/appointments');
  });
});
