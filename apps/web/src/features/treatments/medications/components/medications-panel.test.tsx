import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEDICATION_MESSAGES, browserTimeZone } from '@fertilia/contracts';
import { jsonResponse, installTestFetch } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { MED_PATHS, medicationsServer, pathnameOf, queryOf, type Answers } from '../test/fake-api';
import { dose, medication } from '../test/fixtures';
import { MedicationsPanel } from './medications-panel';
import { TodayDosesCard } from './today-doses-card';

const toasts = spyOnToasts();

function open(
  stored = [medication()],
  {
    patientId = null,
    doses = [],
    answers = {},
  }: { patientId?: number | null; doses?: ReturnType<typeof dose>[]; answers?: Answers } = {},
) {
  signInAs(makeUser({ role: patientId === null ? 'patient' : 'doctor' }));
  const fetch = installTestFetch(medicationsServer(stored, doses, answers));
  renderRoutes(
    [
      {
        path: '/treatments',
        element: (
          <>
            <TodayDosesCard patientId={patientId} />
            <MedicationsPanel patientId={patientId} />
          </>
        ),
      },
    ],
    '/treatments',
  );
  return fetch;
}

describe('her medications', () => {
  it('says what to add first when she has none, and offers to add it', async () => {
    open([]);
    expect(await screen.findByRole('heading', { name: 'No medications yet' })).toBeInTheDocument();
    expect(screen.getByText(/Start with what your clinic prescribed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a medication' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(await screen.findByText(/No doses today/)).toBeInTheDocument();
  });

  it('lists current ones with the schedule in words, and folds past ones away', async () => {
    open([
      medication({ prescriber: 'Dr Amara Okafor' }),
      medication({
        id: 2,
        name: 'letrozole',
        dose: 2.5,
        dose_unit: 'mg',
        route: 'oral',
        times: ['09:00'],
        active: false,
        reminders_enabled: false,
      }),
    ]);
    const current = await screen.findByRole('list', { name: 'Current medications' });
    expect(
      within(current).getByText(/^150 IU · injection under the skin · 08:00 and 20:00 · every day, /),
    ).toBeInTheDocument();
    expect(within(current).getByText('Prescribed by Dr Amara Okafor')).toBeInTheDocument();
    expect(within(current).getByText('Reminders on')).toBeInTheDocument();
    const past = screen.getByRole('list', { name: 'Past medications', hidden: true });
    expect(within(past).getByText('letrozole')).not.toBeVisible();
    await userEvent.click(screen.getByText('Past medications (1)'));
    expect(within(past).getByText('letrozole')).toBeVisible();
    expect(within(past).getByText('Reminders off')).toBeInTheDocument();
  });

  it('adds one picked from the catalog with two times, route and unit filled in, in her time zone', async () => {
    const fetch = open([]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a medication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a medication' });
    const name = within(dialog).getByRole('combobox', { name: /Medication/ });
    await user.type(name, 'menop');
    expect(within(dialog).getByRole('option', { name: /Menopur \(menotropin\)/ })).toBeInTheDocument();
    // Escape closes the list, not the dialog; the arrows open it again.
    await user.keyboard('{Escape}');
    expect(name).toHaveAttribute('aria-expanded', 'false');
    expect(dialog).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(name).toHaveValue('Menopur (menotropin)');
    expect(within(dialog).getByRole('combobox', { name: /Unit/ })).toHaveValue('IU');
    expect(within(dialog).getByRole('combobox', { name: /How it is taken/ })).toHaveValue('subcutaneous');
    await user.type(within(dialog).getByRole('textbox', { name: /Dose/ }), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Add a time' }));
    fireEvent.change(within(dialog).getByLabelText('Time 2'), { target: { value: '20:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Add medication' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posted = fetch.calls.find((c) => c.method === 'POST' && pathnameOf(c) === MED_PATHS.list);
    expect(posted?.body).toMatchObject({
      name: 'Menopur (menotropin)',
      dose: 150,
      dose_unit: 'IU',
      route: 'subcutaneous',
      schedule_kind: 'every_day',
      times: ['08:00', '20:00'],
      end_date: null,
      time_zone: browserTimeZone(),
      reminders_enabled: true,
    });
    expect(toasts.success).toHaveBeenCalledWith(MEDICATION_MESSAGES.saved);
    expect(await screen.findByText('Menopur (menotropin)')).toBeInTheDocument();
  });

  it('reads cycle days typed as ranges, and refuses what the contract refuses before sending', async () => {
    const fetch = open([]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a medication' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('combobox', { name: /Medication/ }), 'My own tonic');
    await user.type(within(dialog).getByRole('textbox', { name: /Dose/ }), '1');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Unit/ }), 'tablet');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /How it is taken/ }), 'oral');
    await user.click(within(dialog).getByRole('radio', { name: 'On days of my cycle' }));
    const days = within(dialog).getByRole('textbox', { name: 'Days of the cycle' });
    await user.type(days, '2-4, x');
    await user.click(within(dialog).getByRole('button', { name: 'Add medication' }));
    expect(await within(dialog).findByText(MEDICATION_MESSAGES.cycleDayInvalid)).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, '2-4, 9');
    expect(within(dialog).getByText('Days 2–4, 9')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add medication' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posted = fetch.calls.filter((c) => c.method === 'POST' && pathnameOf(c) === MED_PATHS.list);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.body).toMatchObject({
      name: 'My own tonic',
      schedule_kind: 'cycle_days',
      cycle_days: [2, 3, 4, 9],
    });
  });

  it('shows the API’s refusal on the field it names and keeps the dialog open', async () => {
    open([medication()], {
      answers: {
        [`PUT ${MED_PATHS.one(1)}`]: () =>
          jsonResponse(422, {
            detail: [
              { loc: ['body', 'time_zone'], msg: 'Time zone must be an IANA time zone name', type: 'custom' },
            ],
          }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change Gonal-f (follitropin alfa)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Gonal-f (follitropin alfa)' });
    expect(within(dialog).getByRole('textbox', { name: /Dose/ })).toHaveValue('150');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const zone = within(dialog).getByRole('combobox', { name: /Time zone/ });
    await waitFor(() => expect(zone).toHaveAccessibleDescription(/Time zone must be an IANA time zone name/));
    expect(zone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('deletes one after asking', async () => {
    const fetch = open([medication()]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Gonal-f (follitropin alfa)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Gonal-f (follitropin alfa)?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'No medications yet' })).toBeInTheDocument();
    expect(fetch.calls.some((c) => c.method === 'DELETE' && pathnameOf(c) === MED_PATHS.one(1))).toBe(true);
  });

  it('shows doses taken per day with words for each square', async () => {
    open([medication()]);
    expect(await screen.findByText('75%')).toBeInTheDocument();
    const strip = screen.getByRole('list', { name: 'Gonal-f (follitropin alfa), day by day' });
    const squares = within(strip).getAllByRole('listitem');
    expect(squares).toHaveLength(2);
    expect(squares[1]).toHaveTextContent(/1 of 2 taken, 1 missed/);
  });

  it('offers a retry when the list cannot load', async () => {
    let fail = true;
    open([medication()], {
      answers: {
        [`GET ${MED_PATHS.list}`]: (request) =>
          fail
            ? jsonResponse(503, { detail: 'Down' })
            : jsonResponse(200, {
                items: [medication()],
                total: 1,
                skip: Number(queryOf(request).get('skip')),
                limit: 50,
              }),
      },
    });
    expect(await screen.findByText('Unable to load medications')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Current medications' })).toBeInTheDocument();
  });
});

describe('today’s doses', () => {
  it('logs a dose as taken and shows its new state without a reload', async () => {
    const fetch = open([medication()], {
      doses: [dose(), dose({ time: '20:00', due_at: '2026-11-25T20:00:00.000Z' })],
    });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Today’s doses' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^08:00.*Due/),
      expect.stringMatching(/^20:00.*Due/),
    ]);
    await user.click(
      within(rows[0]!).getByRole('button', { name: 'Taken: 08:00 Gonal-f (follitropin alfa)' }),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Taken'));
    expect(
      within(list).getAllByRole('listitem')[0]!.querySelector('[aria-pressed="true"]'),
    ).toHaveTextContent('Taken');
    const posted = fetch.calls.filter((c) => c.method === 'POST' && pathnameOf(c) === MED_PATHS.doses(1));
    expect(posted.map((c) => c.body)).toEqual([{ date: '2026-11-25', time: '08:00', status: 'taken' }]);
    expect(toasts.success).toHaveBeenCalledWith(MEDICATION_MESSAGES.doseLogged);
  });

  it('reads a patient’s day and list for a professional, without ways to change them', async () => {
    const fetch = open([medication()], { patientId: 2, doses: [dose({ state: 'missed' })] });
    expect(await screen.findByText('Missed')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Current medications' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Taken/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Change/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a medication' })).not.toBeInTheDocument();
    const reads = fetch.calls.filter((c) =>
      [MED_PATHS.list, MED_PATHS.today, MED_PATHS.adherence].includes(pathnameOf(c)),
    );
    expect(reads.length).toBeGreaterThanOrEqual(3);
    expect(reads.every((c) => queryOf(c).get('patient_id') === '2')).toBe(true);
  });
});
