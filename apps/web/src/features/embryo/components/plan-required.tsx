import { PlanRequired as PlanRequiredCard } from '@/components/ui/plan-required';

/** A patient whose plan does not include embryo analysis: what it is part of; her history stays readable. */
export function PlanRequired({ planName }: { planName: string | null }) {
  return (
    <PlanRequiredCard feature="Embryo image analysis" planName={planName}>
      With it you can upload pictures of your embryos, see the grade on the scale embryologists use with what
      was measured, compare your embryos side by side, and keep every analysis for your clinic. Analyses you
      already have stay readable. You can cancel a plan any time.
    </PlanRequiredCard>
  );
}
