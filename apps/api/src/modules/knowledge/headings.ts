import type { KnowledgeHeading } from '@fertilia/contracts';
import { firstFreeSlug, slugify } from '../../lib/slug';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim();

/**
 * Gives every `<h2>` of sanitised HTML an id for the table of contents: its slug ('section' when it has no
 * letters or digits), suffixed -2, -3 … when an earlier heading holds it. The ids are built from [a-z0-9-]
 * only, so adding them cannot reopen what the sanitiser closed.
 */
export function anchorHeadings(html: string): { html: string; headings: KnowledgeHeading[] } {
  const headings: KnowledgeHeading[] = [];
  const anchored = html.replace(/<h2>([\s\S]*?)<\/h2>/g, (_whole, inner: string) => {
    const text = plainText(inner);
    const id = firstFreeSlug(
      slugify(text, 'section'),
      headings.map((h) => h.id),
    );
    headings.push({ id, text });
    return `<h2 id="${id}">${inner}</h2>`;
  });
  return { html: anchored, headings };
}
