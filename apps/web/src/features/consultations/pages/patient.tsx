import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { CalendarX2 } from 'lucide-react';
import type { PatientDetail } from '@fertilia/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { hasStatus } from '@/lib/api-client';
import { useBreadcrumbTitle } from '@/lib/breadcrumb-title';
import { usePatient } from '../api/patient';
import { PatientAppointment } from '../components/patient-appointment';
import { PatientHeader } from '../components/patient-header';
import { PatientNotFound } from '../components/patient-not-found';

const positiveId = (raw: string | undefined) => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** /patients/:patientId: one of her patients, their visits with her and her notes on each. */
export function Component() {
  const id = positiveId(useParams().patientId);
  if (id === null) return <UnnamedNotFound />;
  return <PatientPage id={id} />;
}

function UnnamedNotFound() {
  useBreadcrumbTitle(null);
  return <PatientNotFound />;
}

function PatientPage({ id }: { id: number }) {
  const patient = usePatient(id);
  const { hash } = useLocation();
  useBreadcrumbTitle(patient.data?.patient.name ?? (patient.error ? null : undefined));

  // A link to one visit (#appointment-{id}, e.g. from the appointments list) lands on it once it is shown.
  const loaded = patient.data !== undefined;
  useEffect(() => {
    if (!loaded || !hash.startsWith('#appointment-')) return;
    const target = document.getElementById(hash.slice(1));
    target?.scrollIntoView?.({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [hash, loaded]);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col">
      <QueryState
        query={patient}
        loadingLabel="Loading the patient"
        skeleton={
          <>
            <Skeleton className="h-36 rounded-xl" />
            <Skeleton className="h-48 rounded-xl" />
          </>
        }
        errorTitle="Unable to load this patient"
        errorHeading="Patient"
        renderError={(error) => (hasStatus(error, 404) ? <PatientNotFound /> : undefined)}
      >
        {(data) => <PatientDetailView detail={data} hash={hash} />}
      </QueryState>
    </div>
  );
}

function PatientDetailView({ detail, hash }: { detail: PatientDetail; hash: string }) {
  const appointments = [...detail.appointments].sort(
    (a, b) => Date.parse(b.starts_at) - Date.parse(a.starts_at),
  );
  return (
    <>
      <PatientHeader patient={detail.patient} />
      <section aria-labelledby="visits-title" className="flex flex-col gap-4">
        <h2 id="visits-title" className="text-lg font-semibold">
          Appointments with you
        </h2>
        {appointments.length === 0 ? (
          <EmptyState
            icon={CalendarX2}
            title="No appointments"
            description="Her visits with you show here."
          />
        ) : (
          <ol className="flex flex-col gap-4">
            {appointments.map((appointment) => (
              <PatientAppointment
                key={appointment.id}
                appointment={appointment}
                notes={detail.notes.find((n) => n.appointment_id === appointment.id) ?? null}
                targeted={hash === `#appointment-${appointment.id}`}
              />
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
