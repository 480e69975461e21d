import { useNavigate, useParams } from 'react-router';
import { Landmark, SearchX, ShieldCheck } from 'lucide-react';
import { PAYMENTS_MERCHANT, formatMoney, type SandboxIntent } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { hasStatus } from '@/lib/api-client';
import { useBreadcrumbTitle } from '@/lib/breadcrumb-title';
import { notifyError } from '@/lib/notify-error';
import { useConfirmSandboxIntent, useSandboxIntent } from '../api/sandbox-intent';

/** Where the wallet shows the outcome of the payment. */
export const walletOutcomePath = (paymentId: number) => `/wallet?payment=${paymentId}`;
/** A subscription's first payment returns to the subscription page, which shows its state. */
export const SUBSCRIPTION_PATH = '/subscriptions';

/** Where she goes once the bank has its answer, and what the way back is called. */
const returnOf = (intent: SandboxIntent) =>
  intent.purpose === 'subscription'
    ? { path: SUBSCRIPTION_PATH, label: 'Back to your subscription' }
    : { path: walletOutcomePath(intent.payment_id), label: 'Back to your wallet' };

/**
 * /payments/confirm/:id: the sandbox bank's 3-D Secure test page, as Stripe's test authentication page. She
 * completes or fails the authentication; either way she returns to where the payment began (her wallet for a
 * top-up, her subscription for a subscription's payment), which shows the outcome.
 */
export function Component() {
  const id = useParams().id ?? '';
  const intent = useSandboxIntent(id);
  // The address ends in the provider's intent id: the breadcrumb names the payment instead (else it waits).
  useBreadcrumbTitle(intent.data ? formatMoney(intent.data) : intent.isError ? 'Payment' : undefined);
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 py-6">
      <QueryState
        query={intent}
        loadingLabel="Loading the payment"
        skeleton={<Skeletons count={1} className="h-80 rounded-xl" />}
        errorTitle="Could not load this payment"
        renderError={(error) =>
          hasStatus(error, 404, 422) ? (
            <EmptyState
              icon={SearchX}
              title="Payment not found"
              description="This link is not one of your payments."
            />
          ) : undefined
        }
      >
        {(data) => <BankPage intent={data} />}
      </QueryState>
    </div>
  );
}

function BankPage({ intent }: { intent: SandboxIntent }) {
  const navigate = useNavigate();
  const confirm = useConfirmSandboxIntent(intent.id);
  const way = returnOf(intent);
  const back = () => void navigate(way.path);
  const answer = (outcome: 'complete' | 'fail') =>
    confirm.mutate(outcome, {
      onSuccess: back,
      onError: (error) => {
        if (hasStatus(error, 409)) back();
        else notifyError(error, 'Could not send your answer');
      },
    });
  const waiting = intent.status === 'requires_action';
  return (
    <Card className="flex flex-col gap-5 p-6">
      <div className="flex items-center justify-between gap-3">
        <span className="flex items-center gap-2 font-semibold text-ink">
          <Landmark aria-hidden="true" className="size-5" /> Your bank
        </span>
        <span className="rounded-full bg-warning-soft px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-warning-ink">
          Sandbox
        </span>
      </div>
      <div>
        <h1 className="text-xl font-semibold text-ink">Confirm your payment</h1>
        <p className="mt-1 text-sm text-ink-muted">
          This is the sandbox's test authentication page (3-D Secure). No real bank is involved and no real
          money moves.
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 rounded-lg border border-line p-4 text-sm">
        <dt className="text-ink-muted">Merchant</dt>
        <dd className="text-right font-medium">{intent.merchant || PAYMENTS_MERCHANT}</dd>
        <dt className="text-ink-muted">Amount</dt>
        <dd className="text-right text-lg font-semibold tabular-nums">{formatMoney(intent)}</dd>
        {intent.card_last4 ? (
          <>
            <dt className="text-ink-muted">Card</dt>
            <dd className="text-right capitalize">
              {intent.card_brand} •••• {intent.card_last4}
            </dd>
          </>
        ) : null}
      </dl>
      {waiting ? (
        // Side by side they share the row (sm:flex-1); stacked on a phone each keeps its full height, which
        // flex-1 in a column would squash to its text.
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button
            icon={ShieldCheck}
            className="sm:flex-1"
            loading={confirm.isPending && confirm.variables === 'complete'}
            disabled={confirm.isPending}
            onClick={() => answer('complete')}
          >
            Complete authentication
          </Button>
          <Button
            variant="secondary"
            className="sm:flex-1"
            loading={confirm.isPending && confirm.variables === 'fail'}
            disabled={confirm.isPending}
            onClick={() => answer('fail')}
          >
            Fail authentication
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <p role="status" className="text-sm text-ink">
            This payment has already been answered.
          </p>
          <Button onClick={back}>{way.label}</Button>
        </div>
      )}
    </Card>
  );
}
