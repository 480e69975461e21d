import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  APPOINTMENT_STATUS_LABELS,
  CONSULTATION_MESSAGES,
  CONSULTATION_TOASTS,
  consultationsApi,
  pathOf,
  type PatientDetail,
} from '@fertilia/contracts';
import { installTestFetch, jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { ageOf } from '../components/patient-header';
import { appointment, notes, pathnameOf, patientSummary } from '../test/expert-fixtures';
import { Component as Patient } from './patient';

const toasts = spyOnToasts();

const detail = (): PatientDetail => ({
  patient: patientSummary(),
  appointments: [
    appointment({ id: 101, has_notes: true }),
    appointment({
      id: 102,
      status: 'confirmed',
      status_display: 'Confirmed',
      starts_at: '2026-12-01T15:00:00Z',
      ends_at: '2026-12-01T15:30:00Z',
      completed_at: null,
      notes: null,
    }),
    appointment({
      id: 103,
      status: 'cancelled',
      status_display: 'Cancelled',
      starts_at: '2026-09-01T15:00:00Z',
      ends_at: '2026-09-01T15:30:00Z',
      status_reason: 'Travelling that week',
      notes: null,
    }),
  ],
  notes: [notes({ appointment_id: 101 })],
});

type Handler = (request: RecordedRequest) => Response;
function open(path = '/patients/21', handlers: { patient?: Handler; notes?: Handler } = {}) {
  signInAs(makeUser({ id: 9, role: 'expert' }));
  const fetch = installTestFetch((request) => {
    const at = pathnameOf(request);
    if (at === pathOf(consultationsApi.patient, { id: 21 }))
      return (handlers.patient ?? (() => jsonResponse(200, detail())))(request);
    if (at.endsWith('/notes')) {
      const id = Number(at.split('/').at(-2));
      return (
        handlers.notes ??
        (({ body }) =>
          jsonResponse(
            request.method === 'POST' ? 201 : 200,
            notes({ appointment_id: id, ...(body as object) }),
          ))
      )(request);
    }
    return jsonResponse(404, { detail: 'Not found' });
  });
  renderRoutes(
    [
      { path: '/patients/:patientId', element: <Patient /> },
      { path: '/appointments', element: <p>appointments list</p> },
    ],
    path,
  );
  const sent = (method: string) =>
    fetch.calls.filter((c) => pathnameOf(c).endsWith('/notes') && c.method === method);
  return { fetch, sent };
}

const visit = (id: number) => document.getElementById(`appointment-${id}`)!;

describe('a patient’s page', () => {
  it('shows who she is, her visits newest first with their status, and the notes written', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'grace@example.com' })).toHaveAttribute(
      'href',
      'mailto:grace@example.com',
    );
    expect(screen.getByText(new RegExp(`^${ageOf('1990-06-15')} \\(born`))).toBeInTheDocument();
    // She has had a visit: her treatment record opens from here.
    expect(screen.getByRole('link', { name: 'Medications, lab results and notes' })).toHaveAttribute(
      'href',
      `/treatments?patient=${patientSummary().id}`,
    );

    const articles = screen.getAllByRole('article');
    expect(articles.map((a) => a.id)).toEqual(['appointment-102', 'appointment-101', 'appointment-103']);
    expect(within(visit(101)).getByText(APPOINTMENT_STATUS_LABELS.completed)).toBeInTheDocument();
    expect(within(visit(101)).getByText('Diminished ovarian reserve')).toBeInTheDocument();
    expect(within(visit(101)).getByText('Second opinion on my AMH results')).toBeInTheDocument();
    expect(within(visit(102)).getByRole('button', { name: 'Write notes' })).toBeInTheDocument();
    expect(within(visit(103)).getByText(CONSULTATION_MESSAGES.notesNotAllowed)).toBeInTheDocument();
    expect(within(visit(103)).getByText('Travelling that week')).toBeInTheDocument();
    expect(within(visit(103)).queryByRole('button')).not.toBeInTheDocument();
  });

  it('writes a new note: at least one section, then POST, and says Notes Added', async () => {
    const { sent } = open();
    const user = userEvent.setup();
    await user.click(
      await within(await screen.findByRole('article', { name: /December/ })).findByRole('button', {
        name: 'Write notes',
      }),
    );
    const form = within(visit(102)).getByRole('form', { name: 'Write visit notes' });
    expect(within(form).getByText(/The patient sees only this summary/)).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Summary shared with the patient'), 'See you in March.');
    await user.click(within(form).getByRole('button', { name: 'Add notes' }));
    expect(await within(form).findByText(CONSULTATION_MESSAGES.notesEmpty)).toBeInTheDocument();
    expect(sent('POST')).toEqual([]);

    await user.type(within(form).getByLabelText('Subjective'), 'Feels better');
    await user.click(within(form).getByRole('button', { name: 'Add notes' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(pathnameOf(sent('POST')[0]!)).toBe(pathOf(consultationsApi.createNotes, { id: 102 }));
    expect(sent('POST')[0]!.body).toEqual({
      subjective: 'Feels better',
      objective: null,
      assessment: null,
      plan: null,
      shared_summary: 'See you in March.',
    });
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(CONSULTATION_TOASTS.notesAdded));
  });

  it('edits a written note with PATCH, and says so when that fails', async () => {
    const { sent } = open('/patients/21', {
      notes: () => jsonResponse(409, { detail: CONSULTATION_MESSAGES.notesNotAllowed }),
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(visit(101)).getByRole('button', { name: 'Edit notes' }));
    const plan = within(visit(101)).getByLabelText('Plan');
    expect(plan).toHaveValue('Discuss IVF with ICSI');
    await user.clear(plan);
    await user.type(plan, 'Start stimulation in January');
    await user.click(within(visit(101)).getByRole('button', { name: 'Save notes' }));

    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(pathnameOf(sent('PATCH')[0]!)).toBe(pathOf(consultationsApi.updateNotes, { id: 101 }));
    expect(sent('PATCH')[0]!.body).toMatchObject({
      plan: 'Start stimulation in January',
      objective: 'AMH 0.9 ng/mL',
    });
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(CONSULTATION_TOASTS.notesUpdateFailed, {
        description: CONSULTATION_MESSAGES.notesNotAllowed,
      }),
    );
    expect(sent('POST')).toEqual([]);
  });

  it('opens a visit linked by its anchor, ready for its notes', async () => {
    open('/patients/21#appointment-102');
    const form = await within(await screen.findByRole('article', { name: /December/ })).findByRole('form', {
      name: 'Write visit notes',
    });
    expect(form).toBeInTheDocument();
    await waitFor(() => expect(visit(102)).toHaveFocus());
  });

  it('answers a patient she never saw with a friendly not-found page and no toast', async () => {
    open('/patients/21', {
      patient: () => jsonResponse(404, { detail: CONSULTATION_MESSAGES.patientNotFound }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: CONSULTATION_MESSAGES.patientNotFound }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to appointments' })).toHaveAttribute('href', '/appointments');
    expect(toasts.error).not.toHaveBeenCalled();
  });
});
