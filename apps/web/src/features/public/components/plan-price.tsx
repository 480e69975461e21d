import { formatMoney, type Plan } from '@fertilia/contracts';
import { activePrice, isFreePlan, yearlyValue, type BillingPeriod } from '@/lib/plan-price';

/**
 * One price per card, the chosen period's: a yearly price comes with what it is a month and what it saves,
 * and says it is billed once, so nobody reads two figures as two charges.
 */
export function PlanPrice({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  if (isFreePlan(plan))
    return (
      <p className="flex items-baseline gap-2">
        <span className="text-3xl font-semibold tracking-tight">Free</span>
        <span className="text-sm text-ink-muted">with every account</span>
      </p>
    );
  // A plan without a price for this period shows the one it has, in its own words.
  const other: BillingPeriod = period === 'month' ? 'year' : 'month';
  const price = activePrice(plan, period) ?? activePrice(plan, other);
  if (!price) return <p className="text-ink-muted">Price on request</p>;
  const monthly = activePrice(plan, 'month');
  return (
    <div aria-label={`Price of ${plan.name}`} role="group">
      <p className="flex items-baseline gap-2">
        <span className="text-3xl font-semibold tracking-tight">{formatMoney(price)}</span>
        <span className="text-sm text-ink-muted">{price.interval === 'year' ? 'a year' : 'a month'}</span>
      </p>
      {price.interval === 'year' ? (
        <YearlyNote amount={price.amount} currency={price.currency} monthly={monthly?.amount} />
      ) : null}
    </div>
  );
}

function YearlyNote({ amount, currency, monthly }: { amount: number; currency: string; monthly?: number }) {
  const { perMonth, savingPercent } = yearlyValue(amount, monthly);
  return (
    <p className="mt-1 text-sm text-ink-muted">
      {formatMoney({ amount: perMonth, currency })} a month
      {savingPercent ? <span className="font-medium text-success">, save {savingPercent}%</span> : null}
      {' · billed once a year'}
    </p>
  );
}
