import { Search } from 'lucide-react';
import { EXPERT_SORTS, EXPERT_SORT_LABELS, type ExpertSort } from '@fertilia/contracts';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

export interface DirectoryFilters {
  query: string;
  specialization: string;
  /** '' for any experience. */
  minExperience: string;
  availableOnly: boolean;
  sort: ExpertSort;
}

export const NO_FILTERS: DirectoryFilters = {
  query: '',
  specialization: '',
  minExperience: '',
  availableOnly: false,
  sort: 'rating',
};

const ANY = 'any';
const EXPERIENCE_OPTIONS = [
  { value: ANY, label: 'Any experience' },
  ...[1, 3, 5, 10, 15, 20].map((years) => ({ value: String(years), label: `${years}+ years` })),
];
const SORT_OPTIONS = EXPERT_SORTS.map((sort) => ({ value: sort, label: EXPERT_SORT_LABELS[sort] }));

/** The directory's filters (spec 02 §7): text search, specialization, experience, free times only, order. */
export function ExpertFilters({
  value,
  onChange,
}: {
  value: DirectoryFilters;
  onChange: (next: DirectoryFilters) => void;
}) {
  const set = <K extends keyof DirectoryFilters>(key: K, v: DirectoryFilters[K]) =>
    onChange({ ...value, [key]: v });
  return (
    <form
      role="search"
      aria-label="Find an expert"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-4 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <FormField label="Search" className="sm:col-span-2 lg:col-span-1">
        {(control) => (
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
            />
            <Input
              {...control}
              type="search"
              className="pl-9"
              placeholder="Name or keyword"
              value={value.query}
              maxLength={100}
              onChange={(event) => set('query', event.target.value)}
            />
          </div>
        )}
      </FormField>
      <FormField label="Specialization">
        <Input
          placeholder="e.g. Reproductive endocrinology"
          value={value.specialization}
          maxLength={50}
          onChange={(event) => set('specialization', event.target.value)}
        />
      </FormField>
      <FormField label="Experience">
        {(control) => (
          <Select
            {...control}
            options={EXPERIENCE_OPTIONS}
            value={value.minExperience || ANY}
            onValueChange={(v) => set('minExperience', v === ANY ? '' : v)}
          />
        )}
      </FormField>
      <FormField label="Sort by">
        {(control) => (
          <Select
            {...control}
            options={SORT_OPTIONS}
            value={value.sort}
            onValueChange={(v) => set('sort', v as ExpertSort)}
          />
        )}
      </FormField>
      <div className="sm:col-span-2 lg:col-span-4">
        <Checkbox
          label="Only experts with free times"
          checked={value.availableOnly}
          onChange={(event) => set('availableOnly', event.target.checked)}
        />
      </div>
    </form>
  );
}
