import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLUG_MAX, firstFreeSlug, freeSlug, retryingSlugRace, slugify, suffixedSlugPattern } from './slug';

/** Titles as people type them: words, digits, punctuation, accents, other scripts and emoji. */
const title = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 120 }),
  fc.string({
    unit: fc.constantFrom('a', 'É', 'ö', '1', '9', ' ', '-', '_', '!', '&', 'ß', '日', '🙂'),
    maxLength: 120,
  }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  // Long runs of digits: an all-digit slug is prefixed, and the prefix must not break the length bound.
  fc.string({ unit: fc.constantFrom('1', '2', '3'), minLength: 70, maxLength: 120 }),
);
const SLUG_SHAPE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** PostgreSQL's LIKE with its default escape character, to check the pattern without a database. */
function likeToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\') source += pattern[++i]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    else if (c === '%') source += '[\\s\\S]*';
    else if (c === '_') source += '[\\s\\S]';
    else source += c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, 'u');
}

describe('slugs (properties)', () => {
  it('are dash-joined runs of [a-z0-9], never all digits, at most 80 characters', () => {
    fc.assert(
      fc.property(title, (text) => {
        const slug = slugify(text);
        expect(slug).toMatch(SLUG_SHAPE);
        expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
        expect(slug).not.toMatch(/^\d+$/);
      }),
    );
  });

  it('are idempotent: a slug is its own slug', () => {
    fc.assert(
      fc.property(title, fc.constantFrom('post', 'section'), (text, fallback) => {
        const slug = slugify(text, fallback);
        expect(slugify(slug, fallback)).toBe(slug);
      }),
    );
  });

  it('ignore case and accents', () => {
    const latin = fc.string({
      unit: fc.constantFrom('a', 'Z', 'é', 'Å', 'ñ', 'Ç', 'ø', '7', ' ', '.'),
      maxLength: 40,
    });
    fc.assert(
      fc.property(latin, (text) => {
        expect(slugify(text.toUpperCase())).toBe(slugify(text.toLowerCase()));
        expect(slugify(text.normalize('NFD'))).toBe(slugify(text.normalize('NFC')));
      }),
    );
    expect(slugify('Ça, Å and ñ')).toBe('ca-a-and-n');
  });

  it('the first free slug is never taken, and no smaller suffix was free', () => {
    fc.assert(
      fc.property(
        title.map((t) => slugify(t)),
        fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 12 }),
        fc.array(
          title.map((t) => slugify(t)),
          { maxLength: 5 },
        ),
        (base, suffixes, others) => {
          const taken = [...suffixes.map((n) => (n === 1 ? base : `${base}-${n}`)), ...others];
          const free = firstFreeSlug(base, taken);
          expect(taken).not.toContain(free);
          const n = free === base ? 1 : Number(free.slice(base.length + 1));
          expect(free === base || free === `${base}-${n}`).toBe(true);
          for (let k = 1; k < n; k++) expect(taken).toContain(k === 1 ? base : `${base}-${k}`);
        },
      ),
    );
  });

  it('freeSlug picks a free slug from what the caller’s query answers', async () => {
    await fc.assert(
      fc.asyncProperty(title, fc.array(fc.integer({ min: 1, max: 6 })), async (text, suffixes) => {
        const base = slugify(text);
        const stored = new Set(suffixes.map((n) => (n === 1 ? base : `${base}-${n}`)));
        const queried: string[] = [];
        const slug = await freeSlug(text, async (asked) => {
          queried.push(asked);
          return [...stored];
        });
        expect(queried).toEqual([base]);
        expect(stored.has(slug)).toBe(false);
        expect(slug.startsWith(base)).toBe(true);
      }),
    );
  });

  it('the LIKE pattern matches exactly base-something, whatever LIKE wildcards the base holds', () => {
    const text = fc.string({ unit: fc.constantFrom('a', '-', '%', '_', '\\', '.', '1'), maxLength: 8 });
    fc.assert(
      fc.property(text, text, text, (base, suffix, other) => {
        const like = likeToRegExp(suffixedSlugPattern(base));
        expect(like.test(`${base}-${suffix}`)).toBe(true);
        expect(like.test(other)).toBe(other.startsWith(`${base}-`));
      }),
    );
  });

  it('retries a transaction only when its own unique index refused the slug, three attempts at most', async () => {
    const failure = fc.constantFrom('race', 'other_index', 'other_error');
    const errorFor = (kind: string) =>
      kind === 'other_error'
        ? new Error('boom')
        : Object.assign(new Error('duplicate'), {
            code: '23505',
            constraint: kind === 'race' ? 'posts_slug_uq' : 'posts_other_uq',
          });
    await fc.assert(
      fc.asyncProperty(fc.array(failure, { maxLength: 5 }), async (failures) => {
        let attempts = 0;
        const outcome = await retryingSlugRace('posts_slug_uq', async () => {
          const kind = failures[attempts++];
          if (kind) throw errorFor(kind);
          return 'saved';
        }).catch((error: Error) => error);
        const fatal = failures.findIndex((kind, i) => kind !== 'race' || i === 2);
        if (fatal === -1) {
          expect(outcome).toBe('saved');
          expect(attempts).toBe(failures.length + 1);
        } else {
          expect(outcome).toBeInstanceOf(Error);
          expect(attempts).toBe(fatal + 1);
        }
      }),
    );
  });
});
