import { uniqueViolation } from './unique-violation';

export const SLUG_MAX = 80;
const SLUG_ATTEMPTS = 3;

const cut = (slug: string) => slug.slice(0, SLUG_MAX).replace(/-+$/, '');

/**
 * A URL-safe slug: lower-case ASCII words joined by dashes, accents dropped, at most 80 characters. Text
 * with no letters or digits becomes `fallback`, and an all-digit slug gets a `fallback-` prefix because
 * /blog/123 means the post with id 123 (and an id that starts with a digit is no CSS selector).
 */
export function slugify(text: string, fallback = 'post'): string {
  const base = cut(
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, ''),
  );
  if (!base) return fallback;
  return /^\d+$/.test(base) ? cut(`${fallback}-${base}`) : base;
}

/** `base` if free, else the first of base-2, base-3 … that is not taken. */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** The LIKE pattern of the slugs base-2, base-3 …, with LIKE's wildcards in `base` taken literally. */
export const suffixedSlugPattern = (base: string): string => `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`;

/**
 * The first free slug for a title; `slugsLike` is the caller's query for the slugs equal to a base or of
 * the form base-N.
 */
export async function freeSlug(
  title: string,
  slugsLike: (base: string) => Promise<readonly string[]>,
): Promise<string> {
  const base = slugify(title);
  return firstFreeSlug(base, await slugsLike(base));
}

/**
 * Runs `work` (a transaction that picks a free slug and saves it) again when another writer saved the same
 * slug first and the unique index `uniqueIndex` refused ours; gives up after three attempts.
 */
export async function retryingSlugRace<T>(uniqueIndex: string, work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= SLUG_ATTEMPTS || uniqueViolation(error) !== uniqueIndex) throw error;
    }
  }
}
