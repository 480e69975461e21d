import { Link } from 'react-router';
import { BookOpen } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PlanRequired as PlanRequiredCard } from '@/components/ui/plan-required';

/** A patient whose plan does not include the assistant: what it is part of, and where to read meanwhile. */
export function PlanRequired({ planName }: { planName: string | null }) {
  return (
    <PlanRequiredCard
      feature="The AI assistant"
      planName={planName}
      className="mx-auto max-w-2xl"
      actions={
        <Button asChild variant="secondary">
          <Link to="/knowledge-hub">
            <BookOpen aria-hidden="true" />
            Read the knowledge hub
          </Link>
        </Button>
      }
    >
      Ask questions about fertility and treatment and get answers from our reviewed knowledge hub and FAQ,
      each with its sources. You can cancel a plan any time.
    </PlanRequiredCard>
  );
}
