import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { communityPosts, users } from '../../db/schema';
import { openTestDatabase } from '../../test/app';
import { HOT_SCORE, hotScore } from './hot-score';
import { listFeedRows } from './post-repo';

const count = fc.integer({ min: 0, max: 10_000 });
const age = fc.double({ min: -48, max: 24 * 365, noNaN: true });
const more = fc.integer({ min: 1, max: 1_000 });

describe('hot score (properties)', () => {
  it('rises with every reaction and comment, a comment worth two reactions', () => {
    fc.assert(
      fc.property(count, count, age, more, (reactions, comments, ageHours, extra) => {
        const score = hotScore({ reactions, comments, ageHours });
        expect(score).toBeGreaterThan(0);
        expect(hotScore({ reactions: reactions + extra, comments, ageHours })).toBeGreaterThan(score);
        expect(hotScore({ reactions, comments: comments + extra, ageHours })).toBeGreaterThan(score);
        expect(hotScore({ reactions: reactions + HOT_SCORE.commentWeight * extra, comments, ageHours })).toBe(
          hotScore({ reactions, comments: comments + extra, ageHours }),
        );
      }),
    );
  });

  it('falls as a post ages, and a post from the future counts as brand new', () => {
    fc.assert(
      fc.property(
        count,
        count,
        fc.double({ min: 0, max: 24 * 365, noNaN: true }),
        more,
        (r, c, ageHours, h) => {
          const score = hotScore({ reactions: r, comments: c, ageHours });
          expect(hotScore({ reactions: r, comments: c, ageHours: ageHours + h })).toBeLessThan(score);
          expect(hotScore({ reactions: r, comments: c, ageHours: -h })).toBe(
            hotScore({ reactions: r, comments: c, ageHours: 0 }),
          );
        },
      ),
    );
  });

  describe('the SQL ranking of the trending feed', () => {
    let handle: DatabaseHandle;
    let authorId: number;
    const now = new Date('2026-06-01T12:00:00Z');
    beforeAll(async () => {
      handle = await openTestDatabase();
      const [author] = await handle.db
        .insert(users)
        .values({ email: 'hot@example.org', username: 'hot', passwordHash: 'x', role: 'patient' })
        .returning();
      authorId = author!.id;
    });
    afterAll(() => handle.close());

    const post = fc.record({
      reactions: fc.integer({ min: 0, max: 200 }),
      comments: fc.integer({ min: 0, max: 100 }),
      ageMinutes: fc.integer({ min: -120, max: 60 * 24 * 60 }),
    });

    it('orders posts as the formula does, ties newest id first', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(post, { minLength: 1, maxLength: 12 }), async (shapes) => {
          await handle.db.delete(communityPosts);
          const rows = await handle.db
            .insert(communityPosts)
            .values(
              shapes.map((s, i) => ({
                slug: `p-${i}`,
                authorId,
                title: 't',
                content: 'c',
                category: 'general',
                reactionsCount: s.reactions,
                commentsCount: s.comments,
                createdAt: new Date(now.getTime() - s.ageMinutes * 60_000),
              })),
            )
            .returning({ id: communityPosts.id });
          const scoreOf = new Map(
            rows.map(({ id }, i) => {
              const s = shapes[i]!;
              return [
                id,
                hotScore({ reactions: s.reactions, comments: s.comments, ageHours: s.ageMinutes / 60 }),
              ];
            }),
          );
          const { rows: ranked, total } = await listFeedRows(
            handle.db,
            'trending',
            authorId,
            { skip: 0, limit: 100 },
            now,
          );
          expect(total).toBe(shapes.length);
          const ids = ranked.map((r) => r.post.id);
          for (let i = 1; i < ids.length; i++) {
            const [above, below] = [scoreOf.get(ids[i - 1]!)!, scoreOf.get(ids[i]!)!];
            // SQL and JS round the power differently in the last bits; equal scores rank by id.
            if (Math.abs(above - below) > 1e-12 * above) expect(above).toBeGreaterThan(below);
            else expect(ids[i - 1]!).toBeGreaterThan(ids[i]!);
          }
        }),
        { numRuns: 25 },
      );
    });
  });
});
