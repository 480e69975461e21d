import { useState } from 'react';
import { Pill, Plus } from 'lucide-react';
import { MEDICATION_MESSAGES, type Medication } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { ExportCsvButton } from '@/features/treatments/lib/export-csv-button';
import type { TreatmentPanelProps } from '@/features/treatments/lib/panel-props';
import { useDeleteMedication } from '../api/delete-medication';
import { fetchAllMedications, useMedications } from '../api/get-medications';
import { medicationsCsv } from '../lib/export';
import { AdherenceCard } from './adherence-card';
import { MedicationDialog } from './medication-dialog';
import { MedicationItem } from './medication-item';

type Editing = { medication?: Medication } | null;

/**
 * The Medications tab: current ones first, past ones folded away; hers to add, change and delete, a
 * professional's to read. Doses taken over the last days below, and the whole list as CSV.
 */
export function MedicationsPanel({ patientId }: TreatmentPanelProps) {
  const own = patientId === null;
  const medications = useMedications(patientId);
  const remove = useDeleteMedication();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Medication | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify.success(MEDICATION_MESSAGES.deleted);
        setDeleting(null);
      },
      onError: (error) => notifyError(error, 'The medication was not deleted'),
    });
  };

  const addButton = (
    <Button icon={Plus} onClick={() => setEditing({})}>
      Add a medication
    </Button>
  );

  return (
    <section aria-labelledby="medications-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="medications-title" className="text-lg font-semibold">
          Medications
        </h2>
        <div className="flex flex-wrap gap-2">
          {medications.data && medications.data.length > 0 ? (
            <ExportCsvButton
              name="medications"
              csv={async () => medicationsCsv(await fetchAllMedications(patientId))}
            />
          ) : null}
          {own && medications.data && medications.data.length > 0 ? addButton : null}
        </div>
      </div>
      <QueryState
        query={medications}
        loadingLabel="Loading medications"
        skeleton={
          <>
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </>
        }
        errorTitle="Unable to load medications"
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            icon={Pill}
            title={own ? 'No medications yet' : 'No medications recorded'}
            description={
              own
                ? 'Start with what your clinic prescribed for this cycle, such as your stimulation injections: add its dose and times, and you will be reminded at each.'
                : 'She has not added any medications.'
            }
            action={own ? addButton : undefined}
          />
        }
      >
        {(list) => {
          const current = list.filter((m) => m.active);
          const past = list.filter((m) => !m.active);
          const item = (m: Medication) => (
            <MedicationItem
              key={m.id}
              medication={m}
              onEdit={own ? () => setEditing({ medication: m }) : undefined}
              onDelete={own ? () => setDeleting(m) : undefined}
            />
          );
          return (
            <div className="flex flex-col gap-4">
              {current.length > 0 ? (
                <ul aria-label="Current medications" className="flex flex-col gap-3">
                  {current.map(item)}
                </ul>
              ) : (
                <p className="text-sm text-ink-muted">No current medications: every schedule has ended.</p>
              )}
              {past.length > 0 ? (
                <details className="rounded-xl border border-line bg-subtle/50 p-3">
                  <summary className="flex min-h-11 cursor-pointer items-center font-medium">
                    Past medications ({past.length})
                  </summary>
                  <ul aria-label="Past medications" className="mt-2 flex flex-col gap-3">
                    {past.map(item)}
                  </ul>
                </details>
              ) : null}
            </div>
          );
        }}
      </QueryState>
      {medications.data && medications.data.length > 0 ? <AdherenceCard patientId={patientId} /> : null}
      <MedicationDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        medication={editing?.medication}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'this medication'}?`}
        description="Its schedule, reminders and the log of its doses are deleted. This cannot be undone."
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
