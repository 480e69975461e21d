import { Link } from 'react-router';
import { IVF_MESSAGES } from '@fertilia/contracts';
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
}

/** An expert or doctor estimates for one of her patients: those who have or had an appointment with her. */
export function PatientPicker({ value, onChange, error }: PatientPickerProps) {
  const patients = useMyPatients(true);
  return (
    <QueryState
      query={patients}
      loadingLabel="Loading your patients"
      skeleton={<Skeleton className="h-16" />}
      errorTitle="Unable to load your patients"
    >
      {(list) =>
        list.results.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line-strong p-4 text-sm text-ink-muted">
            Your patients appear here once they have booked an appointment with you.{' '}
            <Link to="/appointments" className="font-medium text-brand-strong underline">
              See your appointments
            </Link>
          </p>
        ) : (
          <FormField label="Patient" required error={error} hint="The estimate is saved to her record.">
            <select
              value={value ?? ''}
              onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
              className={cn(controlClasses, 'h-11 sm:text-sm')}
            >
              <option value="">{IVF_MESSAGES.professionalNeedsPatient}</option>
              {list.results.map((patient) => (
                <option key={patient.id} value={patient.id}>
                  {patient.name} ({patient.email})
                </option>
              ))}
            </select>
          </FormField>
        )
      }
    </QueryState>
  );
}
