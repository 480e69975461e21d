import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anchorHeadings } from './headings';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Heading texts, often repeated or differing only by punctuation, so anchors collide. */
const headingText = fc.oneof(
  fc.constantFrom('Overview', 'overview!', 'Key points', 'Key points 2', '2', '???', 'Müller & co'),
  fc.string({
    unit: fc.constantFrom('a', 'B', '2', ' ', '-', '&', '<', '"', 'é'),
    minLength: 1,
    maxLength: 12,
  }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
);

describe('heading anchors (properties)', () => {
  it('gives every h2 a distinct [a-z0-9-] id, in order, and keeps its text', () => {
    fc.assert(
      fc.property(fc.array(headingText, { maxLength: 12 }), (texts) => {
        const html = texts.map((t, i) => `<h2>${escapeHtml(t)}</h2><p>part ${i}</p>`).join('');
        const { html: anchored, headings } = anchorHeadings(html);
        expect(headings.map((h) => h.text)).toEqual(texts.map((t) => t.trim()));
        const ids = headings.map((h) => h.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect([...anchored.matchAll(/<h2 id="([^"]*)">/g)].map((m) => m[1])).toEqual(ids);
        expect(anchored.replace(/ id="[^"]*"/g, '')).toBe(html);
      }),
    );
  });
});
