import { useSearchParams } from 'react-router';
import { Lock } from 'lucide-react';
import { TOP_UP_MAX, hasPermission, isStaff, type Role } from '@fertilia/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session-context';
import { useWallet } from '../api/wallet';
import { BooksCard } from '../components/books-card';
import { ExpertWallet, PatientWallet } from '../components/member-wallet';
import { PaymentOutcome } from '../components/payment-outcome';
import { PayoutQueue } from '../components/payout-queue';
import { safeReturnPath } from '../lib/return-path';

export const WALLET_FAILED = 'Could not load your wallet';

/** `?top_up=<minor units>`: a whole positive amount within the top-up limit, else nothing. */
function topUpParam(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const amount = Number(value);
  return amount > 0 && amount <= TOP_UP_MAX ? amount : null;
}

/** /wallet: a patient's balance and top-ups, an expert's earnings and payouts, finance's books and queue. */
export function Component() {
  const { user } = useSession();
  const role = (user?.role ?? 'patient') as Role;
  if (isStaff(role))
    return hasPermission(role, 'finance') ? (
      <div className="flex flex-col gap-6">
        <PageHeader
          title="Wallet and books"
          description="The platform's money at a glance, and payouts to decide."
          className="mb-0"
        />
        <BooksCard />
        <PayoutQueue />
      </div>
    ) : (
      <div className="flex flex-col gap-6">
        <PageHeader title="Wallet" className="mb-0" />
        <EmptyState
          icon={Lock}
          title="You do not have access"
          description="Money matters are for the finance team and administrators."
        />
      </div>
    );
  return <MemberWalletPage professional={role === 'expert' || role === 'doctor'} />;
}

function MemberWalletPage({ professional }: { professional: boolean }) {
  const [params, setParams] = useSearchParams();
  const wallet = useWallet();
  const paymentId = Number(params.get('payment'));
  const topUpAmount = professional ? null : topUpParam(params.get('top_up'));
  const returnTo = safeReturnPath(params.get('return'));
  const clearPayment = () =>
    setParams(
      (current) => {
        current.delete('payment');
        return current;
      },
      { replace: true },
    );
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <PageHeader
        title="Wallet"
        description={
          professional
            ? 'Your earnings from consultations and your payouts.'
            : 'Your balance for consultations, top-ups and refunds.'
        }
        className="mb-0"
      />
      {Number.isSafeInteger(paymentId) && paymentId > 0 ? (
        <PaymentOutcome paymentId={paymentId} onDone={clearPayment} />
      ) : null}
      <QueryState
        query={wallet}
        loadingLabel="Loading your wallet"
        skeleton={<Skeletons count={2} className="h-32 rounded-xl" />}
        errorTitle={WALLET_FAILED}
      >
        {(data) =>
          professional ? (
            <ExpertWallet wallet={data} />
          ) : (
            <PatientWallet wallet={data} topUpAmount={topUpAmount} returnTo={returnTo} />
          )
        }
      </QueryState>
    </div>
  );
}
