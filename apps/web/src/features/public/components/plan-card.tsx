import { Link } from 'react-router';
import { Check, Clock } from 'lucide-react';
import type { Plan } from '@fertilia/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { PLANS_ARE_FOR_PATIENTS, activePrice, isFreePlan, type BillingPeriod } from '@/lib/plan-price';
import { isComingSoon, type IsBuilt } from '../lib/plan-feature-areas';
import { PlanPrice } from './plan-price';

function PlanFeature({ feature, comingSoon }: { feature: string; comingSoon: boolean }) {
  if (!comingSoon) {
    return (
      <li className="flex items-start gap-2 text-sm">
        <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
        {feature}
      </li>
    );
  }
  return (
    <li className="flex items-start gap-2 text-sm text-ink-muted">
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {feature} <Badge className="ml-1 align-middle">Coming soon</Badge>
      </span>
    </li>
  );
}

export const SUBSCRIPTIONS_PATH = '/subscriptions';
export const CHECKOUT_PATH = '/subscriptions/checkout';

/** Who is looking at the plans, as far as the buttons are concerned. */
export type PlanViewer =
  | { kind: 'visitor' }
  /** Signed in while subscribing is not open (the feature is off or not built). */
  | { kind: 'member-closed' }
  /** An expert, doctor or staff member: plans are not for her account. */
  | { kind: 'not-patient' }
  /** Signed in; her live subscription's plan, if she has one. */
  | { kind: 'member'; subscribedPlanId: number | null };

/**
 * A visitor signs up first. A member: the free plan is hers already, her own plan leads to her subscription,
 * another paid plan to its checkout for the chosen period (or, for a subscriber, to changing her plan).
 */
function PlanAction({ plan, viewer, period }: { plan: Plan; viewer: PlanViewer; period: BillingPeriod }) {
  if (viewer.kind === 'visitor')
    return (
      <Button asChild variant="secondary" className="w-full">
        <Link to="/register">Get started</Link>
      </Button>
    );
  if (isFreePlan(plan))
    return <p className="w-full text-center text-sm text-ink-muted">Included with your account</p>;
  if (viewer.kind === 'member-closed')
    return <p className="w-full text-center text-sm text-ink-muted">Choosing a plan opens soon.</p>;
  if (viewer.kind === 'not-patient')
    return <p className="w-full text-center text-sm text-ink-muted">{PLANS_ARE_FOR_PATIENTS}.</p>;
  if (viewer.subscribedPlanId === plan.id)
    return (
      <div className="flex w-full flex-col items-center gap-2">
        <Badge tone="brand">Your plan</Badge>
        <Button asChild variant="secondary" className="w-full">
          <Link to={SUBSCRIPTIONS_PATH}>Manage your subscription</Link>
        </Button>
      </div>
    );
  const price = activePrice(plan, period) ?? activePrice(plan, period === 'month' ? 'year' : 'month');
  if (!price || price.amount <= 0) return null;
  const to =
    viewer.subscribedPlanId === null
      ? `${CHECKOUT_PATH}?plan=${plan.id}&price=${price.id}`
      : `${SUBSCRIPTIONS_PATH}?change=${plan.id}`;
  return (
    <Button asChild className="w-full">
      <Link to={to}>Choose {plan.name}</Link>
    </Button>
  );
}

/** One plan; a feature line naming an area that is not built yet says "Coming soon" instead of a tick. */
export function PlanCard({
  plan,
  viewer,
  period,
  isBuilt,
}: {
  plan: Plan;
  viewer: PlanViewer;
  period: BillingPeriod;
  isBuilt: IsBuilt;
}) {
  const mine = viewer.kind === 'member' && viewer.subscribedPlanId === plan.id;
  return (
    <Card className={cn('flex h-full flex-col', mine && 'border-brand ring-1 ring-brand')}>
      <CardHeader>
        <CardTitle>{plan.name}</CardTitle>
        {plan.description ? <CardDescription>{plan.description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-5">
        <PlanPrice plan={plan} period={period} />
        {plan.features.length > 0 ? (
          <ul className="flex flex-col gap-2" aria-label={`What ${plan.name} includes`}>
            {plan.features.map((feature) => (
              <PlanFeature key={feature} feature={feature} comingSoon={isComingSoon(feature, isBuilt)} />
            ))}
          </ul>
        ) : null}
      </CardContent>
      <CardFooter>
        <PlanAction plan={plan} viewer={viewer} period={period} />
      </CardFooter>
    </Card>
  );
}
