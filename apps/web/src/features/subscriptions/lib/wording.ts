import type { BadgeTone } from '@/components/ui/badge';
import type { Subscription, SubscriptionStatus } from '@fertilia/contracts';
import { formatDate } from '@/lib/format';

export const STATUS_TONES: Record<SubscriptionStatus, BadgeTone> = {
  incomplete: 'warning',
  active: 'success',
  past_due: 'danger',
  canceled: 'neutral',
};

/** A subscription that still runs (or waits for its first payment): she cannot start another. */
export const isLive = (subscription: Subscription | null): boolean =>
  subscription !== null && subscription.status !== 'canceled';

/**
 * "Renews on 12 Dec 2026" or "Ends on 12 Dec 2026"; while a renewal is overdue, since when it is due (the
 * period's end has passed); null before the first payment.
 */
export function renewalLine(subscription: Subscription): string | null {
  if (subscription.status === 'canceled')
    return subscription.ended_at ? `Ended on ${formatDate(subscription.ended_at)}` : null;
  if (!subscription.current_period_end) return null;
  const day = formatDate(subscription.current_period_end);
  if (subscription.status === 'past_due') return `Renewal due since ${day}`;
  return subscription.cancel_at_period_end ? `Ends on ${day}` : `Renews on ${day}`;
}

/** "Visa •••• 4242". */
export const cardLabel = (card: { brand: string; last4: string }): string =>
  `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} •••• ${card.last4}`;
