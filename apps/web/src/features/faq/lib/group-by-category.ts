import type { Faq } from '@fertilia/contracts';

/** Entries arrive sorted by category; this keeps that order and gathers each category's entries. */
export function groupByCategory(entries: readonly Faq[]): { category: string; entries: Faq[] }[] {
  const groups = new Map<string, Faq[]>();
  for (const entry of entries) groups.set(entry.category, [...(groups.get(entry.category) ?? []), entry]);
  return [...groups].map(([category, items]) => ({ category, entries: items }));
}
