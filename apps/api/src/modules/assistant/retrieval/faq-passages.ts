import type { PassageDraft } from './passage-draft';

/** What the index needs of an FAQ entry. */
export type IndexableFaq = { id: number; question: string; answer: string; isActive: boolean };

/** The FAQ page opens the entry whose id is in the address's fragment. */
export const faqUrl = (id: number): string => `/faq#faq-${id}`;

/** One passage per published entry (none for a hidden one): the question as its title, the answer as its body. */
export function faqPassages(entry: IndexableFaq): PassageDraft[] {
  if (!entry.isActive) return [];
  return [
    {
      sourceKind: 'faq',
      sourceKey: String(entry.id),
      sourceTitle: entry.question.trim(),
      sectionId: null,
      sectionTitle: null,
      url: faqUrl(entry.id),
      body: entry.answer.replace(/[ \t]+/g, ' ').trim(),
      position: 0,
    },
  ];
}
