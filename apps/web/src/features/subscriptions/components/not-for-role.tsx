import { UserRoundX } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PLANS_ARE_FOR_PATIENTS } from '@/lib/plan-price';

/** An expert, doctor or staff member on a subscription screen: plans are for patients (ADR 017). */
export function NotForRole() {
  return (
    <EmptyState
      icon={UserRoundX}
      title={PLANS_ARE_FOR_PATIENTS}
      description="Your account has what its role needs without a plan, so there is nothing to subscribe to here."
    />
  );
}
