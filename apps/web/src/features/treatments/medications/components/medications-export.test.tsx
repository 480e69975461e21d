import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readCsv } from '@fertilia/contracts';
import { downloadText } from '@/lib/download';
import { installTestFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { MED_PATHS, medicationsServer, pathnameOf, queryOf } from '../test/fake-api';
import { medication } from '../test/fixtures';
import { MedicationsPanel } from './medications-panel';

vi.mock('@/lib/download', () => ({ downloadText: vi.fn() }));

/** 55 medications: more than one page of 50. */
const many = () =>
  Array.from({ length: 55 }, (_, i) =>
    medication({
      id: i + 1,
      name: `Medication ${i + 1}`,
      instructions: i === 0 ? 'With food, at night' : '',
    }),
  );

describe('the whole list, page after page', () => {
  it('shows every page, and exports every medication as CSV from a fresh read', async () => {
    signInAs(makeUser({ role: 'patient' }));
    const fetch = installTestFetch(medicationsServer(many()));
    renderRoutes([{ path: '/treatments', element: <MedicationsPanel patientId={null} /> }], '/treatments');
    const list = await screen.findByRole('list', { name: 'Current medications' });
    expect(within(list).getAllByRole('heading')).toHaveLength(55);
    const listSkips = () =>
      fetch.calls.filter((c) => pathnameOf(c) === MED_PATHS.list).map((c) => queryOf(c).get('skip'));
    expect(listSkips()).toEqual(['0', '50']);

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloadText).toHaveBeenCalledTimes(1));
    expect(listSkips()).toEqual(['0', '50', '0', '50']);
    const [filename, text] = vi.mocked(downloadText).mock.calls[0]!;
    expect(filename).toMatch(/^medications-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = readCsv(text);
    expect(rows).toHaveLength(56);
    expect(rows[0]!.cells.slice(0, 5)).toEqual(['name', 'dose', 'unit', 'route', 'times']);
    expect(rows[1]!.cells).toEqual([
      'Medication 1',
      '150',
      'IU',
      'Injection under the skin',
      '08:00 20:00',
      'Every day',
      '2026-11-20',
      '2026-11-30',
      '',
      '',
      'Europe/London',
      'Dr Amara Okafor',
      'With food, at night',
      'on',
      'yes',
    ]);
  });
});
