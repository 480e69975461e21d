import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { moderationApi, pathOf, type ModerationCommentItem } from '@fertilia/contracts';
import { renderRoutes } from '@/test/render';
import { signInAsModerator, person, report, removalSaved, serveUntilRemoved } from '../test/fixtures';
import { Component as CommentModeration } from './comment-moderation';

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
      url: pathOf(moderationApi.decideComment, { id: 44 }),
      body: { decision: 'remove', reason: 'Advertising is not allowed' },
    });
  });
});
