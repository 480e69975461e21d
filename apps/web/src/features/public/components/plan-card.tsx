import { Link } from 'react-router';
import { Check, Clock } from 'lucide-react';
import { BILLING_INTERVAL_LABELS, type Plan } from '@fertilia/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import { isComingSoon, type IsBuilt } from '../lib/plan-feature-areas';

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

const SUBSCRIPTIONS_PATH = '/subscriptions';

/**
 * A visitor starts with an account; a member chooses the plan on the subscriptions screen, and until that
 * screen is built the card says so rather than leading to it.
 */
function PlanAction({ signedIn, isBuilt }: { signedIn: boolean; isBuilt: IsBuilt }) {
  if (signedIn && !isBuilt(SUBSCRIPTIONS_PATH)) {
    return <p className="w-full text-center text-sm text-ink-muted">Choosing a plan opens soon.</p>;
  }
  return (
    <Button asChild variant="secondary" className="w-full">
      <Link to={signedIn ? SUBSCRIPTIONS_PATH : '/register'}>
        {signedIn ? 'Choose this plan' : 'Get started'}
      </Link>
    </Button>
  );
}

/** One plan; a feature line naming an area that is not built yet says "Coming soon" instead of a tick. */
export function PlanCard({ plan, signedIn, isBuilt }: { plan: Plan; signedIn: boolean; isBuilt: IsBuilt }) {
  const prices = plan.prices.filter((p) => p.is_active);
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <CardTitle>{plan.name}</CardTitle>
        {plan.description ? <CardDescription>{plan.description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-5">
        {prices.length > 0 ? (
          <ul className="flex flex-col gap-1" aria-label={`Prices of ${plan.name}`}>
            {prices.map((price) => (
              <li key={price.id} className="flex items-baseline gap-2">
                <span className="text-3xl font-semibold tracking-tight">
                  {formatMoney(price.amount, price.currency)}
                </span>
                <span className="text-sm text-ink-muted">{BILLING_INTERVAL_LABELS[price.interval]}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-ink-muted">Price on request</p>
        )}
        {plan.features.length > 0 ? (
          <ul className="flex flex-col gap-2" aria-label={`What ${plan.name} includes`}>
            {plan.features.map((feature) => (
              <PlanFeature key={feature} feature={feature} comingSoon={isComingSoon(feature, isBuilt)} />
            ))}
          </ul>
        ) : null}
      </CardContent>
      <CardFooter>
        <PlanAction signedIn={signedIn} isBuilt={isBuilt} />
      </CardFooter>
    </Card>
  );
}
