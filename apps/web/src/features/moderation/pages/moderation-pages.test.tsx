import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MODERATION_MESSAGES,
  type ModerationCommentItem,
  type ModerationMessageItem,
  type ModerationPostItem,
  type ModerationReport,
} from '@fertilia/contracts';
import { jsonResponse, installTestFetch, type RecordedRequest } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { Component as CommentModeration } from './comment-moderation';
import { Component as MessageModeration } from './message-moderation';
import { Component as Overview } from './moderation';
import { Component as PostModeration } from './post-moderation';

const toasts = spyOnToasts();

const moderator = makeUser({ id: 5, role: 'content_moderator' });
const signInAsModerator = () => signInAs(moderator);
const person = (id: number, name: string) => ({
  id,
  username: name.toLowerCase(),
  display_name: name,
  role: 'patient' as const,
});
const report = (id: number, reason: string, over: Partial<ModerationReport> = {}): ModerationReport => ({
  id,
  reporter: person(100 + id, `Reporter${id}`),
  reason,
  created_at: '2026-11-20T10:00:00.000Z',
  decision: null,
  decision_reason: null,
  resolved_at: null,
  ...over,
});
const postItem = (id: number, over: Partial<ModerationPostItem['post']> = {}): ModerationPostItem => ({
  post: {
    id,
    slug: `post-${id}`,
    title: `Post number ${id}`,
    content: `Body of post ${id}`,
    category: 'ivf',
    is_anonymous: false,
    status: 'visible',
    moderation_reason: null,
    author: person(id, `Author${id}`),
    created_at: '2026-11-19T10:00:00.000Z',
    ...over,
  },
  report_count: 1,
  reports: [report(id, `Spam in post ${id}`)],
  first_reported_at: '2026-11-20T10:00:00.000Z',
  last_reported_at: '2026-11-20T10:00:00.000Z',
});
const page = <T,>(items: T[], total = items.length, skip = 0) => ({ items, total, skip, limit: 20 });

/** The API's answer to a saved removal. */
const removalSaved = (
  target_type: 'post' | 'comment' | 'message',
  target_id: number,
  reports_resolved: number,
) =>
  jsonResponse(200, {
    message: MODERATION_MESSAGES.decided.remove,
    target_type,
    target_id,
    decision: 'remove',
    status: 'removed',
    reports_resolved,
  });

/** Serves a queue holding `item` until a moderator removes it (answered with `reply`), then an empty one. */
function serveUntilRemoved(item: unknown, reply: () => Response) {
  let done = false;
  return serve(({ method }) => {
    if (method !== 'POST') return jsonResponse(200, page(done ? [] : [item]));
    done = true;
    return reply();
  });
}

/** Answers the moderation API from `handle`, and the profile refresh with the moderator. */
function serve(handle: (request: RecordedRequest) => Response) {
  const fetch = installTestFetch((request) =>
    request.url.startsWith('/api/admin/moderation') ? handle(request) : jsonResponse(200, moderator),
  );
  return { queueCalls: () => fetch.calls.filter((c) => c.url.startsWith('/api/admin/moderation')), fetch };
}

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
    expect(queueCalls()[0]?.url).toBe('/api/admin/moderation/posts?status=open&skip=0&limit=20');
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
      url: '/api/admin/moderation/posts/1/decision',
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
    expect(queueCalls().at(-1)?.url).toBe('/api/admin/moderation/posts?status=open&skip=20&limit=20');

    await user.click(screen.getByRole('tab', { name: 'Resolved' }));
    const item = await screen.findByRole('article', { name: 'Post number 9' });
    expect(within(item).getByText('Removal reason: Spam')).toBeInTheDocument();
    expect(within(item).getByText("Moderator's note: Spam")).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(queueCalls().at(-1)?.url).toBe('/api/admin/moderation/posts?status=resolved&skip=0&limit=20');

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

describe('comment moderation', () => {
  it('lists reported comments with their post and removes one with a reason', async () => {
    signInAsModerator();
    const comment: ModerationCommentItem = {
      comment: {
        id: 44,
        content: 'Buy my supplements',
        post_id: 1,
        post_slug: 'post-1',
        post_title: 'Post number 1',
        parent_id: 3,
        is_anonymous: false,
        status: 'visible',
        moderation_reason: null,
        author: person(7, 'Seller'),
        created_at: '2026-11-19T10:00:00.000Z',
      },
      report_count: 2,
      reports: [report(1, 'Advertising'), report(2, 'Selling things')],
      first_reported_at: '2026-11-20T10:00:00.000Z',
      last_reported_at: '2026-11-20T11:00:00.000Z',
    };
    const { queueCalls } = serveUntilRemoved(comment, () => removalSaved('comment', 44, 2));
    renderRoutes(
      [{ path: '/admin/comment-moderation', element: <CommentModeration /> }],
      '/admin/comment-moderation',
    );
    const user = userEvent.setup();

    const item = await screen.findByRole('article', { name: 'Comment on “Post number 1”' });
    expect(within(item).getByText('Buy my supplements')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Open the post' })).toHaveAttribute(
      'href',
      '/community/posts/post-1',
    );
    expect(within(item).getByText('2 reports')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this comment?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Advertising is not allowed');
    await user.click(within(dialog).getByRole('button', { name: 'Remove comment' }));
    expect(await screen.findByText('No reported comments to review')).toBeInTheDocument();
    expect(queueCalls().find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/admin/moderation/comments/44/decision',
      body: { decision: 'remove', reason: 'Advertising is not allowed' },
    });
  });
});

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
    expect(queueCalls()[0]?.url).toBe('/api/admin/moderation/messages?status=open&skip=0&limit=20');

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
      url: '/api/admin/moderation/messages/31/decision',
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
      url: '/api/admin/moderation/messages/32/decision',
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

describe('moderation overview', () => {
  it('links every queue with what waits in each', async () => {
    signInAsModerator();
    serve(({ url }) =>
      jsonResponse(200, page([], url.includes('/posts') ? 4 : url.includes('/messages') ? 2 : 1)),
    );
    renderRoutes([{ path: '/admin/moderation', element: <Overview /> }], '/admin/moderation');
    expect(await screen.findByRole('link', { name: /4 reported posts to review/ })).toHaveAttribute(
      'href',
      '/admin/post-moderation',
    );
    expect(await screen.findByRole('link', { name: /1 reported comment to review/ })).toHaveAttribute(
      'href',
      '/admin/comment-moderation',
    );
    expect(await screen.findByRole('link', { name: /2 reported messages to review/ })).toHaveAttribute(
      'href',
      '/admin/message-moderation',
    );
  });
});
