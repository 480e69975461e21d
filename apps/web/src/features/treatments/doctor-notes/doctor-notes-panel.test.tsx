import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DOCTOR_NOTE_MESSAGES, pathOf, treatmentApi, type DoctorNote } from '@fertilia/contracts';
import { installTestFetch, jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { DoctorNotesPanel } from './doctor-notes-panel';

const toasts = spyOnToasts();
const LIST = pathOf(treatmentApi.listDoctorNotes);
const HOUR = 3_600_000;
const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();
const author = { id: 3, name: 'Dr Jane Smith', role: 'doctor' };

function note(overrides: Partial<DoctorNote> & { id: number }): DoctorNote {
  const created = overrides.created_at ?? iso(-2 * HOUR);
  return {
    patient_id: 7,
    patient_name: 'Ada Lovelace',
    author,
    title: 'Plan after your first visit',
    content: 'Start with AMH and an antral follicle count.',
    original_title: 'Plan after your first visit',
    original_content: 'Start with AMH and an antral follicle count.',
    amendments: [],
    editable_until: new Date(Date.parse(created) + 24 * HOUR).toISOString(),
    created_at: created,
    updated_at: created,
    ...overrides,
  };
}

const AMENDED = note({
  id: 2,
  created_at: iso(-72 * HOUR),
  title: 'Plan (corrected dose)',
  content: 'Start with 150 IU a day.',
  original_title: 'Plan',
  original_content: 'Start with 225 IU a day.',
  amendments: [
    {
      id: 9,
      title: 'Plan (corrected dose)',
      content: 'Start with 150 IU a day.',
      reason: 'The dose was mistyped',
      author,
      created_at: iso(-24 * HOUR),
    },
  ],
});

function open({
  notes = [] as DoctorNote[],
  patientId = null as number | null,
  answer = (request: RecordedRequest): Response =>
    jsonResponse(request.method === 'POST' ? 201 : 200, note({ id: 50, ...(request.body as object) })),
} = {}) {
  signInAs(makeUser({ role: patientId === null ? 'patient' : 'doctor' }));
  const fetch = installTestFetch((request) => {
    const path = new URL(request.url, 'http://x').pathname;
    if (path === LIST && request.method === 'GET')
      return jsonResponse(200, { items: notes, total: notes.length, skip: 0, limit: 20 });
    if (request.method === 'DELETE') return jsonResponse(200, { message: DOCTOR_NOTE_MESSAGES.deleted });
    if (path.startsWith(LIST)) return answer(request);
    return jsonResponse(404, { detail: 'Not found' });
  });
  renderRoutes([{ path: '/', element: <DoctorNotesPanel patientId={patientId} /> }], '/');
  const writes = () =>
    fetch.calls
      .filter((c) => c.method !== 'GET')
      .map((c) => ({ method: c.method, path: new URL(c.url, 'http://x').pathname, body: c.body }));
  return { fetch, writes };
}

describe('the doctor notes tab', () => {
  it('tells a patient where notes come from when she has none', async () => {
    open();
    expect(await screen.findByText('No notes yet')).toBeInTheDocument();
    expect(
      screen.getByText(/After a consultation, your expert or doctor can write a note here/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Write a note' })).not.toBeInTheDocument();
  });

  it('shows a patient each note with its author, and an amended one with its reason and the original', async () => {
    open({ notes: [note({ id: 1 }), AMENDED] });
    const notes = await screen.findAllByRole('article');
    expect(notes[0]).toHaveTextContent('Plan after your first visit');
    expect(notes[0]).toHaveTextContent('Dr Jane Smith, Doctor');
    const amended = notes[1]!;
    expect(within(amended).getByRole('heading', { name: 'Plan (corrected dose)' })).toBeInTheDocument();
    expect(amended).toHaveTextContent('Reason: The dose was mistyped');
    expect(within(amended).getByText(/^Original, written/)).toBeInTheDocument();
    expect(amended).toHaveTextContent('Start with 225 IU a day.');
    expect(screen.queryByRole('button', { name: /^Edit|^Amend|^Delete/ })).not.toBeInTheDocument();
  });

  it('lets a doctor write a note for the patient, checked by the contract', async () => {
    const { writes } = open({ patientId: 7 });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Write a note' });
    await user.click(within(form).getByRole('button', { name: 'Save note' }));
    expect(await within(form).findByText(DOCTOR_NOTE_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(within(form).getByText(DOCTOR_NOTE_MESSAGES.contentRequired)).toBeInTheDocument();
    expect(writes()).toEqual([]);
    await user.type(within(form).getByRole('textbox', { name: /^Title/ }), 'After the scan');
    await user.type(within(form).getByRole('textbox', { name: /^Note/ }), 'Follicles look good.');
    await user.click(within(form).getByRole('button', { name: 'Save note' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          method: 'POST',
          path: LIST,
          body: { patient_id: 7, title: 'After the scan', content: 'Follicles look good.' },
        },
      ]),
    );
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(DOCTOR_NOTE_MESSAGES.saved));
  });

  it('lets her correct or delete a note within 24 hours', async () => {
    const { writes } = open({ patientId: 7, notes: [note({ id: 1 })] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Plan after your first visit' }));
    const form = screen.getByRole('form', { name: 'Edit Plan after your first visit' });
    expect(within(form).queryByRole('textbox', { name: /^Reason/ })).not.toBeInTheDocument();
    const content = within(form).getByRole('textbox', { name: /^Note/ });
    await user.clear(content);
    await user.type(content, 'Start with AMH.');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: 'PUT',
      path: pathOf(treatmentApi.updateDoctorNote, { id: 1 }),
      body: { title: 'Plan after your first visit', content: 'Start with AMH.', reason: '' },
    });
    await user.click(screen.getByRole('button', { name: 'Delete Plan after your first visit' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this note?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes().at(-1)).toMatchObject({ method: 'DELETE' }));
  });

  it('after 24 hours offers only an amendment, which needs a reason', async () => {
    const { writes } = open({ patientId: 7, notes: [AMENDED] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Amend Plan (corrected dose)' }));
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Amend Plan (corrected dose)' });
    await user.click(within(form).getByRole('button', { name: 'Add amendment' }));
    expect(await within(form).findByText(DOCTOR_NOTE_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(writes()).toEqual([]);
    await user.type(within(form).getByRole('textbox', { name: /^Reason/ }), 'Scan moved');
    await user.click(within(form).getByRole('button', { name: 'Add amendment' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toMatchObject({ reason: 'Scan moved' });
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(DOCTOR_NOTE_MESSAGES.amended));
  });

  it('shows the server’s refusal on the field it names', async () => {
    open({
      patientId: 7,
      answer: () =>
        jsonResponse(422, {
          detail: [{ loc: ['body', 'title'], msg: DOCTOR_NOTE_MESSAGES.titleTooLong, type: 'too_big' }],
        }),
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Write a note' });
    await user.type(within(form).getByRole('textbox', { name: /^Title/ }), 'T');
    await user.type(within(form).getByRole('textbox', { name: /^Note/ }), 'C');
    await user.click(within(form).getByRole('button', { name: 'Save note' }));
    expect(await within(form).findByText(DOCTOR_NOTE_MESSAGES.titleTooLong)).toBeInTheDocument();
  });
});
