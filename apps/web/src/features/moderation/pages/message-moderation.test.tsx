import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MODERATION_MESSAGES,
  messageModerationApi,
  pathOf,
  type ModerationMessageItem,
} from '@fertilia/contracts';
import { jsonResponse } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import {
  signInAsModerator,
  person,
  report,
  page,
  removalSaved,
  serveUntilRemoved,
  serve,
} from '../test/fixtures';
import { Component as MessageModeration } from './message-moderation';

const toasts = spyOnToasts();

describe('message moderation', () => {
  const messageItem = (
    id: number,
    over: Partial<ModerationMessageItem['message']> = {},
  ): ModerationMessageItem => ({
    message: {
      id,
      conversation_id: 8,
      content: `Buy my pills, message ${id}`,
      status: 'visible',
      moderation_reason: null,
      author: person(7, 'Seller'),
      created_at: '2026-11-19T10:00:00.000Z',
      ...over,
    },
    report_count: 2,
    reports: [report(1, 'Advertising in a chat'), report(2, 'Spam messages')],
    first_reported_at: '2026-11-20T10:00:00.000Z',
    last_reported_at: '2026-11-20T11:00:00.000Z',
  });
  const route = () =>
    renderRoutes(
      [{ path: '/admin/message-moderation', element: <MessageModeration /> }],
      '/admin/message-moderation',
    );

  it('shows the reported message alone with its sender and reporters, and removes it with a reason', async () => {
    signInAsModerator();
    const { queueCalls } = serveUntilRemoved(messageItem(31), () => removalSaved('message', 31, 2));
    route();
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Message moderation', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    const item = await screen.findByRole('article', { name: 'Message #31 in a conversation' });
    expect(within(item).getByText('Buy my pills, message 31')).toBeInTheDocument();
    expect(within(item).getByText(/By Seller \(@seller, Patient\)/)).toBeInTheDocument();
    expect(within(item).getByText('2 reports')).toBeInTheDocument();
    expect(within(item).getByText('Advertising in a chat')).toBeInTheDocument();
    expect(within(item).getByText(/Reporter2 \(@reporter2/)).toBeInTheDocument();
    expect(within(item).getByText(/rest of the conversation stays private/)).toBeInTheDocument();
    expect(within(item).queryByText('Posted anonymously')).not.toBeInTheDocument();
    expect(queueCalls()[0]?.url).toBe(`${pathOf(messageModerationApi.queue)}?status=open&skip=0&limit=20`);

    await user.click(within(item).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this message?' });
    expect(within(dialog).getByText(/its sender is told the reason/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove message' }));
    expect(await within(dialog).findByText(MODERATION_MESSAGES.reasonMin)).toBeInTheDocument();
    expect(queueCalls().some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/Reason/), 'Selling products in private messages');
    await user.click(within(dialog).getByRole('button', { name: 'Remove message' }));
    expect(await screen.findByText('No reported messages to review')).toBeInTheDocument();
    expect(queueCalls().find((c) => c.method === 'POST')).toMatchObject({
      url: pathOf(messageModerationApi.decide, { id: 31 }),
      body: { decision: 'remove', reason: 'Selling products in private messages' },
    });
    expect(toasts.success).toHaveBeenCalledWith(MODERATION_MESSAGES.decided.remove);
  });

  it('dismisses after asking, and shows a refusal (409) as an error toast', async () => {
    signInAsModerator();
    const { queueCalls } = serve(({ method }) =>
      method === 'POST'
        ? jsonResponse(409, { detail: 'The reports of this message have already been decided' })
        : jsonResponse(200, page([messageItem(32)])),
    );
    route();
    const user = userEvent.setup();
    const item = await screen.findByRole('article', { name: 'Message #32 in a conversation' });
    await user.click(within(item).getByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss the reports?' });
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss reports' }));
    await vi.waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(MODERATION_MESSAGES.decisionFailed, {
        description: 'The reports of this message have already been decided',
      }),
    );
    expect(queueCalls().find((c) => c.method === 'POST')).toMatchObject({
      url: pathOf(messageModerationApi.decide, { id: 32 }),
      body: { decision: 'dismiss' },
    });
  });

  it('shows resolved messages as the record, without actions, and the empty and error states', async () => {
    signInAsModerator();
    const removed = messageItem(33, { status: 'removed', moderation_reason: 'Spam' });
    removed.reports = [report(3, 'Spam', { decision: 'removed', decision_reason: 'Spam' })];
    removed.report_count = 1;
    let failing = false;
    serve(({ url }) => {
      if (failing) return jsonResponse(500, { detail: 'Internal Server Error' });
      return jsonResponse(200, url.includes('status=resolved') ? page([removed]) : page([]));
    });
    route();
    const user = userEvent.setup();
    expect(await screen.findByText('No reported messages to review')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Resolved' }));
    const item = await screen.findByRole('article', { name: 'Message #33 in a conversation' });
    // The status badge and the report's outcome.
    expect(within(item).getAllByText('Removed')).toHaveLength(2);
    expect(within(item).getByText('Removal reason: Spam')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    failing = true;
    await user.click(screen.getByRole('tab', { name: 'Open' }));
    expect(await screen.findByText(MODERATION_MESSAGES.queueLoadFailed)).toBeInTheDocument();
  });
});
