import { describe, expect, it } from 'vitest';
import { makePost } from '../test-data';
import { withReaction, withServerCounts, withoutReaction } from './reactions';

const counts = (over: Partial<Record<string, number>> = {}) => ({
  like: 0,
  heart: 0,
  hug: 0,
  celebrate: 0,
  insightful: 0,
  ...over,
});

describe('reaction local updates (spec 02 §4)', () => {
  it('like: is_liked, likes_count, like_count and total rise by one; user_reaction becomes like', () => {
    const post = withReaction(
      makePost({
        likes_count: 2,
        reactions: {
          like_count: 2,
          total_count: 3,
          counts: counts({ like: 2, hug: 1 }),
          user_reaction: null,
        },
      }),
      'like',
    );
    expect(post.is_liked).toBe(true);
    expect(post.likes_count).toBe(3);
    expect(post.reactions).toEqual({
      like_count: 3,
      total_count: 4,
      counts: counts({ like: 3, hug: 1 }),
      user_reaction: 'like',
    });
  });

  it('unlike reverses it and never goes below 0', () => {
    const liked = makePost({
      is_liked: true,
      likes_count: 0,
      reactions: { like_count: 0, total_count: 0, counts: counts(), user_reaction: 'like' },
    });
    const post = withoutReaction(liked, 'like');
    expect(post.is_liked).toBe(false);
    expect(post.likes_count).toBe(0);
    expect(post.reactions).toEqual({ like_count: 0, total_count: 0, counts: counts(), user_reaction: null });
  });

  it('a typed reaction changes only its count and the total, and sets or clears user_reaction', () => {
    const added = withReaction(makePost(), 'hug');
    expect(added.reactions).toEqual({
      like_count: 0,
      total_count: 1,
      counts: counts({ hug: 1 }),
      user_reaction: 'hug',
    });
    expect(added.likes_count).toBe(0);
    expect(added.is_liked).toBe(false);
    const removed = withoutReaction(added, 'hug');
    expect(removed.reactions).toEqual({
      like_count: 0,
      total_count: 0,
      counts: counts(),
      user_reaction: null,
    });
  });

  it('a new reaction replaces the member’s earlier one', () => {
    const post = withReaction(withReaction(makePost(), 'like'), 'celebrate');
    expect(post.is_liked).toBe(false);
    expect(post.likes_count).toBe(0);
    expect(post.reactions).toEqual({
      like_count: 0,
      total_count: 1,
      counts: counts({ celebrate: 1 }),
      user_reaction: 'celebrate',
    });
  });

  it('removing a type that is not the member’s reaction changes nothing', () => {
    const post = withReaction(makePost(), 'heart');
    expect(withoutReaction(post, 'hug')).toBe(post);
  });

  it('the server’s fresh counts replace the local estimate', () => {
    const local = withReaction(makePost(), 'heart');
    const result = {
      post_id: 1,
      slug: 'first-steps',
      likes_count: 4,
      is_liked: false,
      reactions: {
        like_count: 4,
        total_count: 9,
        counts: counts({ like: 4, heart: 5 }),
        user_reaction: 'heart' as const,
      },
    };
    expect(withServerCounts(local, result).reactions.total_count).toBe(9);
  });
});
