import { SearchX } from 'lucide-react';
import type { KnowledgeCategoryCount } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

interface NoResultsProps {
  q: string;
  category: string | undefined;
  categories: KnowledgeCategoryCount[];
  onBrowse: (category: string | undefined) => void;
}

/** Nothing matched: say what was searched and offer the shelves instead of a dead end. */
export function NoResults({ q, category, categories, onBrowse }: NoResultsProps) {
  return (
    <EmptyState
      icon={SearchX}
      title={q ? `No articles match “${q}”` : 'No articles here yet'}
      description={
        <div className="flex flex-col gap-4">
          <p>
            {category ? `Nothing in ${category} matches. ` : ''}Try fewer or different words, or browse a
            topic:
          </p>
          <ul className="flex list-none flex-wrap justify-center gap-2 p-0">
            {categories.map((c) => (
              <li key={c.category}>
                <Button size="sm" variant="secondary" onClick={() => onBrowse(c.category)}>
                  {c.category}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      }
    />
  );
}
