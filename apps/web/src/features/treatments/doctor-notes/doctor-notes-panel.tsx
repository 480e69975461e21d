import { useState } from 'react';
import { NotebookPen, PenLine } from 'lucide-react';
import { DOCTOR_NOTE_MESSAGES, type DoctorNote } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { ExportCsvButton } from '../lib/export-csv-button';
import type { TreatmentPanelProps } from '../lib/panel-props';
import { getAllDoctorNotes, useDeleteDoctorNote, useDoctorNotes } from './api/doctor-notes';
import { doctorNotesCsv } from './lib/csv';
import { isEditable } from './lib/note-schemas';
import { NoteCard } from './note-card';
import { ChangeNoteForm, WriteNoteForm } from './note-form';

/**
 * Doctor notes. A patient (patientId null) reads the notes written about her; an expert or doctor (patientId
 * set) writes notes for that patient and keeps her own: correct or delete within 24 hours, amend after.
 */
export function DoctorNotesPanel({ patientId }: TreatmentPanelProps) {
  const query = useDoctorNotes(patientId);
  const author = patientId !== null;
  const [changing, setChanging] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<DoctorNote | null>(null);
  const remove = useDeleteDoctorNote();
  const now = Date.now();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify.success(DOCTOR_NOTE_MESSAGES.deleted);
        setDeleting(null);
      },
      onError: (error) => notifyError(error, 'The note was not deleted'),
    });
  };

  const actionsOf = (note: DoctorNote) => {
    if (!author || changing === note.id) return undefined;
    const editable = isEditable(note, now);
    return (
      <>
        <Button size="sm" variant="secondary" onClick={() => setChanging(note.id)}>
          {editable ? 'Edit' : 'Amend'}
          <span className="sr-only"> {note.title}</span>
        </Button>
        {editable ? (
          <Button size="sm" variant="ghost" onClick={() => setDeleting(note)}>
            Delete<span className="sr-only"> {note.title}</span>
          </Button>
        ) : null}
      </>
    );
  };

  return (
    <section aria-labelledby="doctor-notes-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="doctor-notes-title" className="text-xl font-semibold text-ink">
            {author ? 'Your notes for this patient' : 'Notes from your care team'}
          </h2>
          <p className="text-sm text-ink-muted">
            {author
              ? 'She reads each note on her Treatments page and is told when you write one.'
              : 'What your experts and doctors wrote after your consultations. A note changed after 24 hours keeps its original.'}
          </p>
        </div>
        {query.data?.length ? (
          <ExportCsvButton
            name="doctor-notes"
            csv={async () => doctorNotesCsv(await getAllDoctorNotes(patientId))}
          />
        ) : null}
      </div>
      {author ? (
        <details className="rounded-xl border border-line bg-surface p-4" open={query.data?.length === 0}>
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-ink">
            <PenLine aria-hidden="true" className="size-4 text-brand" />
            Write a note
          </summary>
          <div className="mt-3">
            <WriteNoteForm patientId={patientId} />
          </div>
        </details>
      ) : null}
      <QueryState
        query={query}
        loadingLabel="Loading notes"
        skeleton={<Skeletons count={2} className="h-32" />}
        errorTitle="Notes could not be loaded"
        isEmpty={(notes) => notes.length === 0}
        empty={
          <EmptyState
            icon={NotebookPen}
            title="No notes yet"
            description={
              author
                ? 'Write your first note above: what you discussed, what you advised, what comes next.'
                : 'After a consultation, your expert or doctor can write a note here: what you discussed and the next steps. Book a consultation to start.'
            }
          />
        }
      >
        {(notes) => (
          <ol aria-label="Notes" className="flex flex-col gap-3">
            {notes.map((note) => (
              <li key={note.id}>
                <NoteCard
                  note={note}
                  actions={actionsOf(note)}
                  editor={
                    changing === note.id ? (
                      <div className="mt-3">
                        <ChangeNoteForm
                          note={note}
                          amend={!isEditable(note, now)}
                          onDone={() => setChanging(null)}
                          onCancel={() => setChanging(null)}
                        />
                      </div>
                    ) : undefined
                  }
                />
              </li>
            ))}
          </ol>
        )}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Delete this note?"
        description={
          deleting
            ? `“${deleting.title}”, written ${formatDateTime(deleting.created_at)}, will be removed; she will no longer see it.`
            : ''
        }
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
