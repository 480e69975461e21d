import type { ReactNode } from 'react';
import { formatMoney } from '@fertilia/contracts';
import { Card } from '@/components/ui/card';

/** One balance with its name and what it means. */
export function BalanceTile({
  label,
  amount,
  currency,
  hint,
  action,
}: {
  label: string;
  amount: number;
  currency: string;
  hint?: string;
  action?: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-2 p-5">
      <p className="text-sm font-medium text-ink-muted">{label}</p>
      <p className="text-3xl font-semibold tracking-tight tabular-nums text-ink">
        {formatMoney({ amount, currency })}
      </p>
      {hint ? <p className="text-sm text-ink-muted">{hint}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </Card>
  );
}
