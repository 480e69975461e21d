const SLUG_MAX = 80;

/**
 * A URL-safe slug from a title: lower case ASCII words joined by dashes. A title with no letters or digits
 * becomes 'post', and an all-digit slug gets a 'post-' prefix because /blog/123 means the post with id 123.
 */
export function slugify(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '');
  if (!base) return 'post';
  return /^\d+$/.test(base) ? `post-${base}` : base;
}

/** `base` if free, else the first of base-2, base-3 … that no other post holds. */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
