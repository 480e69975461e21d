import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';

interface FaqSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
}

/** A labelled search field; searching happens as the visitor types, so there is no submit button. */
export function FaqSearchBox({ value, onChange, label = 'Search the FAQ' }: FaqSearchBoxProps) {
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()} className="relative w-full max-w-xl">
      <label htmlFor="faq-search" className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
      />
      <Input
        id="faq-search"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="e.g. delete my account, IVF, billing"
        className="pl-9"
        autoComplete="off"
      />
    </form>
  );
}
