import { DateTime } from 'luxon';
import { Link } from 'react-router';
import { ClipboardList, Mail } from 'lucide-react';
import type { PatientSummary } from '@fertilia/contracts';
import { Avatar } from '@/components/ui/avatar';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';

/** Whole years from a date of birth to today; null when there is none. */
export function ageOf(dateOfBirth: string | null, now: DateTime = DateTime.now()): number | null {
  if (!dateOfBirth) return null;
  const born = DateTime.fromISO(dateOfBirth);
  return born.isValid ? Math.floor(now.diff(born, 'years').years) : null;
}

/** Who she is: name, e-mail, age, and her visits with this expert at a glance. */
export function PatientHeader({ patient }: { patient: PatientSummary }) {
  const age = ageOf(patient.date_of_birth);
  const facts = [
    age === null
      ? null
      : { label: 'Age', value: `${age} (born ${formatDate(patient.date_of_birth!, 'long')})` },
    { label: 'Appointments with you', value: formatNumber(patient.appointment_count) },
    patient.last_visit_at ? { label: 'Last visit', value: formatDateTime(patient.last_visit_at) } : null,
    patient.next_visit_at ? { label: 'Next visit', value: formatDateTime(patient.next_visit_at) } : null,
  ].filter((fact) => fact !== null);

  return (
    <header className="mb-6 flex flex-col gap-4 rounded-xl border border-line bg-surface p-5 shadow-xs sm:flex-row sm:items-start sm:p-6">
      <Avatar name={patient.name} src={patient.avatar_url} size="lg" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{patient.name}</h1>
          <a
            href={`mailto:${patient.email}`}
            className="mt-1 inline-flex min-h-11 items-center gap-2 text-sm break-all text-brand-strong underline-offset-4 hover:underline"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {patient.email}
          </a>
          {/* Her treatment record opens to professionals with an agreed or past visit (ADR 022): the same visits as these dates. */}
          {patient.last_visit_at || patient.next_visit_at ? (
            <Link
              to={`/treatments?patient=${patient.id}`}
              className="ml-0 inline-flex min-h-11 items-center gap-2 text-sm text-brand-strong underline-offset-4 hover:underline sm:ml-6"
            >
              <ClipboardList aria-hidden="true" className="size-4 shrink-0" />
              Medications, lab results and notes
            </Link>
          ) : null}
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm lg:grid-cols-4">
          {facts.map((fact) => (
            <div key={fact.label} className="flex flex-col">
              <dt className="text-ink-muted">{fact.label}</dt>
              <dd className="font-medium">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </header>
  );
}
