import { BILLING_INTERVAL_LABELS, type PlanPrice } from '@fertilia/contracts';
import { formatMoney } from '@/lib/format';

/** "€19.99 per month" */
export const priceLabel = (price: PlanPrice) =>
  `${formatMoney(price.amount, price.currency)} ${BILLING_INTERVAL_LABELS[price.interval]}`;

export function PriceSummary({ prices }: { prices: PlanPrice[] }) {
  const active = prices.filter((p) => p.is_active);
  if (active.length === 0) return <span className="text-ink-muted">No active price</span>;
  return <span>{active.map(priceLabel).join(' · ')}</span>;
}
