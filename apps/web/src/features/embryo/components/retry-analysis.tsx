import { RotateCcw } from 'lucide-react';
import { EMBRYO_MESSAGES, type EmbryoAnalysis } from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { notifyError } from '@/lib/notify-error';
import { useRerunAnalysis } from '../api/rerun-analysis';

/** A failed analysis: what went wrong and a way to run it again with the same inputs. */
export function RetryAnalysis({ analysis }: { analysis: EmbryoAnalysis }) {
  const rerun = useRerunAnalysis();
  return (
    <Alert
      tone="error"
      title={EMBRYO_MESSAGES.analysisFailed}
      action={
        <Button
          size="sm"
          variant="secondary"
          loading={rerun.isPending}
          onClick={() =>
            rerun.mutate(analysis.image_id, {
              onError: (error) => notifyError(error, EMBRYO_MESSAGES.analysisFailed),
            })
          }
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      }
    >
      {analysis.error ?? 'The picture could not be read.'}
    </Alert>
  );
}
