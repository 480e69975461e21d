import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pagingQuery } from './common';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';
import { MESSAGES } from './messages';

/** Numbers around and far from the bounds, fractions, and the odd values a query string can carry. */
const number = fc.oneof(
  fc.integer({ min: -5, max: MAX_PAGE_SIZE + 5 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 1, Infinity, -0, 0.5),
);
/** Query strings arrive as text; a JSON body or a caller may send the number itself. */
const sent = (n: number) => fc.constantFrom<number | string>(n, String(n));
const defaultLimit = fc.integer({ min: 1, max: MAX_PAGE_SIZE });

const isSkip = (n: number) => Number.isSafeInteger(n) && n >= 0;
const isLimit = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_PAGE_SIZE;

describe('paging (properties)', () => {
  it('accepts exactly a whole skip of 0 or more and a whole limit of 1 to 100', () => {
    fc.assert(
      fc.property(
        number.chain((n) => fc.tuple(fc.constant(n), sent(n))),
        number.chain((n) => fc.tuple(fc.constant(n), sent(n))),
        defaultLimit,
        ([skip, skipSent], [limit, limitSent], fallback) => {
          const result = pagingQuery(fallback).safeParse({ skip: skipSent, limit: limitSent });
          expect(result.success).toBe(isSkip(skip) && isLimit(limit));
          if (result.success)
            expect(result.data).toEqual({ skip: Number(skipSent), limit: Number(limitSent) });
          else {
            const messages = result.error.issues.map((i) => [i.path.join('.'), i.message]);
            if (!isSkip(skip)) expect(messages).toContainEqual(['skip', MESSAGES.skipMin]);
            if (!isLimit(limit)) expect(messages).toContainEqual(['limit', MESSAGES.limitRange]);
          }
        },
      ),
    );
  });

  it('defaults skip to 0 and limit to the list’s own page size', () => {
    fc.assert(
      fc.property(defaultLimit, fc.nat({ max: 10_000 }), (fallback, skip) => {
        expect(pagingQuery(fallback).parse({})).toEqual({ skip: 0, limit: fallback });
        expect(pagingQuery(fallback).parse({ skip: String(skip) })).toEqual({ skip, limit: fallback });
      }),
    );
    expect(pagingQuery().parse({})).toEqual({ skip: 0, limit: DEFAULT_PAGE_SIZE });
  });
});
