import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VERIFICATION_MESSAGES, pathOf, verificationApi, type Role } from '@fertilia/contracts';
import { installTestFetch, jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { CHUNK_WAIT } from '@/test/lazy';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { queueItem, queuePage } from '../test/fixtures';
import { Component as AdminVerifications } from './admin-verifications';

const toasts = spyOnToasts();
const QUEUE = pathOf(verificationApi.queue);

/** Signs in staff of `role` and answers the queue's calls with `handler`; other calls read the profile. */
function serve(handler: (request: RecordedRequest) => Response, role: Role = 'support') {
  const user = signInAs(makeUser({ id: 3, role }));
  const fetch = installTestFetch((request) =>
    request.url.startsWith(QUEUE) ? handler(request) : jsonResponse(200, user),
  );
  renderRoutes([{ path: '/admin/verifications', element: <AdminVerifications /> }], '/admin/verifications');
  return { queueCalls: () => fetch.calls.filter((c) => c.url.startsWith(QUEUE)) };
}

const entry = (name: string) => screen.findByRole('article', { name }, CHUNK_WAIT);

describe('professional verification queue', () => {
  it('lists waiting submissions with who sent them and the licence, and switches tabs', async () => {
    const refused = queueItem(9, {
      outcome: 'rejected',
      reason: 'No such number in the register.',
      reviewed_at: '2026-03-05T12:00:00.000Z',
    });
    const { queueCalls } = serve(({ url }) =>
      jsonResponse(
        200,
        new URL(url, 'http://x').searchParams.get('status') === 'rejected'
          ? queuePage([refused])
          : queuePage([queueItem(1), queueItem(2)], 2),
      ),
    );

    const first = await entry('Mira Doctor1');
    const card = within(first);
    expect(card.getByText(/@doctor1/)).toBeInTheDocument();
    expect(card.getByText('doctor1@example.org')).toBeInTheDocument();
    expect(card.getByText('Doctor')).toBeInTheDocument();
    expect(card.getByText('LIC-10000')).toBeInTheDocument();
    expect(card.getByText('General Medical Council')).toBeInTheDocument();
    expect(card.getByText('United Kingdom')).toBeInTheDocument();
    expect(card.getByText('Ireland')).toBeInTheDocument();
    expect(card.getByText('Registered under my maiden name Hart.')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Refuse' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Mira Doctor2' })).toBeInTheDocument();
    expect(queueCalls()[0]?.url).toBe(`${QUEUE}?status=pending&skip=0&limit=20`);

    await userEvent.click(screen.getByRole('tab', { name: 'Refused' }));
    const record = within(await entry('Mira Doctor9'));
    expect(record.getByText('No such number in the register.')).toBeInTheDocument();
    expect(record.getAllByText('Refused').length).toBeGreaterThan(0);
    expect(record.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(queueCalls().at(-1)?.url).toBe(`${QUEUE}?status=rejected&skip=0&limit=20`);
  });

  it('approves after asking, tells the reviewer and drops the entry from the waiting tab', async () => {
    let decided = false;
    const { queueCalls } = serve(({ method }) => {
      if (method === 'POST') {
        decided = true;
        return jsonResponse(200, {
          ...queueItem(1),
          outcome: 'approved',
          reviewed_at: '2026-03-05T12:00:00.000Z',
        });
      }
      return jsonResponse(200, queuePage(decided ? [queueItem(2)] : [queueItem(1), queueItem(2)]));
    });
    const user = userEvent.setup();
    await user.click(within(await entry('Mira Doctor1')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Mira Doctor1?' }, CHUNK_WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Mira Doctor1' })).toBeNull());
    expect(queueCalls().find((c) => c.method === 'POST')).toMatchObject({
      url: pathOf(verificationApi.decide, { id: 1 }),
      body: { decision: 'approve' },
    });
    expect(toasts.success).toHaveBeenCalledWith(VERIFICATION_MESSAGES.approved);
    expect(screen.getByRole('article', { name: 'Mira Doctor2' })).toBeInTheDocument();
  });

  it('refuses only with a reason, which is sent', async () => {
    let decided = false;
    const { queueCalls } = serve(({ method, body }) => {
      if (method === 'POST') {
        decided = true;
        const { reason } = body as { reason: string };
        return jsonResponse(200, {
          ...queueItem(1),
          outcome: 'rejected',
          reason,
          reviewed_at: '2026-03-05T12:00:00.000Z',
        });
      }
      return jsonResponse(200, queuePage(decided ? [] : [queueItem(1)]));
    });
    const user = userEvent.setup();
    await user.click(within(await entry('Mira Doctor1')).getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: /Refuse Mira Doctor1/ }, CHUNK_WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText(VERIFICATION_MESSAGES.reasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Too short');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText(VERIFICATION_MESSAGES.reasonMin)).toBeInTheDocument();
    expect(queueCalls().some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/Reason/), ': the register lists another name.');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(
      await screen.findByText('No licences waiting for review', undefined, CHUNK_WAIT),
    ).toBeInTheDocument();
    expect(queueCalls().find((c) => c.method === 'POST')?.body).toEqual({
      decision: 'reject',
      reason: 'Too short: the register lists another name.',
    });
    expect(toasts.success).toHaveBeenCalledWith(VERIFICATION_MESSAGES.rejected);
  });

  it('tells the reviewer when another decided it first', async () => {
    serve(({ method }) =>
      method === 'POST'
        ? jsonResponse(409, { detail: VERIFICATION_MESSAGES.alreadyDecided })
        : jsonResponse(200, queuePage([queueItem(1)])),
    );
    const user = userEvent.setup();
    await user.click(within(await entry('Mira Doctor1')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Mira Doctor1?' }, CHUNK_WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(toasts.error).toHaveBeenCalledWith(VERIFICATION_MESSAGES.alreadyDecided));
  });

  it('says plainly when the role may not review, without asking the server', async () => {
    const { queueCalls } = serve(() => jsonResponse(200, queuePage([])), 'finance');
    expect(
      await screen.findByText(VERIFICATION_MESSAGES.reviewNotAllowed, undefined, CHUNK_WAIT),
    ).toBeInTheDocument();
    expect(queueCalls()).toEqual([]);
  });

  it('says the same when the server refuses', async () => {
    serve(() => jsonResponse(403, { detail: 'You do not have permission to perform this action' }));
    expect(
      await screen.findByText(VERIFICATION_MESSAGES.reviewNotAllowed, undefined, CHUNK_WAIT),
    ).toBeInTheDocument();
  });

  it('has an empty state per tab', async () => {
    serve(() => jsonResponse(200, queuePage([])));
    expect(
      await screen.findByText('No licences waiting for review', undefined, CHUNK_WAIT),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(await screen.findByText('No approved licences yet')).toBeInTheDocument();
  });
});
