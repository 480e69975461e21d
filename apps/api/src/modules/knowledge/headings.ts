import type { KnowledgeHeading } from '@fertilia/contracts';

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

const anchorOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'section';

/**
 * Gives every `<h2>` of sanitised HTML an id for the table of contents. The ids are built from
 * [a-z0-9-] only, so adding them cannot reopen what the sanitiser closed.
 */
export function anchorHeadings(html: string): { html: string; headings: KnowledgeHeading[] } {
  const headings: KnowledgeHeading[] = [];
  const used = new Map<string, number>();
  const anchored = html.replace(/<h2>([\s\S]*?)<\/h2>/g, (_whole, inner: string) => {
    const text = plainText(inner);
    const base = anchorOf(text);
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    const id = seen ? `${base}-${seen + 1}` : base;
    headings.push({ id, text });
    return `<h2 id="${id}">${inner}</h2>`;
  });
  return { html: anchored, headings };
}
