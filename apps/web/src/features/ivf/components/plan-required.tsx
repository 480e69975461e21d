import { PlanRequired as PlanRequiredCard } from '@/components/ui/plan-required';

/** A patient whose plan does not include IVF prediction: what it is part of and the way to the plans. */
export function PlanRequired({ planName }: { planName: string | null }) {
  return (
    <PlanRequiredCard feature="IVF prediction" planName={planName}>
      With it you can estimate your chance of a live birth from IVF with your own test results, see how sure
      the estimate is, and keep every estimate for your doctor. You can cancel a plan any time.
    </PlanRequiredCard>
  );
}
