import { Link } from 'react-router';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, consultationsApi, type PatientSummary } from '@fertilia/contracts';
import { cn } from '@/components/ui/cn';
import { FormField } from '@/components/ui/form-field';
import { controlClasses } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { call } from '@/lib/api-client';

/**
 * An expert's or doctor's patients: those who have or had an appointment with her (the API refuses anyone
 * else's records), the largest page the API serves.
 */
export const myPatientsQueryOptions = () =>
  queryOptions({
    queryKey: ['consultations', 'my-patients'] as const,
    queryFn: ({ signal }) =>
      call(consultationsApi.patients, { query: { skip: 0, limit: MAX_PAGE_SIZE } }, { signal }),
  });

export const useMyPatients = (enabled = true) => useQuery({ ...myPatientsQueryOptions(), enabled });

interface MyPatientsPickerProps {
  value: number | undefined;
  onChange: (patientId: number | undefined) => void;
  /** The empty choice's words, e.g. "Choose a patient". */
  placeholder: string;
  hint?: string;
  label?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Only these patients may be chosen here (e.g. those with an agreed or past visit); all when absent. */
  eligible?: (patient: PatientSummary) => boolean;
  /** What the hint says when she has patients but none eligible. */
  noneEligible?: string;
}

/**
 * Choose one of her patients (shared by the screens where a professional acts for a patient); says how patients come to be listed when she has none yet.
 */
export function MyPatientsPicker({
  value,
  onChange,
  placeholder,
  hint,
  label = 'Patient',
  error,
  required,
  disabled,
  eligible = () => true,
  noneEligible,
}: MyPatientsPickerProps) {
  const patients = useMyPatients();
  return (
    <QueryState
      query={patients}
      loadingLabel="Loading your patients"
      skeleton={<Skeleton className="h-16" />}
      errorTitle="Unable to load your patients"
    >
      {(list) => {
        const choices = list.results.filter(eligible);
        return (
          <FormField
            label={label}
            error={error}
            required={required}
            hint={
              choices.length === 0 ? (
                <>
                  {list.results.length > 0 && noneEligible
                    ? noneEligible
                    : 'Your patients appear here once they have booked an appointment with you.'}{' '}
                  <Link to="/appointments" className="font-medium text-brand-strong underline">
                    See your appointments
                  </Link>
                </>
              ) : (
                hint
              )
            }
          >
            <select
              value={value ?? ''}
              disabled={disabled}
              onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
              className={cn(controlClasses, 'h-11 sm:text-sm')}
            >
              <option value="">{placeholder}</option>
              {choices.map((patient) => (
                <option key={patient.id} value={patient.id}>
                  {patient.name} ({patient.email})
                </option>
              ))}
            </select>
          </FormField>
        );
      }}
    </QueryState>
  );
}
