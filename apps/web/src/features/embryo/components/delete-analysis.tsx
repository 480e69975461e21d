import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Trash2 } from 'lucide-react';
import type { EmbryoAnalysis } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { useDeleteAnalysis } from '../api/delete-analysis';

/** Deletes the analysis and its picture after a question, then goes back to the list. */
export function DeleteAnalysis({ analysis }: { analysis: EmbryoAnalysis }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAnalysis();
  const navigate = useNavigate();
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete embryo ${analysis.embryo_id}?`}
        description="The analysis and its picture are deleted for good, for everyone who could read them."
        confirmLabel="Delete the analysis"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(analysis.id, {
            onSuccess: (answer) => {
              notify.success(answer.message);
              setOpen(false);
              navigate('/embryo-analysis');
            },
            onError: (error) => notifyError(error, 'Unable to delete the analysis'),
          })
        }
      />
    </>
  );
}
