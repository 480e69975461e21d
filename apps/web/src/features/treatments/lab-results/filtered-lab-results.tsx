import { useId, useState } from 'react';
import { LAB_TEST_INFO, type LabResult, type LabTest } from '@fertilia/contracts';
import { cn } from '@/components/ui/cn';
import { controlClasses } from '@/components/ui/input';
import { LabResultList } from './lab-result-list';
import { testsWithResults } from './lib/trend';

const ALL = 'all';

interface FilteredLabResultsProps {
  results: readonly LabResult[];
  own: boolean;
  onEdit?: (result: LabResult) => void;
  onDelete?: (result: LabResult) => void;
}

/** The list of results, all tests or one, newest sample first. */
export function FilteredLabResults({ results, ...listProps }: FilteredLabResultsProps) {
  const id = useId();
  const tests = testsWithResults(results);
  const [chosen, setChosen] = useState<LabTest | typeof ALL>(ALL);
  const test = chosen !== ALL && tests.includes(chosen) ? chosen : ALL;
  const shown = test === ALL ? results : results.filter((r) => r.test === test);
  const count = (t: LabTest) => results.filter((r) => r.test === t).length;
  return (
    <div className="flex flex-col gap-3">
      {tests.length > 1 ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <label htmlFor={`${id}-show`} className="font-medium">
            Show
          </label>
          <select
            id={`${id}-show`}
            className={cn(controlClasses, 'h-11 w-auto sm:text-sm')}
            value={test}
            onChange={(e) => setChosen(e.target.value as LabTest | typeof ALL)}
          >
            <option value={ALL}>All tests ({results.length})</option>
            {tests.map((t) => (
              <option key={t} value={t}>
                {LAB_TEST_INFO[t].label} ({count(t)})
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <LabResultList results={shown} {...listProps} />
    </div>
  );
}
