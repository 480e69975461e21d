import type { AppointmentNotes } from '@fertilia/contracts';
import { formatDateTime } from '@/lib/format';
import { SOAP_SECTIONS } from './notes-fields';

/** A written SOAP note, read-only: the four private parts, then what the patient sees. */
export function NotesView({ notes }: { notes: AppointmentNotes }) {
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-4 md:grid-cols-2">
        {SOAP_SECTIONS.map(({ key, label }) => (
          <div key={key} className="flex flex-col gap-1">
            <dt className="text-sm font-semibold">{label}</dt>
            <dd className="text-sm whitespace-pre-line text-ink">
              {notes[key] ?? <span className="text-ink-muted">Nothing written</span>}
            </dd>
          </div>
        ))}
      </dl>
      <div className="rounded-lg bg-subtle p-3">
        <p className="text-sm font-semibold">Summary shared with the patient</p>
        <p className="mt-1 text-sm whitespace-pre-line">
          {notes.shared_summary ?? (
            <span className="text-ink-muted">None: the patient sees no summary of this visit.</span>
          )}
        </p>
      </div>
      <p className="text-xs text-ink-muted">Last updated {formatDateTime(notes.updated_at)}</p>
    </div>
  );
}
