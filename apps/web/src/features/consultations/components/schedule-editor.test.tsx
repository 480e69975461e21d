import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CONSULTATION_MESSAGES,
  CONSULTATION_TOASTS,
  consultationsApi,
  pathOf,
  type ExpertSchedule,
} from '@fertilia/contracts';
import { installTestFetch, jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { pathnameOf, schedule } from '../test/expert-fixtures';
import { ScheduleEditor } from './schedule-editor';

const toasts = spyOnToasts();
const SCHEDULE = pathOf(consultationsApi.mySchedule);
const FLAG = pathOf(consultationsApi.expertAvailabilityFlag);

/** Serves her schedule; a PUT answers `onSave` (by default: saved as sent). Slots are an empty list. */
function open(
  saved: ExpertSchedule = schedule(),
  onSave: (request: RecordedRequest) => Response = ({ body }) =>
    jsonResponse(200, { ...saved, ...(body as object) }),
) {
  signInAs(makeUser({ role: 'expert' }));
  const fetch = installTestFetch((request) => {
    const path = pathnameOf(request);
    if (path === SCHEDULE) return request.method === 'PUT' ? onSave(request) : jsonResponse(200, saved);
    if (path === FLAG) return jsonResponse(200, { is_available: false, message: 'Updated' });
    if (path === pathOf(consultationsApi.slots)) return jsonResponse(200, { results: [], count: 0 });
    return jsonResponse(404, { detail: 'Not found' });
  });
  const { router } = renderRoutes(
    [
      { path: '/', element: <ScheduleEditor /> },
      { path: '/elsewhere', element: <p>elsewhere</p> },
    ],
    '/',
  );
  const saves = () => fetch.calls.filter((c) => pathnameOf(c) === SCHEDULE && c.method === 'PUT');
  return { fetch, saves, router };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save availability' }));

describe('availability editor', () => {
  it('checks the hours with the contract’s rules and sends nothing until they are right', async () => {
    const { saves } = open();
    const until = await screen.findByLabelText('Monday, hours 1, until');
    fireEvent.change(until, { target: { value: '08:00' } });
    await save();
    expect(await screen.findByText(CONSULTATION_MESSAGES.rangeOrder)).toBeInTheDocument();
    expect(until).toHaveAttribute('aria-invalid', 'true');

    // Two ranges that overlap on one day are refused as a whole.
    fireEvent.change(until, { target: { value: '12:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add hours on Tuesday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add hours on Tuesday' }));
    fireEvent.change(screen.getByLabelText('Tuesday, hours 2, from'), { target: { value: '16:00' } });
    await save();
    expect(await screen.findByText(CONSULTATION_MESSAGES.rangesOverlap)).toBeInTheDocument();
    expect(saves()).toEqual([]);
  });

  it('saves the whole schedule as one document, weekdays copied from Monday, and says so', async () => {
    const { saves } = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add hours on Monday' }));
    await user.click(screen.getByRole('button', { name: 'Copy to weekdays' }));
    await user.selectOptions(screen.getByLabelText('Visit length'), '45');
    const buffer = screen.getByLabelText('Break between visits');
    await user.clear(buffer);
    await user.type(buffer, '15');
    await user.click(screen.getByRole('button', { name: 'Add a date' }));
    const exceptions = screen.getByRole('group', { name: 'Date exceptions' });
    fireEvent.change(within(exceptions).getByLabelText('Date'), { target: { value: '2030-12-24' } });
    await save();

    await waitFor(() => expect(saves()).toHaveLength(1));
    const monday = [
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '14:00' },
    ];
    expect(saves()[0]!.body).toEqual({
      time_zone: 'America/New_York',
      slot_minutes: 45,
      buffer_minutes: 15,
      min_notice_hours: 12,
      price: 0,
      weekly_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        ranges: weekday <= 5 ? monday : [],
      })),
      exceptions: [{ date: '2030-12-24', kind: 'day_off', ranges: [] }],
    });
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(CONSULTATION_TOASTS.availabilityUpdated, expect.anything()),
    );
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal under the field it names', async () => {
    const { saves } = open(schedule(), () =>
      jsonResponse(422, {
        detail: [
          { loc: ['body', 'weekly_hours', 0, 'ranges', 0, 'end'], msg: 'Ends after the day', type: 'custom' },
          { loc: ['body'], msg: 'Something about the whole schedule', type: 'custom' },
        ],
      }),
    );
    await screen.findByLabelText('Monday, hours 1, until');
    await save();
    expect(await screen.findByText('Ends after the day')).toBeInTheDocument();
    expect(screen.getByLabelText('Monday, hours 1, until')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Something about the whole schedule')).toBeInTheDocument();
    expect(saves()).toHaveLength(1);
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('asks before leaving with hours not saved, and lets her go once she agrees', async () => {
    const { router } = open();
    fireEvent.change(await screen.findByLabelText('Monday, hours 1, until'), { target: { value: '13:00' } });
    expect(await screen.findByText('You have unsaved changes.')).toBeInTheDocument();
    await router.navigate('/elsewhere');
    const dialog = await screen.findByRole('dialog', { name: 'Discard this draft?' });
    expect(router.state.location.pathname).toBe('/');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });

  it('tells an unverified expert that patients cannot see her yet, with the way to verification', async () => {
    open(schedule({ is_verified: false }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Patients cannot see you yet')).toBeInTheDocument();
    expect(within(alert).getByText(new RegExp(CONSULTATION_MESSAGES.notVerified))).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Go to verification' })).toHaveAttribute(
      'href',
      '/verification',
    );
  });
});
