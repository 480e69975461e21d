import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ReceiptText, ShieldCheck } from 'lucide-react';
import type { VisitPayment } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { hasStatus } from '@/lib/api-client';
import { useBreadcrumbTitle } from '@/lib/breadcrumb-title';
import { useVisitPayment } from '../api/get-visit-payment';
import { PaymentDisputeSection, type DisputeActionProps } from '../components/payment-dispute-section';
import { PaymentReceipt } from '../components/payment-receipt';
import { PaymentSummary } from '../components/payment-summary';
import { PaymentTimeline } from '../components/payment-timeline';

export const PAYMENT_LOAD_FAILED = 'Could not load this payment';

/** The appointment id of `?appointment=`, or null when it is missing or not an id. */
function appointmentIdOf(params: URLSearchParams): number | null {
  const raw = params.get('appointment') ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

function PaymentNotFound() {
  return (
    <EmptyState
      icon={ReceiptText}
      title="Payment not found"
      description="This link is not a payment of one of your appointments, or the visit was free."
      action={
        <Button asChild variant="secondary">
          <Link to="/appointments">Your appointments</Link>
        </Button>
      }
    />
  );
}

export interface PaymentDetailPageProps {
  /** The dispute button, shown beside the dispute deadline while the patient may still dispute. */
  disputeAction?: (props: DisputeActionProps) => ReactNode;
}

/**
 * /payment-detail?appointment=:id (ADR 016): one appointment's charge, escrow state, timeline, refunds,
 * receipt and dispute, for its patient, its expert, finance and admins.
 */
export function PaymentDetailPage({ disputeAction }: PaymentDetailPageProps) {
  const [params] = useSearchParams();
  const appointmentId = appointmentIdOf(params);
  const payment = useVisitPayment(appointmentId);
  useBreadcrumbTitle(payment.data ? `Payment ${payment.data.receipt.number}` : 'Payment');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title="Payment"
        description="What was paid for this visit, where the money is now, and its receipt."
        className="mb-0"
      />
      {appointmentId === null ? (
        <PaymentNotFound />
      ) : (
        <QueryState
          query={payment}
          loadingLabel="Loading the payment"
          skeleton={<Skeletons shapes={['h-64 rounded-xl', 'h-40 rounded-xl', 'h-56 rounded-xl']} />}
          errorTitle={PAYMENT_LOAD_FAILED}
          renderError={(error) => (hasStatus(error, 404) ? <PaymentNotFound /> : undefined)}
        >
          {(data) => <PaymentDetail payment={data} disputeAction={disputeAction} />}
        </QueryState>
      )}
    </div>
  );
}

function PaymentDetail({
  payment,
  disputeAction,
}: {
  payment: VisitPayment;
  disputeAction?: PaymentDetailPageProps['disputeAction'];
}) {
  const zone = payment.appointment.time_zone;
  return (
    <>
      <PaymentSummary payment={payment} />
      <PaymentDisputeSection payment={payment} action={disputeAction} />
      <Card className="flex flex-col gap-4 p-5 sm:p-6" role="region" aria-labelledby="timeline-heading">
        <h2 id="timeline-heading" className="text-lg font-semibold text-ink">
          Timeline
        </h2>
        <PaymentTimeline entries={payment.timeline} zone={zone} />
      </Card>
      <PaymentReceipt payment={payment} />
      <section aria-labelledby="policy-heading" className="rounded-xl bg-subtle p-5">
        <h2 id="policy-heading" className="flex items-center gap-2 text-base font-semibold text-ink">
          <ShieldCheck aria-hidden="true" className="size-4 text-brand" />
          Refund policy
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-muted">
          {payment.refund_policy.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
