import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AssistantFeedbackReviewItem } from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { ASSISTANT_PATHS, pathnameOf } from '../test/fake-api';
import { answer } from '../test/fixtures';
import { Component as AssistantFeedback } from './assistant-feedback';

const rated = (
  id: number,
  rating: number,
  over: Partial<AssistantFeedbackReviewItem> = {},
): AssistantFeedbackReviewItem => {
  const { content, kind, citations, writer, created_at } = answer();
  return {
    id,
    rating,
    feedback_text: rating < 0 ? 'It did not say when to call.' : null,
    rated_at: '2026-11-24T10:00:00.000Z',
    question: `Question ${id}`,
    answer: { content, kind, citations, writer, created_at },
    ...over,
  };
};

function open(items: AssistantFeedbackReviewItem[]) {
  signInAs(makeUser({ role: 'content_moderator' }));
  const fetch = installTestFetch((request) => {
    if (pathnameOf(request) !== ASSISTANT_PATHS.review) return jsonResponse(404, { detail: 'Not found' });
    const query = new URL(request.url, 'http://x').searchParams;
    const rating = Number(query.get('rating'));
    const skip = Number(query.get('skip'));
    const matching = items.filter((i) => i.rating === rating);
    return jsonResponse(200, {
      items: matching.slice(skip, skip + 20),
      total: matching.length,
      skip,
      limit: 20,
    });
  });
  renderRoutes(
    [{ path: '/admin/assistant-feedback', element: <AssistantFeedback /> }],
    '/admin/assistant-feedback',
  );
  return { fetch, user: userEvent.setup() };
}

describe('assistant feedback review', () => {
  it('shows the answers rated down first, with question, answer, sources and comment', async () => {
    const { fetch } = open([rated(1, -1), rated(2, 1)]);
    const list = await screen.findByRole('list', { name: 'Rated answers' });
    const item = within(list)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes('Question 1'))!;
    expect(within(item).getByText('It did not say when to call.')).toBeInTheDocument();
    expect(
      within(item).getByRole('link', { name: 'Open source 2: When should I call my clinic?' }),
    ).toHaveAttribute('href', '/faq#faq-12');
    expect(within(list).queryByText('Question 2')).toBeNull();
    expect(new URL(fetch.calls[0]!.url, 'http://x').searchParams.get('rating')).toBe('-1');
  });

  it('switches to the answers rated up, and says when there are none', async () => {
    const { user } = open([rated(2, 1, { feedback_text: null })]);
    expect(await screen.findByText('No answers rated not helpful')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Helpful' }));
    expect(await screen.findByText('Question 2')).toBeInTheDocument();
    expect(screen.getByText('No comment')).toBeInTheDocument();
  });

  it('pages 20 at a time', async () => {
    const { user } = open(Array.from({ length: 25 }, (_, i) => rated(i + 1, -1)));
    expect(await screen.findByText('Question 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Question 21')).toBeInTheDocument());
    expect(screen.queryByText('Question 1')).toBeNull();
  });
});
