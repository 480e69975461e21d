import { describe, expect, it } from 'vitest';
import type { ModerationCommentItem, ModerationMessageItem } from '@fertilia/contracts';
import { person, postItem, report } from '../test/fixtures';
import { QUEUES, QUEUE_KINDS, itemOf } from './queue-kinds';

const summary = {
  report_count: 1,
  reports: [report(1, 'Spam')],
  first_reported_at: '2026-11-20T10:00:00.000Z',
  last_reported_at: '2026-11-20T10:00:00.000Z',
};

describe('queue kinds', () => {
  it('finds the reported item of an entry of every kind', () => {
    const post = postItem(3);
    const comment: ModerationCommentItem = {
      comment: {
        id: 4,
        content: 'A comment',
        post_id: 3,
        post_slug: 'post-3',
        post_title: 'Post number 3',
        parent_id: null,
        is_anonymous: false,
        status: 'hidden',
        moderation_reason: null,
        author: person(7, 'Writer'),
        created_at: '2026-11-19T10:00:00.000Z',
      },
      ...summary,
    };
    const message: ModerationMessageItem = {
      message: {
        id: 5,
        conversation_id: 8,
        content: 'A message',
        status: 'visible',
        moderation_reason: null,
        author: person(7, 'Writer'),
        created_at: '2026-11-19T10:00:00.000Z',
      },
      ...summary,
    };
    expect(itemOf(post)).toBe(post.post);
    expect(itemOf(comment)).toBe(comment.comment);
    expect(itemOf(message)).toBe(message.message);
  });

  it('gives every queue its own page and tab', () => {
    const paths = QUEUE_KINDS.map((kind) => QUEUES[kind].path);
    expect(new Set(paths).size).toBe(QUEUE_KINDS.length);
    expect(QUEUE_KINDS.map((kind) => QUEUES[kind].tab)).toEqual(['Posts', 'Comments', 'Messages']);
  });
});
