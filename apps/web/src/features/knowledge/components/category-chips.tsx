import type { KnowledgeCategoryCount } from '@fertilia/contracts';
import { cn } from '@/components/ui/cn';

interface CategoryChipsProps {
  categories: KnowledgeCategoryCount[];
  selected: string | undefined;
  onSelect: (category: string | undefined) => void;
}

const chip =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** Toggle buttons (aria-pressed), one per category with its count, plus "All topics". */
export function CategoryChips({ categories, selected, onSelect }: CategoryChipsProps) {
  const item = (label: string, value: string | undefined, count?: number) => {
    const active = selected === value;
    return (
      <li key={label}>
        <button
          type="button"
          aria-pressed={active}
          onClick={() => onSelect(value)}
          className={cn(
            chip,
            active
              ? 'border-brand bg-brand text-ink-inverse'
              : 'border-line-strong bg-surface text-ink hover:bg-subtle',
          )}
        >
          {label}
          {count !== undefined ? (
            <span className={cn('text-xs', active ? 'text-ink-inverse/85' : 'text-ink-muted')}>{count}</span>
          ) : null}
        </button>
      </li>
    );
  };
  return (
    <ul
      aria-label="Categories"
      className="-mx-4 flex list-none gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {item('All topics', undefined)}
      {categories.map((c) => item(c.category, c.category, c.count))}
    </ul>
  );
}
