import { useState } from 'react';
import { Banknote, Plus } from 'lucide-react';
import type { Wallet } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { BalanceTile } from './balance-tile';
import { HistoryList } from './history-list';
import { PayoutDialog } from './payout-dialog';
import { PayoutsList } from './payouts-list';
import { TopUpDialog } from './top-up-dialog';

/** A patient's wallet: her balance, "Top up", her history. */
export function PatientWallet({
  wallet,
  topUpAmount,
  returnTo,
}: {
  wallet: Wallet;
  topUpAmount: number | null;
  returnTo: string | null;
}) {
  const [open, setOpen] = useState(topUpAmount !== null);
  return (
    <div className="flex flex-col gap-6">
      <BalanceTile
        label="Wallet balance"
        amount={wallet.funds}
        currency={wallet.currency}
        hint="Used to pay for consultations. Refunds come back here."
        action={
          <Button icon={Plus} onClick={() => setOpen(true)}>
            Top up
          </Button>
        }
      />
      <HistoryList />
      <TopUpDialog
        open={open}
        onOpenChange={setOpen}
        currency={wallet.currency}
        initialAmount={topUpAmount}
        returnTo={returnTo}
      />
    </div>
  );
}

/** An expert's or doctor's wallet: what she may withdraw, what is under review, what is held; payouts. */
export function ExpertWallet({ wallet }: { wallet: Wallet }) {
  const [open, setOpen] = useState(false);
  const earnings = wallet.earnings ?? 0;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <BalanceTile
          label="Available earnings"
          amount={earnings}
          currency={wallet.currency}
          hint="Released consultation payments, less the platform fee."
          action={
            <Button icon={Banknote} disabled={earnings <= 0} onClick={() => setOpen(true)}>
              Request payout
            </Button>
          }
        />
        <BalanceTile
          label="Payouts under review"
          amount={wallet.payouts_pending ?? 0}
          currency={wallet.currency}
          hint="Requested, waiting for our finance team."
        />
        <BalanceTile
          label="Held in escrow"
          amount={wallet.held_in_escrow ?? 0}
          currency={wallet.currency}
          hint="Paid for visits not yet released to you."
        />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[2fr_1fr]">
        <HistoryList />
        <PayoutsList />
      </div>
      <PayoutDialog open={open} onOpenChange={setOpen} available={earnings} currency={wallet.currency} />
    </div>
  );
}
