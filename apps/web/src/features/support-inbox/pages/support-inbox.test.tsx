import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MARKETING_MESSAGES, pathOf, supportInboxApi, type SupportMessageDetail } from '@fertilia/contracts';
import { installTestFetch, jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import { makeUser } from '@/test/users';
import { setSession } from '@/lib/session';
import { Component as Inbox } from './support-inbox';
import { Component as Message } from './support-message';

const toasts = spyOnToasts();

/** Every inbox call starts with the list's path (a message is /messages/{id}). */
const INBOX = pathOf(supportInboxApi.list);

const summary = (id: number, status: 'open' | 'answered' | 'closed') => ({
  id,
  name: `Sender ${id}`,
  email: `s${id}@example.org`,
  preview: `Question number ${id}`,
  status,
  reply_count: status === 'open' ? 0 : 1,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
});

const thread = (over: Partial<SupportMessageDetail> = {}): SupportMessageDetail => ({
  id: 7,
  name: 'Lena Ortiz',
  email: 'lena@example.org',
  message: 'Is there a clinic near Lisbon?',
  status: 'open',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  replies: [],
  ...over,
});

const signInAsSupport = () =>
  setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser({ id: 3, role: 'support' }) });

describe('support inbox list', () => {
  it('opens on the open messages, switches status tabs and pages', async () => {
    signInAsSupport();
    const fetch = installTestFetch(({ url }) => {
      const query = new URL(url, 'http://x').searchParams;
      if (!url.startsWith(INBOX)) return jsonResponse(200, makeUser({ id: 3, role: 'support' }));
      const status = query.get('status');
      const skip = Number(query.get('skip'));
      const items = status === 'closed' ? [summary(9, 'closed')] : [summary(skip === 0 ? 1 : 2, 'open')];
      return jsonResponse(200, { items, total: status === 'closed' ? 1 : 25, skip, limit: 20 });
    });
    renderRoutes([{ path: '/admin/support', element: <Inbox /> }], '/admin/support');

    const first = await screen.findByRole('link', { name: /Sender 1/ });
    expect(first).toHaveAttribute('href', '/admin/support/1');
    expect(within(first).getByText('Question number 1')).toBeInTheDocument();
    const listCalls = () => fetch.calls.filter((c: RecordedRequest) => c.url.startsWith(INBOX));
    expect(listCalls()[0]?.url).toBe(`${INBOX}?status=open&skip=0&limit=20`);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByRole('link', { name: /Sender 2/ })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    expect(await screen.findByRole('link', { name: /Sender 9/ })).toBeInTheDocument();
    expect(listCalls().at(-1)?.url).toBe(`${INBOX}?status=closed&skip=0&limit=20`);

    await user.click(screen.getByRole('tab', { name: 'All' }));
    await vi.waitFor(() => expect(listCalls().at(-1)?.url).toBe(`${INBOX}?skip=0&limit=20`));
  });

  it('shows the refusal when the role may not read the inbox', async () => {
    signInAsSupport();
    installTestFetch(({ url }) =>
      url.startsWith(INBOX)
        ? jsonResponse(403, { detail: 'You do not have permission to perform this action' })
        : jsonResponse(200, makeUser({ id: 3, role: 'support' })),
    );
    renderRoutes([{ path: '/admin/support', element: <Inbox /> }], '/admin/support');
    expect(await screen.findByText(MARKETING_MESSAGES.supportListFailed)).toBeInTheDocument();
  });
});

describe('support message', () => {
  it('shows the thread, sends a reply, then closes and reopens it', async () => {
    signInAsSupport();
    let current = thread();
    const fetch = installTestFetch(({ url, method, body }) => {
      if (!url.startsWith(INBOX)) return jsonResponse(200, makeUser({ id: 3, role: 'support' }));
      if (method === 'POST') {
        current = thread({
          status: 'answered',
          replies: [
            {
              id: 1,
              body: (body as { body: string }).body,
              author_id: 3,
              author_name: 'Sam Lee',
              created_at: '2026-11-20T11:00:00.000Z',
            },
          ],
        });
        return jsonResponse(201, current);
      }
      if (method === 'PUT') {
        current = { ...current, status: (body as { status: 'open' | 'closed' }).status };
        return jsonResponse(200, current);
      }
      return jsonResponse(200, current);
    });
    renderRoutes([{ path: '/admin/support/:messageId', element: <Message /> }], '/admin/support/7');

    expect(await screen.findByRole('heading', { name: 'Message from Lena Ortiz' })).toBeInTheDocument();
    expect(screen.getByText('Is there a clinic near Lisbon?')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(MARKETING_MESSAGES.replyRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/reply to lena ortiz/i), 'Yes, two clinics.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Yes, two clinics.')).toBeInTheDocument();
    expect(screen.getByText(/Sam Lee/)).toBeInTheDocument();
    expect(screen.getByText('Answered')).toBeInTheDocument();
    expect(toasts.success).toHaveBeenCalledWith(MARKETING_MESSAGES.supportReplySent);
    expect(fetch.calls.find((c) => c.method === 'POST')).toMatchObject({
      url: pathOf(supportInboxApi.reply, { id: 7 }),
      body: { body: 'Yes, two clinics.' },
    });

    await user.click(screen.getByRole('button', { name: 'Close message' }));
    expect(await screen.findByRole('button', { name: 'Reopen message' })).toBeInTheDocument();
    expect(fetch.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'closed' });
    await user.click(screen.getByRole('button', { name: 'Reopen message' }));
    expect(await screen.findByRole('button', { name: 'Close message' })).toBeInTheDocument();
    expect(fetch.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ status: 'open' });
  });

  it('says so when the message does not exist', async () => {
    signInAsSupport();
    installTestFetch(({ url }) =>
      url.startsWith(INBOX)
        ? jsonResponse(404, { detail: 'Message not found' })
        : jsonResponse(200, makeUser({ id: 3, role: 'support' })),
    );
    renderRoutes([{ path: '/admin/support/:messageId', element: <Message /> }], '/admin/support/99');
    expect(await screen.findByText('Message not found')).toBeInTheDocument();
  });
});
