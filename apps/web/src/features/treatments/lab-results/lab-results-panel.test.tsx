import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HCG_RISE_SOURCE, LAB_MESSAGES, pathOf, treatmentApi, type LabResult } from '@fertilia/contracts';
import { installTestFetch, jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { LabResultsPanel } from './lab-results-panel';
import { AMH_REFERENCE, labResult, page } from './test/fixtures';

const toasts = spyOnToasts();
const LIST = pathOf(treatmentApi.listLabResults);

const AMH_NG = labResult({
  id: 1,
  test: 'amh',
  value: 1.8,
  taken_on: '2026-03-02',
  cycle_day: 3,
  reference: AMH_REFERENCE,
  flag: 'normal',
});
const AMH_PMOL = labResult({
  id: 2,
  test: 'amh',
  value: 6,
  unit: 'pmol/L',
  taken_on: '2026-06-10',
  reference: AMH_REFERENCE,
  flag: 'low',
});

function open({
  results = [] as LabResult[],
  patientId = null as number | null,
  answer = (request: RecordedRequest): Response =>
    jsonResponse(
      201,
      labResult({ id: 99, ...(request.body as { test: 'amh'; value: number; taken_on: string }) }),
    ),
} = {}) {
  signInAs(makeUser({ role: patientId === null ? 'patient' : 'doctor' }));
  const fetch = installTestFetch((request) => {
    const path = new URL(request.url, 'http://x').pathname;
    if (path === LIST && request.method === 'GET') return jsonResponse(200, page(results));
    if (path === LIST && request.method === 'POST') return answer(request);
    if (path.startsWith(LIST) && request.method === 'PUT') return answer(request);
    if (path.startsWith(LIST) && request.method === 'DELETE')
      return jsonResponse(200, { message: LAB_MESSAGES.deleted });
    return jsonResponse(404, { detail: 'Not found' });
  });
  renderRoutes([{ path: '/', element: <LabResultsPanel patientId={patientId} /> }], '/');
  const writes = () => fetch.calls.filter((c) => c.method !== 'GET');
  return { fetch, writes };
}

describe('the lab results tab', () => {
  it('tells a new patient what to add first, and offers to add it', async () => {
    open();
    expect(await screen.findByText(/Add your AMH and day-3 FSH first/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a result' })).toBeInTheDocument();
  });

  it('lists results newest first with the value, its standard unit, the flag and the range with its source', async () => {
    open({ results: [AMH_PMOL, AMH_NG] });
    const list = await screen.findByRole('list', { name: 'Lab results' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('6 pmol/L= 0.84 ng/mL');
    expect(within(items[0]!).getByText('Low')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('1.8 ng/mL');
    expect(items[1]).toHaveTextContent('cycle day 3');
    expect(within(items[1]!).getByText('In range')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent(
      'Reference 1–3.5 ng/mL. Applies to: Women 35–37. Source: Seifer et al. 2011',
    );
  });

  it('adds a result in another unit, showing what it is in the standard unit as she types', async () => {
    const { writes } = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a result' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Test/ }), 'amh');
    expect(within(dialog).getByText(/ovarian reserve/)).toBeInTheDocument();
    const unit = within(dialog).getByRole('combobox', { name: /^Unit/ });
    expect(
      within(unit)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ng/mL', 'pmol/L']);
    await user.selectOptions(unit, 'pmol/L');
    await user.type(within(dialog).getByRole('textbox', { name: /^Value/ }), '15');
    expect(within(dialog).getByText('= 2.10 ng/mL')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Date taken/), '2026-05-04');
    await user.type(within(dialog).getByRole('textbox', { name: /^Cycle day/ }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Add result' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toEqual({
      test: 'amh',
      value: 15,
      unit: 'pmol/L',
      taken_on: '2026-05-04',
      cycle_day: 3,
      lab_name: '',
      notes: '',
    });
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(LAB_MESSAGES.saved));
  });

  it('checks the form by the contract and sends nothing while it is wrong', async () => {
    const { writes } = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a result' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add result' }));
    expect(await within(dialog).findByText(LAB_MESSAGES.testInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(LAB_MESSAGES.valueInvalid)).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('puts the server’s 422 under the field it names', async () => {
    open({
      answer: () =>
        jsonResponse(422, {
          detail: [{ loc: ['body', 'taken_on'], msg: LAB_MESSAGES.takenInFuture, type: 'value_error' }],
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a result' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Test/ }), 'fsh');
    await user.type(within(dialog).getByRole('textbox', { name: /^Value/ }), '7.2');
    await user.type(within(dialog).getByLabelText(/^Date taken/), '2099-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Add result' }));
    expect(await within(dialog).findByText(LAB_MESSAGES.takenInFuture)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Date taken/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('narrows the list to one test when she asks', async () => {
    const fsh = labResult({ id: 3, test: 'fsh', value: 7.2, taken_on: '2026-06-12', cycle_day: 3 });
    open({ results: [fsh, AMH_PMOL, AMH_NG] });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Lab results' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Show' }),
      'AMH (anti-Müllerian hormone) (2)',
    );
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('h3')!.textContent),
    ).toEqual(['AMH (anti-Müllerian hormone)', 'AMH (anti-Müllerian hormone)']);
  });

  it('corrects a result in place, starting from what she recorded', async () => {
    const { writes } = open({ results: [AMH_PMOL] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Edit AMH/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit lab result' });
    expect(within(dialog).getByRole('combobox', { name: /^Unit/ })).toHaveValue('pmol/L');
    const value = within(dialog).getByRole('textbox', { name: /^Value/ });
    expect(value).toHaveValue('6');
    await user.clear(value);
    await user.type(value, '7.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.method).toBe('PUT');
    expect(new URL(writes()[0]!.url, 'http://x').pathname).toBe(
      pathOf(treatmentApi.updateLabResult, { id: 2 }),
    );
    expect(writes()[0]!.body).toMatchObject({
      test: 'amh',
      value: 7.5,
      unit: 'pmol/L',
      taken_on: '2026-06-10',
    });
  });

  it('deletes a result only after she confirms', async () => {
    const { writes } = open({ results: [AMH_NG] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Delete AMH/ }));
    expect(writes()).toEqual([]);
    const confirm = await screen.findByRole('dialog', { name: 'Delete this lab result?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(writes().map((w) => [w.method, new URL(w.url, 'http://x').pathname])).toEqual([
        ['DELETE', pathOf(treatmentApi.deleteLabResult, { id: 1 })],
      ]),
    );
  });

  it('charts both AMH results in one unit, with a switch to the other, and a table of the same', async () => {
    open({ results: [AMH_PMOL, AMH_NG] });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: /results in ng\/mL/ });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((r) => [...(r as HTMLTableRowElement).cells].map((c) => c.textContent));
    expect(cells).toEqual([
      ['Mar 2, 2026', '1.8', '—', '3'],
      ['Jun 10, 2026', '0.84', '6 pmol/L', '—'],
    ]);
    expect(
      screen.getByText(
        /Shaded: the reference range, 1–3.5 ng\/mL. Applies to: Women 35–37. Source: Seifer et al. 2011./,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'pmol/L' }));
    const other = screen.getByRole('table', { name: /results in pmol\/L/ });
    expect(
      within(other)
        .getAllByRole('row')
        .slice(1)
        .map((r) => (r as HTMLTableRowElement).cells[1]!.textContent),
    ).toEqual(['12.85', '6']);
  });

  it('reads the β-hCG doubling time in plain words, never as a diagnosis', async () => {
    open({
      results: [
        labResult({ id: 5, test: 'hcg', value: 220, taken_on: '2026-07-03' }),
        labResult({ id: 4, test: 'hcg', value: 100, taken_on: '2026-07-01' }),
      ],
    });
    expect(await screen.findByText(/doubling time 42 hours/)).toBeInTheDocument();
    expect(screen.getByText(/a rise of 120% over 48 hours/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: HCG_RISE_SOURCE.source })).toHaveAttribute(
      'href',
      HCG_RISE_SOURCE.source_url,
    );
    expect(screen.getByText(/not a diagnosis/)).toBeInTheDocument();
  });

  it('shows a doctor her patient’s results read-only, asking for that patient', async () => {
    const { fetch } = open({ results: [AMH_NG], patientId: 7 });
    await screen.findByRole('list', { name: 'Lab results' });
    expect(new URL(fetch.calls[0]!.url, 'http://x').searchParams.get('patient_id')).toBe('7');
    expect(screen.queryByRole('button', { name: 'Add a result' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('says what a result lacks to be read against a range', async () => {
    open({ results: [labResult({ id: 8, test: 'amh', value: 2, taken_on: '2026-03-02' })] });
    expect(await screen.findByText(/add your date of birth to your profile/)).toBeInTheDocument();
  });
});
