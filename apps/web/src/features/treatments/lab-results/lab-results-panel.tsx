import { useState } from 'react';
import { FlaskConical, Plus } from 'lucide-react';
import { LAB_MESSAGES, type LabResult } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { ExportCsvButton } from '../lib/export-csv-button';
import type { TreatmentPanelProps } from '../lib/panel-props';
import { getAllLabResults, useDeleteLabResult, useLabResults } from './api/lab-results';
import { labResultsCsv } from './lib/csv';
import { LabResultForm } from './lab-result-form';
import { FilteredLabResults } from './filtered-lab-results';
import { LabTrendChart } from './lab-trend-chart';

/** The form's dialog: closed, a new result, or one being corrected. */
type Editing = { result: LabResult | null } | null;

/**
 * Lab results: her own (she adds, corrects and deletes them) or, for an expert or doctor, her patient's,
 * read-only. A trend chart per test above the list, newest sample first.
 */
export function LabResultsPanel({ patientId }: TreatmentPanelProps) {
  const own = patientId === null;
  const query = useLabResults(patientId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<LabResult | null>(null);
  const remove = useDeleteLabResult();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify.success(LAB_MESSAGES.deleted);
        setDeleting(null);
      },
      onError: (error) => notifyError(error, 'The lab result was not deleted'),
    });
  };
  const add = own ? (
    <Button onClick={() => setEditing({ result: null })}>
      <Plus aria-hidden="true" className="size-4" />
      Add a result
    </Button>
  ) : null;

  return (
    <section aria-labelledby="lab-results-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="lab-results-title" className="text-xl font-semibold text-ink">
            Lab results
          </h2>
          <p className="text-sm text-ink-muted">
            {own
              ? 'Blood tests, scans and semen analyses, each read against a published reference range.'
              : 'Her results as she recorded them; you can read them, only she can change them.'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {query.data?.length ? (
            <ExportCsvButton
              name="lab-results"
              csv={async () => labResultsCsv(await getAllLabResults(patientId))}
            />
          ) : null}
          {query.data?.length ? add : null}
        </div>
      </div>
      <QueryState
        query={query}
        loadingLabel="Loading lab results"
        skeleton={<Skeletons count={3} className="h-28" />}
        errorTitle="Lab results could not be loaded"
        isEmpty={(results) => results.length === 0}
        empty={
          <EmptyState
            icon={FlaskConical}
            title="No lab results yet"
            description={
              own
                ? 'Add your AMH and day-3 FSH first: together with an antral follicle count they show your ovarian reserve, the starting point of most treatment plans.'
                : 'She has not recorded any lab results yet.'
            }
            action={add}
          />
        }
      >
        {(results) => (
          <>
            <LabTrendChart results={results} />
            <FilteredLabResults
              results={results}
              own={own}
              onEdit={own ? (result) => setEditing({ result }) : undefined}
              onDelete={own ? setDeleting : undefined}
            />
          </>
        )}
      </QueryState>
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? null : setEditing(null))}>
        <DialogContent>
          <DialogHeading
            title={editing?.result ? 'Edit lab result' : 'Add a lab result'}
            description="As printed on your lab report; a value in another unit is converted for the chart."
          />
          {editing ? (
            <LabResultForm
              key={editing.result?.id ?? 'new'}
              result={editing.result}
              onSaved={() => setEditing(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Delete this lab result?"
        description={
          deleting
            ? `${deleting.test_label} of ${formatDate(deleting.taken_on)} will be removed from your record.`
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
