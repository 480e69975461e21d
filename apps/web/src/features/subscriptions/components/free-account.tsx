import { Link } from 'react-router';
import { Check, Sparkles } from 'lucide-react';
import {
  PLAN_ENTITLEMENTS,
  PLAN_ENTITLEMENT_LABELS,
  type Plan,
  type PlanEntitlement,
} from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * No subscription: what her account includes (the free plan's lines, and what the API says it unlocks), what
 * a plan would add, and the way to the plans.
 */
export function FreeAccount({
  entitlements,
  freePlan,
  endedPlan,
}: {
  entitlements: PlanEntitlement[];
  /** The free plan every account has, when the plans could be loaded. */
  freePlan?: Plan;
  /** The plan her last subscription was to, when it has ended. */
  endedPlan?: string;
}) {
  const missing = PLAN_ENTITLEMENTS.filter((entitlement) => !entitlements.includes(entitlement));
  const included = [
    ...(freePlan?.features ?? []),
    ...entitlements.map((entitlement) => sentenceCase(PLAN_ENTITLEMENT_LABELS[entitlement])),
  ];
  return (
    <Card className="flex flex-col gap-5 p-6">
      <div className="flex items-start gap-3">
        <Sparkles aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand" />
        <div>
          <h2 className="text-lg font-semibold text-ink">
            {endedPlan ? `Your ${endedPlan} subscription has ended` : 'You are on the free account'}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            Your account is free and stays free. A plan adds more support when you want it; you can cancel any
            time.
          </p>
        </div>
      </div>
      {included.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-ink">Your account includes</h3>
          <ul className="mt-2 flex flex-col gap-1" aria-label="Your account includes">
            {included.map((line) => (
              <li key={line} className="flex items-start gap-2 text-sm">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                {line}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {missing.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-ink">A plan adds</h3>
          <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm" aria-label="A plan adds">
            {missing.map((entitlement) => (
              <li key={entitlement}>{sentenceCase(PLAN_ENTITLEMENT_LABELS[entitlement])}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Button asChild className="self-start">
        <Link to="/pricing">See plans and prices</Link>
      </Button>
    </Card>
  );
}
