import type { Faq } from '@fertilia/contracts';
import { groupByCategory } from '../lib/group-by-category';
import { FaqItem } from './faq-item';

/** The entries under one heading per category; a single match of a search opens by itself. */
export function FaqList({ entries }: { entries: readonly Faq[] }) {
  const openAlone = entries.length === 1;
  return (
    <div className="flex flex-col gap-8">
      {groupByCategory(entries).map(({ category, entries: items }) => (
        <section key={category} aria-label={category}>
          <h2 className="text-lg font-semibold text-ink">{category}</h2>
          <div className="mt-2 rounded-xl border border-line bg-surface px-4 shadow-xs sm:px-6">
            {items.map((faq) => (
              // Keyed on openAlone too, so an entry that becomes the only match opens.
              <FaqItem key={`${faq.id}:${openAlone}`} faq={faq} defaultOpen={openAlone} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
