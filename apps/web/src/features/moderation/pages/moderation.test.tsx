import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { signInAsModerator, page, serve } from '../test/fixtures';
import { Component as Overview } from './moderation';

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
