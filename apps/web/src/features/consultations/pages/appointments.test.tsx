import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CONSULTATION_MESSAGES,
  CONSULTATION_TOASTS,
  consultationsApi,
  pathOf,
  type Appointment,
  type User,
} from '@fertilia/contracts';
import { installTestFetch, jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { appointment, appointmentList } from '../test/fixtures';
import { Component as AppointmentsPage } from './appointments';

const toasts = spyOnToasts();

const LIST = pathOf(consultationsApi.appointments);
const pathOfUrl = (url: string) => url.split('?')[0];

type Answer = (request: RecordedRequest) => Response | undefined;

function mount(
  user: User,
  byScope: Partial<Record<string, Appointment[]>>,
  answer: Answer = () => undefined,
) {
  signInAs(user);
  const fetch = installTestFetch((request) => {
    const special = answer(request);
    if (special) return special;
    if (pathOfUrl(request.url) === LIST) {
      const scope = new URL(request.url, 'http://x').searchParams.get('scope') ?? 'all';
      return jsonResponse(200, appointmentList(byScope[scope] ?? []));
    }
    return jsonResponse(200, user);
  });
  renderRoutes([{ path: '/appointments', element: <AppointmentsPage /> }], '/appointments');
  return fetch;
}

const patient = makeUser({ id: 1, time_zone: 'UTC' });
const expert = makeUser({ id: 7, role: 'doctor', time_zone: 'UTC' });

describe('my appointments', () => {
  it('shows a patient exactly the actions the server allows, and the visit in her zone', async () => {
    mount(patient, {
      upcoming: [appointment({ allowed_actions: ['cancel', 'reschedule'] })],
    });
    const card = await screen.findByRole('article', { name: /2030/ });
    expect(within(card).getByText('Dr Maya Rivera')).toBeInTheDocument();
    expect(within(card).getByText('Confirmed')).toBeInTheDocument();
    expect(within(card).getByText('Second opinion on my AMH result')).toBeInTheDocument();
    const actions = within(card).getByRole('group', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Add to calendar',
      'Reschedule',
      'Edit note',
      'Notify me of an earlier time',
      'Cancel appointment',
    ]);
    // The server allowed two; the note is hers to edit while the visit is ahead; a confirmed visit goes to her
    // calendar, and she may wait for an earlier time. Nothing an expert does.
    expect(within(card).queryByRole('link', { name: /Patient & notes/ })).toBeNull();
  });

  it('lets a patient change her note for the expert, and says “Update Failed” when that is refused', async () => {
    const user = userEvent.setup();
    const updatePath = pathOf(consultationsApi.updateAppointment, { id: 31 });
    let refuse = true;
    const fetch = mount(patient, { upcoming: [appointment({ allowed_actions: ['cancel'] })] }, (request) =>
      request.url === updatePath && request.method === 'PATCH'
        ? refuse
          ? jsonResponse(409, { detail: 'The visit has started.' })
          : jsonResponse(200, appointment({ notes: 'AMH and FSH results' }))
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your note for the expert' });
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    await user.clear(note);
    await user.type(note, 'AMH and FSH results');
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(CONSULTATION_TOASTS.updateFailedTitle, {
        description: 'The visit has started.',
      }),
    );
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Your note for the expert' })).toBeNull(),
    );
    expect(fetch.calls.filter((c) => c.url === updatePath).at(-1)?.body).toEqual({
      notes: 'AMH and FSH results',
    });
  });

  it('gives an expert accept and decline on a request, and the way to the patient’s page', async () => {
    mount(expert, {
      upcoming: [
        appointment({
          status: 'pending',
          status_display: 'Awaiting confirmation',
          allowed_actions: ['accept', 'reject', 'cancel', 'reschedule'],
        }),
      ],
    });
    const card = await screen.findByRole('article', { name: /2030/ });
    expect(within(card).getByText('Ada Lovelace')).toBeInTheDocument();
    const actions = within(card).getByRole('group', { name: 'Actions' });
    expect(within(actions).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Mark completed' })).toBeNull();
    expect(within(actions).getByRole('link', { name: /Patient & notes/ })).toHaveAttribute(
      'href',
      '/patients/1',
    );
  });

  it('needs a decline reason before asking the server', async () => {
    const user = userEvent.setup();
    const fetch = mount(expert, {
      upcoming: [appointment({ status: 'pending', allowed_actions: ['accept', 'reject'] })],
    });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline appointment' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText(CONSULTATION_MESSAGES.rejectReasonRequired)).toBeInTheDocument();
    expect(fetch.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('checks the cancel reason with the contract’s messages, then cancels and says so', async () => {
    const user = userEvent.setup();
    const cancelPath = pathOf(consultationsApi.cancel, { id: 31 });
    const fetch = mount(
      patient,
      { upcoming: [appointment({ allowed_actions: ['cancel', 'reschedule'] })] },
      (request) =>
        request.url === cancelPath
          ? jsonResponse(200, appointment({ status: 'cancelled', allowed_actions: [] }))
          : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel appointment' });
    const submit = within(dialog).getByRole('button', { name: 'Cancel appointment' });

    await user.click(submit);
    expect(await within(dialog).findByText(CONSULTATION_MESSAGES.reasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'abc');
    await user.click(submit);
    expect(await within(dialog).findByText(CONSULTATION_MESSAGES.reasonTooShort)).toBeInTheDocument();
    expect(fetch.calls.some((c) => c.url === cancelPath)).toBe(false);

    await user.type(within(dialog).getByLabelText(/Reason/), 'ent from work');
    await user.click(submit);
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(CONSULTATION_TOASTS.appointmentCancelled, {
        description: CONSULTATION_TOASTS.appointmentCancelledText,
      }),
    );
    expect(fetch.calls.find((c) => c.url === cancelPath)?.body).toEqual({ reason: 'abcent from work' });
  });

  it('says “Cancellation Failed” with the server’s reason when a cancel is refused', async () => {
    const user = userEvent.setup();
    const cancelPath = pathOf(consultationsApi.cancel, { id: 31 });
    const refusal = 'It is too close to the visit to cancel it here. Please contact your expert.';
    mount(patient, { upcoming: [appointment({ allowed_actions: ['cancel'] })] }, (request) =>
      request.url === cancelPath ? jsonResponse(409, { detail: refusal }) : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel appointment' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Something came up');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(CONSULTATION_TOASTS.cancellationFailed, {
        description: refusal,
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Cancel appointment' })).toBeInTheDocument();
  });

  it('lets a patient rate a completed visit with the keyboard, once', async () => {
    const user = userEvent.setup();
    const reviewPath = pathOf(consultationsApi.createReview, { id: 31 });
    const fetch = mount(
      patient,
      {
        past: [appointment({ status: 'completed', status_display: 'Completed', allowed_actions: [] })],
      },
      (request) =>
        request.url === reviewPath
          ? jsonResponse(201, { id: 3, rating: 4, comment: 'Kind', created_at: '2030-03-05T11:00:00Z' })
          : undefined,
    );
    await user.click(await screen.findByRole('tab', { name: 'Past' }));
    await user.click(await screen.findByRole('button', { name: 'Leave a review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate your visit' });

    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByText(CONSULTATION_MESSAGES.ratingRange)).toBeInTheDocument();

    // Arrow keys move through the stars as in any radio group.
    await user.click(within(dialog).getByRole('radio', { name: /^3 stars/ }));
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: /^4 stars/ })).toBeChecked();
    await user.type(within(dialog).getByLabelText(/Comment/), 'Kind');
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));

    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(CONSULTATION_TOASTS.reviewSubmitted, {
        description: CONSULTATION_TOASTS.reviewSubmittedText,
      }),
    );
    expect(fetch.calls.find((c) => c.url === reviewPath)?.body).toEqual({
      rating: 4,
      comment: 'Kind',
      appointment_id: 31,
    });
  });

  it('masks a reschedule failure that names internals', async () => {
    const user = userEvent.setup();
    const soon = new Date(Date.now() + 2 * 86_400_000);
    soon.setUTCHours(10, 0, 0, 0);
    const reschedulePath = pathOf(consultationsApi.reschedule, { id: 31 });
    mount(
      patient,
      { upcoming: [appointment({ starts_at: soon.toISOString(), allowed_actions: ['reschedule'] })] },
      (request) => {
        if (request.url === reschedulePath)
          return jsonResponse(409, { detail: 'Database Exception: duplicate key' });
        if (request.url.startsWith(pathOf(consultationsApi.expertAvailability, { id: 7 })))
          return jsonResponse(200, {
            expert_id: 7,
            time_zone: 'UTC',
            date_from: '',
            date_to: '',
            slots: [
              {
                id: 777,
                expert_id: 7,
                starts_at: new Date(soon.getTime() + 3_600_000).toISOString(),
                ends_at: new Date(soon.getTime() + 5_400_000).toISOString(),
                is_available: true,
                source: 'schedule',
              },
            ],
          });
        return undefined;
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule appointment' });
    await user.click(await within(dialog).findByRole('button', { name: /11:00/ }));
    await user.type(within(dialog).getByLabelText(/Reason/), 'Work trip');
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(CONSULTATION_TOASTS.rescheduleFailedTitle, {
        description: CONSULTATION_TOASTS.rescheduleGeneric,
      }),
    );
  });

  it('shows each tab’s empty state, with a way to book for patients', async () => {
    const user = userEvent.setup();
    mount(patient, {});
    expect(await screen.findByText('No upcoming appointments')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Book a consultation' }).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    expect(await screen.findByText('Nothing cancelled')).toBeInTheDocument();
  });
});
