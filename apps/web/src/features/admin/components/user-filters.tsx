import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { ROLE_LABELS, ROLES, USER_STATUSES } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { UserFilters as Filters } from '../api/search-users';

const ROLE_OPTIONS = [
  { value: 'all', label: 'All roles' },
  ...ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] })),
];
const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...USER_STATUSES.map((s) => ({ value: s, label: s === 'active' ? 'Active' : 'Suspended' })),
];

interface UserFiltersProps {
  filters: Filters;
  onChange: (next: Filters) => void;
}

/** Search runs on submit (Enter), filters at once; any change goes back to the first page. */
export function UserFilters({ filters, onChange }: UserFiltersProps) {
  const [search, setSearch] = useState(filters.search);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, search, skip: 0 });
  };

  return (
    <form
      onSubmit={onSubmit}
      role="search"
      className="grid gap-3 md:grid-cols-[1fr_12rem_12rem_auto] md:items-end"
    >
      <FormField label="Search">
        <Input
          id="user-search"
          type="search"
          placeholder="Name, username or e-mail"
          value={search}
          maxLength={100}
          onChange={(e) => setSearch(e.target.value)}
        />
      </FormField>
      <FormField label="Role">
        <Select
          id="user-role-filter"
          options={ROLE_OPTIONS}
          value={filters.role}
          onValueChange={(role) => onChange({ ...filters, search, role: role as Filters['role'], skip: 0 })}
        />
      </FormField>
      <FormField label="Status">
        <Select
          id="user-status-filter"
          options={STATUS_OPTIONS}
          value={filters.status}
          onValueChange={(status) =>
            onChange({ ...filters, search, status: status as Filters['status'], skip: 0 })
          }
        />
      </FormField>
      <Button icon={Search} type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
