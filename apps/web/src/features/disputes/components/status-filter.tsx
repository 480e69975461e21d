import { cn } from '@/components/ui/cn';

interface StatusFilterProps<S extends string> {
  label: string;
  statuses: readonly S[];
  labels: Record<S, string>;
  value: S | 'all';
  onChange: (value: S | 'all') => void;
}

/** A row of toggle buttons, "All" first: one tap on a phone, Tab and Enter on a keyboard. */
export function StatusFilter<S extends string>({
  label,
  statuses,
  labels,
  value,
  onChange,
}: StatusFilterProps<S>) {
  const options: { value: S | 'all'; label: string }[] = [
    { value: 'all', label: 'All' },
    ...statuses.map((s) => ({ value: s, label: labels[s] })),
  ];
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
            value === option.value
              ? 'border-brand bg-brand-soft text-brand-ink'
              : 'border-line bg-surface text-ink-muted hover:text-ink',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
