import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@fertilia/contracts';
import { installTestFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import {
  MED_PATHS,
  TREATMENT_PREFIX,
  medicationsServer,
  pathnameOf,
  queryOf,
} from '../medications/test/fake-api';
import { medication } from '../medications/test/fixtures';
import { Component as TreatmentsPage } from './treatments';

function open(role: Role, path = '/treatments') {
  signInAs(makeUser({ role }));
  const fetch = installTestFetch(medicationsServer([medication()]));
  const { router } = renderRoutes([{ path: '/treatments', element: <TreatmentsPage /> }], path);
  return { fetch, router };
}

describe('/treatments', () => {
  it('shows a patient her day at the top, then her medications in the first tab', async () => {
    open('patient');
    expect(screen.getByRole('heading', { level: 1, name: 'Treatments' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Today’s medications' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Medications' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('list', { name: 'Current medications' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Patient' })).not.toBeInTheDocument();
  });

  it('keeps the tab in the address, both ways', async () => {
    const { router } = open('patient', '/treatments?tab=labs');
    expect(screen.getByRole('tab', { name: 'Lab results' })).toHaveAttribute('aria-selected', 'true');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Doctor notes' }));
    expect(router.state.location.search).toBe('?tab=notes');
    await user.click(screen.getByRole('tab', { name: 'Medications' }));
    expect(router.state.location.search).toBe('');
  });

  it('lets a doctor choose one of her patients, kept in the address, and reads that patient’s records', async () => {
    const { fetch, router } = open('doctor', '/treatments?tab=labs');
    expect(await screen.findByText('Choose a patient to read her treatment records.')).toBeInTheDocument();
    expect(fetch.calls.some((c) => pathnameOf(c) === MED_PATHS.list)).toBe(false);
    const picker = await screen.findByRole('combobox', { name: 'Patient' });
    // Only patients with an agreed or past visit: the API opens no one else's records.
    expect(screen.queryByRole('option', { name: /Hana Sato/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(picker, 'Emily Brontë (emily@example.com)');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=labs&patient=2'));
    expect(screen.getByRole('tab', { name: 'Lab results' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Medications' }));
    expect(await screen.findByRole('list', { name: 'Current medications' })).toBeInTheDocument();
    const reads = fetch.calls.filter((c) => pathnameOf(c) === MED_PATHS.list);
    expect(reads.map((c) => queryOf(c).get('patient_id'))).toEqual(['2']);
  });

  it('tells staff the page is for patients and their professionals, and asks nothing of the API', async () => {
    const { fetch } = open('admin');
    expect(screen.getByRole('heading', { name: 'For patients and their professionals' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(fetch.calls.some((c) => pathnameOf(c).startsWith(TREATMENT_PREFIX))).toBe(false);
  });
});
