import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { CONSULTATION_MESSAGES, CONSULTATION_TOASTS, consultationsApi, pathOf } from '@fertilia/contracts';
import { installTestFetch, jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { pathnameOf, queryOf, slot } from '../test/expert-fixtures';
import { ScheduleSlots } from './schedule-slots';

const toasts = spyOnToasts();
const ZONE = 'America/New_York';
const SLOTS = pathOf(consultationsApi.slots);
/** A date three days ahead in her zone, and a slot at 10:00 that day. */
const day = DateTime.now().setZone(ZONE).plus({ days: 3 }).startOf('day');
const tenAm = day.set({ hour: 10 });
const listed = slot({
  id: 5,
  starts_at: tenAm.toUTC().toISO()!,
  ends_at: tenAm.plus({ minutes: 30 }).toUTC().toISO()!,
  source: 'manual',
});

type Handler = (request: RecordedRequest) => Response;
function open(handlers: { create?: Handler; remove?: Handler } = {}) {
  signInAs(makeUser({ role: 'expert' }));
  const fetch = installTestFetch((request) => {
    const path = pathnameOf(request);
    if (path === SLOTS && request.method === 'GET') return jsonResponse(200, { results: [listed], count: 1 });
    if (path === SLOTS && request.method === 'POST')
      return (handlers.create ?? (() => jsonResponse(201, slot({ id: 6 }))))(request);
    if (path === pathOf(consultationsApi.deleteSlot, { id: 5 }))
      return (handlers.remove ?? (() => jsonResponse(200, { message: 'Slot deleted' })))(request);
    return jsonResponse(404, { detail: 'Not found' });
  });
  renderRoutes([{ path: '/', element: <ScheduleSlots timeZone={ZONE} slotMinutes={30} /> }], '/');
  const sent = (method: string) =>
    fetch.calls.filter((c) => pathnameOf(c).startsWith(SLOTS) && c.method === method);
  return { fetch, sent };
}

const addSlotAt = async (date: string, time: string) => {
  const form = screen.getByRole('form', { name: 'Add a slot' });
  fireEvent.change(within(form).getByLabelText('Date'), { target: { value: date } });
  fireEvent.change(within(form).getByLabelText('Start time'), { target: { value: time } });
  await userEvent.click(within(form).getByRole('button', { name: 'Add slot' }));
  return form;
};

describe('her slots', () => {
  it('lists the week’s slots by day in her zone, asking for whole days there', async () => {
    const { sent } = open();
    const dayName = day.toLocaleString({ weekday: 'long', day: 'numeric', month: 'long' });
    const group = await screen.findByRole('region', { name: dayName });
    expect(within(group).getByText(/One-off/)).toBeInTheDocument();
    const query = queryOf(sent('GET')[0]!);
    expect(query).toEqual({
      date_from: DateTime.now().setZone(ZONE).toISODate(),
      date_to: DateTime.now().setZone(ZONE).plus({ days: 6 }).toISODate(),
      time_zone: ZONE,
    });
  });

  it('adds a slot at a wall time of her zone, sent as an instant with its offset', async () => {
    const { sent } = open();
    await screen.findByRole('form', { name: 'Add a slot' });
    const date = day.plus({ days: 1 }).toISODate()!;
    await addSlotAt(date, '14:15');
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    const expected = DateTime.fromISO(`${date}T14:15`, { zone: ZONE });
    expect(sent('POST')[0]!.body).toEqual({
      starts_at: expected.toISO({ suppressMilliseconds: true }),
      duration_minutes: 30,
    });
    expect((sent('POST')[0]!.body as { starts_at: string }).starts_at).toMatch(/[+-]0[45]:00$/);
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(CONSULTATION_TOASTS.slotCreated, expect.anything()),
    );
  });

  it('says beside the form when the slot overlaps another, and refuses a past time without asking', async () => {
    const { sent } = open({
      create: () => jsonResponse(409, { detail: CONSULTATION_MESSAGES.slotOverlaps }),
    });
    await screen.findByRole('form', { name: 'Add a slot' });
    const form = await addSlotAt(day.toISODate()!, '10:10');
    expect(await within(form).findByText(CONSULTATION_MESSAGES.slotOverlaps)).toBeInTheDocument();
    expect(toasts.error).not.toHaveBeenCalled();

    const yesterday = DateTime.now().setZone(ZONE).minus({ days: 1 }).toISODate()!;
    await addSlotAt(yesterday, '10:00');
    expect(await within(form).findByText(CONSULTATION_MESSAGES.slotInPast)).toBeInTheDocument();
    expect(sent('POST')).toHaveLength(1);
  });

  it('removes a slot after asking', async () => {
    const { sent } = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Remove the slot at / }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this slot?' });
    expect(sent('DELETE')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove slot' }));
    await waitFor(() => expect(sent('DELETE')).toHaveLength(1));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Slot deleted'));
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('treats a delete answer without a message as a failure (spec 02 §8)', async () => {
    open({ remove: () => jsonResponse(200, {}) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Remove the slot at / }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove slot' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(CONSULTATION_TOASTS.deletionFailed, expect.anything()),
    );
    expect(toasts.success).not.toHaveBeenCalled();
  });
});
