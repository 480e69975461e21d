import { Link } from 'react-router';
import { UserRoundX } from 'lucide-react';
import { CONSULTATION_MESSAGES } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** A patient this expert has never seen, or none at all: the same page, so nothing leaks who exists. */
export function PatientNotFound() {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <h1 className="sr-only">{CONSULTATION_MESSAGES.patientNotFound}</h1>
      <EmptyState
        icon={UserRoundX}
        title={CONSULTATION_MESSAGES.patientNotFound}
        description="You can open the page of a patient who has or had an appointment with you."
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild>
              <Link to="/appointments">Go to appointments</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/expert-dashboard#patients">My patients</Link>
            </Button>
          </div>
        }
      />
    </div>
  );
}
