import { OpenDisputeButton } from '@/features/disputes/components/open-dispute-button';
import { PaymentDetailPage } from '@/features/visit-payments/pages/payment-detail';

/**
 * /payment-detail: one visit's payment (visit-payments feature) with the patient's way to dispute it while
 * its window is open (disputes feature); features never import each other.
 */
export function Component() {
  return <PaymentDetailPage disputeAction={(props) => <OpenDisputeButton {...props} />} />;
}
