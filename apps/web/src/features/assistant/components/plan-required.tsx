import { Link } from 'react-router';
import { BookOpen, LockKeyhole } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** A patient whose plan does not include the assistant: what it is part of, and where to read meanwhile. */
export function PlanRequired({ planName }: { planName: string | null }) {
  return (
    <Card className="mx-auto flex max-w-2xl flex-col gap-4 p-6">
      <div className="flex items-start gap-3">
        <LockKeyhole aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand" />
        <div>
          <h2 className="text-lg font-semibold text-ink">
            {planName
              ? `The AI assistant is part of the ${planName} plan`
              : 'The AI assistant is part of a paid plan'}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            Ask questions about fertility and treatment and get answers from our reviewed knowledge hub and
            FAQ, each with its sources. You can cancel a plan any time.
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/pricing">See plans</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/knowledge-hub">
            <BookOpen aria-hidden="true" />
            Read the knowledge hub
          </Link>
        </Button>
      </div>
    </Card>
  );
}
