import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODERATION_MESSAGES, moderationApi, pathOf } from '@fertilia/contracts';
import { jsonResponse } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import { signInAsModerator, report, postItem, page, removalSaved, serve } from '../test/fixtures';
import { Component as PostModeration } from './post-moderation';

const toasts = spyOnToasts();
const postQueue = pathOf(moderationApi.postQueue);

describe('post moderation', () => {
  it('lists reported posts with the real author of an anonymous post, its reports and hidden state', async () => {
    signInAsModerator();
    const hidden = postItem(1, { is_anonymous: true, status: 'hidden' });
    hidden.report_count = 3;
    hidden.reports = [report(1, 'Unkind words here'), report(2, 'Medical misinformation')];
    const { queueCalls } = serve(() => jsonResponse(200, page([hidden, postItem(2)], 2)));
    renderRoutes([{ path: '/admin/post-moderation', element: <PostModeration /> }], '/admin/post-moderation');

    const first = await screen.findByRole('article', { name: 'Post number 1' });
    expect(within(first).getByText(/By Author1 \(@author1, Patient\)/)).toBeInTheDocument();
    expect(within(first).getByText('Posted anonymously')).toBeInTheDocument();
    expect(within(first).getByText('Hidden')).toBeInTheDocument();
    expect(within(first).getByText('3 reports')).toBeInTheDocument();
    expect(within(first).getByText('Unkind words here')).toBeInTheDocument();
    expect(within(first).getByText('Medical misinformation')).toBeInTheDocument();
    expect(within(first).getByText('and 1 older reports')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Post number 2' })).toBeInTheDocument();
    expect(queueCalls()[0]?.url).toBe(`${postQueue}?status=open&skip=0&limit=20`);
  });

  it('removes a post only with a reason, tells the moderator, and drops it from the open queue', async () => {
    signInAsModerator();
    let gone = false;
    const { queueCalls } = serve(({ method, url, body }) => {
      if (method === 'POST') {
        const decision = body as { decision: string; reason?: string };
        if (decision.reason === undefined) return jsonResponse(422, { detail: [] });
        gone = true;
        return removalSaved('post', Number(url.split('/').at(-2)), 1);
      }
      return jsonResponse(200, gone ? page([postItem(2)]) : page([postItem(1), postItem(2)]));
    });
    renderRoutes([{ path: '/admin/post-moderation', element: <PostModeration /> }], '/admin/post-moderation');
    const user = userEvent.setup();

    const first = await screen.findByRole('article', { name: 'Post number 1' });
    await user.click(within(first).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove post' }));
    expect(await within(dialog).findByText(MODERATION_MESSAGES.reasonMin)).toBeInTheDocument();
    expect(queueCalls().some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/Reason/), 'Shares a clinic phone number as spam');
    await user.click(within(dialog).getByRole('button', { name: 'Remove post' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Post number 1' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(queueCalls().find((c) => c.method === 'POST')).toMatchObject({
      url: pathOf(moderationApi.decidePost, { id: 1 }),
      body: { decision: 'remove', reason: 'Shares a clinic phone number as spam' },
    });
    expect(toasts.success).toHaveBeenCalledWith(MODERATION_MESSAGES.decided.remove);
    expect(screen.getByRole('article', { name: 'Post number 2' })).toBeInTheDocument();
  });

  it('asks before approving, and can be cancelled with the keyboard', async () => {
    signInAsModerator();
    const { queueCalls } = serve(({ method }) =>
      method === 'POST'
        ? jsonResponse(200, {
            message: MODERATION_MESSAGES.decided.approve,
            target_type: 'post',
            target_id: 1,
            decision: 'approve',
            status: 'visible',
            reports_resolved: 1,
          })
        : jsonResponse(200, page([postItem(1)])),
    );
    renderRoutes([{ path: '/admin/post-moderation', element: <PostModeration /> }], '/admin/post-moderation');
    const user = userEvent.setup();

    const first = await screen.findByRole('article', { name: 'Post number 1' });
    await user.click(within(first).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('dialog', { name: 'Approve and close the reports?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(queueCalls().some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(first).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve and close the reports?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(toasts.success).toHaveBeenCalledWith(MODERATION_MESSAGES.decided.approve));
    expect(queueCalls().find((c) => c.method === 'POST')?.body).toEqual({ decision: 'approve' });
  });

  it('shows the server refusal of a decision and keeps the item', async () => {
    signInAsModerator();
    serve(({ method }) =>
      method === 'POST'
        ? jsonResponse(409, { detail: MODERATION_MESSAGES.postAlreadyRemoved })
        : jsonResponse(200, page([postItem(1)])),
    );
    renderRoutes([{ path: '/admin/post-moderation', element: <PostModeration /> }], '/admin/post-moderation');
    const user = userEvent.setup();
    const first = await screen.findByRole('article', { name: 'Post number 1' });
    await user.click(within(first).getByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss the reports?' });
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss reports' }));
    await vi.waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(MODERATION_MESSAGES.decisionFailed, {
        description: MODERATION_MESSAGES.postAlreadyRemoved,
      }),
    );
    expect(screen.getByRole('article', { name: 'Post number 1' })).toBeInTheDocument();
  });

  it('switches to resolved reports (no actions there), pages, and shows empty and error states', async () => {
    signInAsModerator();
    const resolved = postItem(9, { status: 'removed', moderation_reason: 'Spam' });
    resolved.reports = [report(9, 'Spam again', { decision: 'removed', decision_reason: 'Spam' })];
    let failing = false;
    const { queueCalls } = serve(({ url }) => {
      if (failing) return jsonResponse(500, { detail: 'Internal Server Error' });
      const query = new URL(url, 'http://x').searchParams;
      if (query.get('status') === 'resolved') return jsonResponse(200, page([resolved]));
      const skip = Number(query.get('skip'));
      return jsonResponse(200, page([postItem(skip === 0 ? 1 : 21)], 25, skip));
    });
    renderRoutes([{ path: '/admin/post-moderation', element: <PostModeration /> }], '/admin/post-moderation');
    const user = userEvent.setup();

    await screen.findByRole('article', { name: 'Post number 1' });
    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByRole('article', { name: 'Post number 21' })).toBeInTheDocument();
    expect(queueCalls().at(-1)?.url).toBe(`${postQueue}?status=open&skip=20&limit=20`);

    await user.click(screen.getByRole('tab', { name: 'Resolved' }));
    const item = await screen.findByRole('article', { name: 'Post number 9' });
    expect(within(item).getByText('Removal reason: Spam')).toBeInTheDocument();
    expect(within(item).getByText("Moderator's note: Spam")).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(queueCalls().at(-1)?.url).toBe(`${postQueue}?status=resolved&skip=0&limit=20`);

    failing = true;
    await user.click(screen.getByRole('tab', { name: 'Open' }));
    expect(await screen.findByText(MODERATION_MESSAGES.queueLoadFailed)).toBeInTheDocument();
  });

  it('says when nothing waits', async () => {
    signInAsModerator();
    serve(() => jsonResponse(200, page([])));
    renderRoutes([{ path: '/admin/post-moderation', element: <PostModeration /> }], '/admin/post-moderation');
    expect(await screen.findByText('No reported posts to review')).toBeInTheDocument();
  });
});
