import { ESCROWS_SECTION, EscrowsPage } from '@/features/disputes/pages/admin-escrows';
import { PayoutQueue } from '@/features/wallet/components/payout-queue';

/**
 * /admin-dashboard/escrows: finance's money desk, the escrows held for visits (disputes feature) beside the
 * experts' payouts waiting for a decision (wallet feature); features never import each other.
 */
export function Component() {
  return (
    <EscrowsPage
      sections={[ESCROWS_SECTION, { value: 'payouts', label: 'Payouts', content: <PayoutQueue /> }]}
    />
  );
}
