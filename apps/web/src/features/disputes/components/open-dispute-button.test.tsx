import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISPUTE_MESSAGES, disputesApi, pathOf } from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { DISPUTE_OPENED_TOAST, OpenDisputeButton } from './open-dispute-button';

const toasts = spyOnToasts();
const OPEN = pathOf(disputesApi.open);
const REASON = 'The expert never joined the video call at the booked time.';

function mount(answer: () => Response) {
  const me = makeUser({ id: 2 });
  signInAs(me);
  const fetch = installTestFetch((r) => (r.url.split('?')[0] === OPEN ? answer() : jsonResponse(200, me)));
  renderRoutes(
    [{ path: '/', element: <OpenDisputeButton appointmentId={31} deadline="2030-03-07T09:30:00.000Z" /> }],
    '/',
  );
  return { posts: () => fetch.calls.filter((c) => c.url.split('?')[0] === OPEN) };
}

const opened = {
  id: 7,
  appointment_id: 31,
  status: 'open',
  reason: REASON,
  created_at: '2030-03-05T10:00:00.000Z',
  message: DISPUTE_MESSAGES.opened,
};

describe('the dispute button', () => {
  it('checks the reason by the contract, sends it with an Idempotency-Key and toasts', async () => {
    const user = userEvent.setup();
    const { posts } = mount(() => jsonResponse(201, opened));
    await user.click(await screen.findByRole('button', { name: 'Dispute this payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute this payment' });
    expect(within(dialog).getByText(/You can dispute it until/)).toBeInTheDocument();
    const reason = within(dialog).getByLabelText(/What went wrong/);
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    expect(await within(dialog).findByText(DISPUTE_MESSAGES.reasonRequired)).toBeInTheDocument();
    await user.type(reason, 'Too short');
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    expect(await within(dialog).findByText(DISPUTE_MESSAGES.reasonMin)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual({ appointment_id: 31, reason: REASON });
    expect(posts()[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(DISPUTE_OPENED_TOAST, {
        description: DISPUTE_MESSAGES.opened,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the refusal (window passed) in the dialog and keeps it open', async () => {
    const user = userEvent.setup();
    mount(() => jsonResponse(409, { detail: DISPUTE_MESSAGES.windowPassed }));
    await user.click(await screen.findByRole('button', { name: 'Dispute this payment' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/What went wrong/), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    expect(await within(dialog).findByText(DISPUTE_MESSAGES.windowPassed)).toBeInTheDocument();
    expect(toasts.error).toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
