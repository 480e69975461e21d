import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { SLOT_OFFER_MESSAGES, pathOf, slotOffersApi, type SlotWatch } from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { SlotWatchDialog, WATCH_FAILED, WATCH_SAVED } from './slot-watch-dialog';
import { SlotWatchesCard } from './slot-watches-card';

const toasts = spyOnToasts();
const WATCHES = pathOf(slotOffersApi.watches);
const ZONE = 'America/New_York';

const watch = (overrides: Partial<SlotWatch> = {}): SlotWatch => ({
  id: 4,
  expert: { id: 7, name: 'Dr Maya Rivera', avatar_url: null, specialization: null },
  appointment_id: null,
  before: '2030-03-06T05:00:00.000Z',
  before_formatted: 'Wed, 6 Mar 2030, 00:00',
  time_zone: ZONE,
  created_at: '2030-03-01T08:00:00.000Z',
  ...overrides,
});

function Harness(props: { visit?: { id: number; starts_at: string }; suggestedBefore?: string }) {
  const [open, setOpen] = useState(true);
  return (
    <SlotWatchDialog
      expert={{ id: 7, name: 'Dr Maya Rivera' }}
      zone={ZONE}
      open={open}
      onOpenChange={setOpen}
      {...props}
    />
  );
}

function mount(element: React.ReactElement, answer: () => Response = () => jsonResponse(201, watch())) {
  signInAs(makeUser({ time_zone: ZONE }));
  const fetch = installTestFetch((request) => {
    if (request.url.split('?')[0] === WATCHES) return answer();
    return jsonResponse(200, makeUser());
  });
  renderRoutes([{ path: '/', element }], '/');
  return { posts: () => fetch.calls.filter((c) => c.url.split('?')[0] === WATCHES && c.method === 'POST') };
}

describe('asking to hear of an earlier time', () => {
  it('starts at the day of the first free time and asks for any time until that day ends, in her zone', async () => {
    const user = userEvent.setup();
    const firstFree = DateTime.now().setZone(ZONE).plus({ days: 10 }).set({ hour: 9 });
    const { posts } = mount(<Harness suggestedBefore={firstFree.toUTC().toISO()!} />);
    const dialog = await screen.findByRole('dialog', { name: 'Tell me if an earlier time frees up' });
    const day = within(dialog).getByLabelText(/Any time on or before/);
    expect(day).toHaveValue(firstFree.toISODate());

    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual({
      expert_id: 7,
      before: firstFree.plus({ days: 1 }).startOf('day').toUTC().toISO(),
    });
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(WATCH_SAVED, expect.anything()));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('for one of her visits asks no day: any time before it, and taking one moves it', async () => {
    const user = userEvent.setup();
    const { posts } = mount(<Harness visit={{ id: 12, starts_at: '2030-03-09T15:00:00.000Z' }} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText(/Any time on or before/)).toBeNull();
    expect(within(dialog).getByText(/Taking it moves your visit there\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    await waitFor(() => expect(posts()[0]?.body).toEqual({ expert_id: 7, appointment_id: 12 }));
  });

  it('shows the server’s refusal and stays open', async () => {
    const user = userEvent.setup();
    mount(<Harness />, () =>
      jsonResponse(422, {
        detail: [{ loc: ['body', 'before'], msg: SLOT_OFFER_MESSAGES.beforeTooFar, type: 'value_error' }],
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    expect(await within(dialog).findByText(SLOT_OFFER_MESSAGES.beforeTooFar)).toBeInTheDocument();
    expect(toasts.error).toHaveBeenCalledWith(WATCH_FAILED, expect.anything());
  });

  it('refuses a day outside the booking window without asking the server', async () => {
    const user = userEvent.setup();
    const { posts } = mount(<Harness />);
    const dialog = await screen.findByRole('dialog');
    const day = within(dialog).getByLabelText(/Any time on or before/);
    await user.clear(day);
    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    expect(await within(dialog).findByText(/Choose a day from/)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('lists her open requests, each with a way to withdraw it', async () => {
    const user = userEvent.setup();
    let open = [
      watch(),
      watch({ id: 5, appointment_id: 9, expert: { ...watch().expert, id: 8, name: 'Dr Ann Lee' } }),
    ];
    signInAs(makeUser({ time_zone: ZONE }));
    const fetch = installTestFetch((request) => {
      const path = request.url.split('?')[0];
      if (path === WATCHES) return jsonResponse(200, open);
      if (path === pathOf(slotOffersApi.deleteWatch, { id: 4 })) {
        open = open.filter((w) => w.id !== 4);
        return jsonResponse(200, { message: SLOT_OFFER_MESSAGES.watchWithdrawn });
      }
      return jsonResponse(200, makeUser());
    });
    renderRoutes([{ path: '/', element: <SlotWatchesCard /> }], '/');
    const card = await screen.findByRole('region', { name: 'Waiting for an earlier time' });
    expect(within(card).getByText('Any time before Wed, 6 Mar 2030, 00:00')).toBeInTheDocument();
    expect(within(card).getByText(/taking one moves your visit/)).toBeInTheDocument();

    await user.click(
      within(card).getByRole('button', { name: 'Stop waiting for an earlier time with Dr Maya Rivera' }),
    );
    await waitFor(() => expect(within(card).queryByText('Dr Maya Rivera')).toBeNull());
    expect(fetch.calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(toasts.success).toHaveBeenCalledWith(SLOT_OFFER_MESSAGES.watchWithdrawn);
  });
});
