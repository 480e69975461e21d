import { Search, X } from 'lucide-react';
import { KNOWLEDGE_SEARCH_MAX_LENGTH } from '@fertilia/contracts';
import { Input } from '@/components/ui/input';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/** The hub's search field, in a search landmark so screen-reader users can jump to it. */
export function SearchBox({ value, onChange }: SearchBoxProps) {
  return (
    <div role="search" className="relative">
      <label htmlFor="knowledge-search" className="sr-only">
        Search the knowledge hub
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
      />
      <Input
        id="knowledge-search"
        type="search"
        value={value}
        maxLength={KNOWLEDGE_SEARCH_MAX_LENGTH}
        placeholder="Search articles, e.g. basal temperature"
        autoComplete="off"
        // Our own clear button replaces the browser's, which not every browser draws.
        className="pr-10 pl-9 [&::-webkit-search-cancel-button]:appearance-none"
        onChange={(event) => onChange(event.target.value)}
      />
      {value ? (
        <button
          type="button"
          onClick={() => onChange('')}
          className="absolute top-1/2 right-2 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-ink-muted hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus"
        >
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">Clear search</span>
        </button>
      ) : null}
    </div>
  );
}
