import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISPUTE_MESSAGES, disputesApi, pathOf } from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { disputeDetailOf } from '../dispute-test-helpers';
import { RESOLVED_TOAST, ResolveDisputeForm } from './resolve-dispute-form';

const toasts = spyOnToasts();
const RESOLVE = pathOf(disputesApi.resolve, { id: 7 });
const NOTE = 'The call logs show the visit was cut short.';

function mount(answer = () => jsonResponse(200, disputeDetailOf({ status: 'partly_refunded' }))) {
  signInAs(makeUser({ id: 9, role: 'finance' }));
  const fetch = installTestFetch((request) =>
    request.url.split('?')[0] === RESOLVE
      ? answer()
      : jsonResponse(200, makeUser({ id: 9, role: 'finance' })),
  );
  let resolved = 0;
  renderRoutes(
    [
      {
        path: '/',
        element: <ResolveDisputeForm dispute={disputeDetailOf()} onResolved={() => resolved++} />,
      },
    ],
    '/',
  );
  return {
    posts: () => fetch.calls.filter((c) => c.url.split('?')[0] === RESOLVE),
    resolved: () => resolved,
  };
}

describe('resolving a dispute', () => {
  it('checks a partial refund by the contract: present, an amount, more than zero and less than held', async () => {
    const user = userEvent.setup();
    const { posts } = mount();
    const form = await screen.findByRole('form', { name: 'Resolve the dispute' });
    await user.click(within(form).getByRole('radio', { name: /Refund part/ }));
    await user.type(within(form).getByLabelText(/Note to both sides/), NOTE);
    const refund = within(form).getByLabelText(/Refund \(GBP\)/);
    const review = within(form).getByRole('button', { name: 'Review decision' });
    const range = DISPUTE_MESSAGES.refundRange({ amount: 10_000, currency: 'GBP' });

    await user.click(review);
    expect(await within(form).findByText(DISPUTE_MESSAGES.refundRequired)).toBeInTheDocument();
    for (const [typed, message] of [
      ['12,345', DISPUTE_MESSAGES.refundNotAmount],
      ['abc', DISPUTE_MESSAGES.refundNotAmount],
      ['0', range],
      ['100', range],
      ['250.00', range],
    ] as const) {
      await user.clear(refund);
      await user.type(refund, typed);
      await user.click(review);
      expect(await within(form).findByText(message), typed).toBeInTheDocument();
    }
    expect(posts()).toHaveLength(0);
  });

  it('shows who gets what before anything moves, then sends minor units with an Idempotency-Key', async () => {
    const user = userEvent.setup();
    const { posts, resolved } = mount();
    const form = await screen.findByRole('form', { name: 'Resolve the dispute' });
    await user.click(within(form).getByRole('radio', { name: /Refund part/ }));
    await user.type(within(form).getByLabelText(/Refund \(GBP\)/), '33.33');
    await user.type(within(form).getByLabelText(/Note to both sides/), NOTE);
    await user.click(within(form).getByRole('button', { name: 'Review decision' }));

    const confirm = await screen.findByRole('group', { name: 'Confirm the decision' });
    // 66.67 released: a 15 % fee of 10.00 and 56.67 to the expert.
    expect(within(confirm).getByText('£33.33')).toBeInTheDocument();
    expect(within(confirm).getByText('£56.67')).toBeInTheDocument();
    expect(within(confirm).getByText('£10.00')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Confirm decision' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual({ outcome: 'partial_refund', refund_amount: 3_333, note: NOTE });
    expect(posts()[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(RESOLVED_TOAST, expect.anything()));
    expect(resolved()).toBe(1);
  });

  it('a release sends no refund; a refusal is shown and the same key is sent again on retry', async () => {
    const user = userEvent.setup();
    let answers = 0;
    const { posts } = mount(() =>
      ++answers === 1
        ? jsonResponse(409, { detail: DISPUTE_MESSAGES.alreadyResolved })
        : jsonResponse(200, disputeDetailOf({ status: 'released' })),
    );
    const form = await screen.findByRole('form', { name: 'Resolve the dispute' });
    expect(within(form).queryByLabelText(/Refund \(GBP\)/)).toBeNull();
    await user.type(within(form).getByLabelText(/Note to both sides/), 'Short');
    await user.click(within(form).getByRole('button', { name: 'Review decision' }));
    expect(await within(form).findByText(DISPUTE_MESSAGES.noteMin)).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Note to both sides/), ' but now long enough.');
    await user.click(within(form).getByRole('button', { name: 'Review decision' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm decision' }));
    expect(await screen.findByText(DISPUTE_MESSAGES.alreadyResolved)).toBeInTheDocument();
    expect(toasts.error).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Review decision' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm decision' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[0]!.body).toEqual({ outcome: 'release', note: 'Short but now long enough.' });
    expect(posts()[1]!.headers.get('idempotency-key')).toBe(posts()[0]!.headers.get('idempotency-key'));
  });
});
