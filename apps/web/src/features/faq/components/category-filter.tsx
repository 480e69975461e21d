import type { FaqCategoryCount } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';

interface CategoryFilterProps {
  categories: readonly FaqCategoryCount[];
  /** '' for every category. */
  selected: string;
  onSelect: (category: string) => void;
}

/** Toggle buttons (aria-pressed): one category at a time, or all of them. */
export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  const total = categories.reduce((sum, c) => sum + c.count, 0);
  const options = [{ category: '', label: 'All', count: total }].concat(
    categories.map((c) => ({ ...c, label: c.category })),
  );
  return (
    <div role="group" aria-label="Categories" className="flex flex-wrap gap-2">
      {options.map((option) => {
        const pressed = option.category === selected;
        return (
          <Button
            key={option.label}
            size="sm"
            variant={pressed ? 'primary' : 'secondary'}
            aria-pressed={pressed}
            onClick={() => onSelect(option.category)}
          >
            {option.label}
            <span className={pressed ? 'text-ink-inverse' : 'text-ink-muted'}>{option.count}</span>
          </Button>
        );
      })}
    </div>
  );
}
