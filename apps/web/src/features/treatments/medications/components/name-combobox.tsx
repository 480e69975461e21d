import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { searchMedicationCatalog, type CatalogMatch } from '@fertilia/contracts';
import { cn } from '@/components/ui/cn';
import type { FieldControlProps } from '@/components/ui/form-field';
import { controlClasses } from '@/components/ui/input';

interface NameComboboxProps extends FieldControlProps {
  value: string;
  onChange: (name: string) => void;
  onBlur: () => void;
  /** She picked an entry of the catalog: the form fills in its usual route and unit. */
  onPick: (match: CatalogMatch) => void;
}

/**
 * The medication's name: free text, with the catalog's drugs (generic and brand names) offered as she types,
 * in the ARIA combobox pattern (arrows move, Enter picks, Escape closes).
 */
export function NameCombobox({ value, onChange, onBlur, onPick, ...control }: NameComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const matches = useMemo(() => searchMedicationCatalog(value), [value]);
  const shown = open && matches.length > 0;

  const pick = (match: CatalogMatch) => {
    onChange(match.name);
    onPick(match);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((i) => (matches.length === 0 ? -1 : (i + step + matches.length) % matches.length));
    } else if (event.key === 'Enter' && shown && active >= 0) {
      event.preventDefault();
      pick(matches[active]!);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <input
        {...control}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          onBlur();
        }}
        onKeyDown={onKeyDown}
        className={cn(controlClasses, 'h-11 sm:text-sm')}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Common fertility medications"
        hidden={!shown}
        className="absolute z-10 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-line bg-surface py-1 shadow-lg"
      >
        {matches.map((match, i) => (
          <li
            key={match.name}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            // Picked before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(match);
            }}
            className={cn(
              'flex cursor-pointer flex-col px-3 py-2 text-sm',
              i === active ? 'bg-brand-soft text-brand-ink' : 'hover:bg-subtle',
            )}
          >
            <span className="font-medium">{match.name}</span>
            <span className="text-xs text-ink-muted">{match.entry.use}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
