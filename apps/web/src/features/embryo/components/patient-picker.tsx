import { Link } from 'react-router';
import { cn } from '@/components/ui/cn';
import { FormField } from '@/components/ui/form-field';
import { controlClasses } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyPatients } from '../api/get-my-patients';

interface PatientPickerProps {
  value: number | undefined;
  onChange: (patientId: number | undefined) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * Whose embryo it is: one of her patients (those who have or had an appointment with her), or none for a
 * picture of the clinic's own that belongs to no patient on Fertilia.
 */
export function PatientPicker({ value, onChange, error, disabled }: PatientPickerProps) {
  const patients = useMyPatients(true);
  return (
    <QueryState
      query={patients}
      loadingLabel="Loading your patients"
      skeleton={<Skeleton className="h-16" />}
      errorTitle="Unable to load your patients"
    >
      {(list) => (
        <FormField
          label="Patient"
          error={error}
          hint={
            list.results.length === 0 ? (
              <>
                Your patients appear here once they have booked an appointment with you.{' '}
                <Link to="/appointments" className="font-medium text-brand-strong underline">
                  See your appointments
                </Link>
              </>
            ) : (
              'The analysis is saved to her record, and she can read it.'
            )
          }
        >
          <select
            value={value ?? ''}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
            className={cn(controlClasses, 'h-11 sm:text-sm')}
          >
            <option value="">No patient (the clinic’s own picture)</option>
            {list.results.map((patient) => (
              <option key={patient.id} value={patient.id}>
                {patient.name} ({patient.email})
              </option>
            ))}
          </select>
        </FormField>
      )}
    </QueryState>
  );
}
