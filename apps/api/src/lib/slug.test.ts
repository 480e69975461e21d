import { describe, expect, it } from 'vitest';
import { firstFreeSlug, slugify } from './slug';

describe('blog slugs', () => {
  it('makes lower-case ASCII words joined by dashes', () => {
    expect(slugify('  IVF, step by step!  ')).toBe('ivf-step-by-step');
    expect(slugify('Crème brûlée & embryos')).toBe('creme-brulee-embryos');
  });

  it('never yields an empty or all-digit slug, which /blog/{id} would read as an id', () => {
    expect(slugify('!!!')).toBe('post');
    expect(slugify('2026')).toBe('post-2026');
  });

  it('keeps slugs at most 80 characters without a trailing dash', () => {
    const slug = slugify(`${'word '.repeat(40)}end`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('takes its fallback word for heading anchors, and stays within 80 characters when prefixing digits', () => {
    expect(slugify('AMH (anti-Müllerian hormone)', 'section')).toBe('amh-anti-mullerian-hormone');
    expect(slugify('???', 'section')).toBe('section');
    expect(slugify('2026', 'section')).toBe('section-2026');
    expect(slugify('1'.repeat(100))).toBe(`post-${'1'.repeat(75)}`);
  });

  it('suffixes -2, -3 … when the slug is taken', () => {
    expect(firstFreeSlug('hello', [])).toBe('hello');
    expect(firstFreeSlug('hello', ['hello'])).toBe('hello-2');
    expect(firstFreeSlug('hello', ['hello', 'hello-2', 'hello-3'])).toBe('hello-4');
    expect(firstFreeSlug('hello', ['hello-2'])).toBe('hello');
  });
});
