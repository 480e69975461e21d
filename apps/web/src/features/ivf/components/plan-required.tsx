import { Link } from 'react-router';
import { LockKeyhole } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** A patient whose plan does not include IVF prediction: what it is part of and the way to the plans. */
export function PlanRequired({ planName }: { planName: string | null }) {
  return (
    <Card className="flex flex-col gap-4 p-6">
      <div className="flex items-start gap-3">
        <LockKeyhole aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand" />
        <div>
          <h2 className="text-lg font-semibold text-ink">
            {planName
              ? `IVF prediction is part of the ${planName} plan`
              : 'IVF prediction is part of a paid plan'}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            With it you can estimate your chance of a live birth from IVF with your own test results, see how
            sure the estimate is, and keep every estimate for your doctor. You can cancel a plan any time.
          </p>
        </div>
      </div>
      <Button asChild className="self-start">
        <Link to="/pricing">See plans</Link>
      </Button>
    </Card>
  );
}
