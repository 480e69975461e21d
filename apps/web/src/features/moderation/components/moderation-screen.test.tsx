import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { messageModerationApi, moderationApi, pathOf } from '@fertilia/contracts';
import { jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { page, serve, signInAsModerator } from '../test/fixtures';
import { QUEUES, QUEUE_KINDS } from '../lib/queue-kinds';
import { ModerationScreen } from './moderation-screen';

const QUEUE_ENDPOINTS = {
  posts: moderationApi.postQueue,
  comments: moderationApi.commentQueue,
  messages: messageModerationApi.queue,
};

describe('the screen of one moderation queue', () => {
  it.each(QUEUE_KINDS)('%s: its title, description, current tab and empty queue', async (kind) => {
    signInAsModerator();
    const { queueCalls } = serve(() => jsonResponse(200, page([])));
    const { path, title, description, tab, many, openHint } = QUEUES[kind];
    renderRoutes([{ path, element: <ModerationScreen kind={kind} /> }], path);

    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText(`No reported ${many} to review`)).toBeInTheDocument();
    expect(screen.getByText(openHint)).toBeInTheDocument();
    expect(queueCalls()[0]?.url).toBe(`${pathOf(QUEUE_ENDPOINTS[kind])}?status=open&skip=0&limit=20`);
  });
});
