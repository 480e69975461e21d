import type { Faq } from '@fertilia/contracts';
import { groupByCategory } from '../lib/group-by-category';
import { FaqItem } from './faq-item';

const PANEL_CLASS = 'mt-2 rounded-xl border border-line bg-surface px-4 shadow-xs sm:px-6';

/**
 * Browsing: the entries under one heading per category. Searching (`ranked`): one list in the order of
 * relevance the API gives, its best match open, so the answer to "delete my account" is read at once
 * rather than found under a category heading.
 */
export function FaqList({
  entries,
  ranked = false,
  openId = null,
}: {
  entries: readonly Faq[];
  ranked?: boolean;
  /** The entry a link pointed at (/faq#faq-12), open on arrival. */
  openId?: number | null;
}) {
  if (ranked) {
    return (
      <section aria-label="Best matches">
        <h2 className="text-lg font-semibold text-ink">Best matches</h2>
        <div className={PANEL_CLASS}>
          {entries.map((faq, index) => (
            // Keyed on the position too, so the entry that becomes the best match opens.
            <FaqItem
              key={`${faq.id}:${index === 0 || faq.id === openId}`}
              faq={faq}
              defaultOpen={index === 0 || faq.id === openId}
            />
          ))}
        </div>
      </section>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      {groupByCategory(entries).map(({ category, entries: items }) => (
        <section key={category} aria-label={category}>
          <h2 className="text-lg font-semibold text-ink">{category}</h2>
          <div className={PANEL_CLASS}>
            {items.map((faq) => (
              <FaqItem key={`${faq.id}:${faq.id === openId}`} faq={faq} defaultOpen={faq.id === openId} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
