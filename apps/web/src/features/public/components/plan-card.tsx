import { Link } from 'react-router';
import { Check } from 'lucide-react';
import { BILLING_INTERVAL_LABELS, type Plan } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';

export function PlanCard({ plan, signedIn }: { plan: Plan; signedIn: boolean }) {
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
              <li key={feature} className="flex items-start gap-2 text-sm">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                {feature}
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
      <CardFooter>
        <Button asChild variant="secondary" className="w-full">
          <Link to={signedIn ? '/subscriptions' : '/register'}>
            {signedIn ? 'Choose this plan' : 'Get started'}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
