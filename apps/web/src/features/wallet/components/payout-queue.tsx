import { useRef, useState } from 'react';
import { Check, Inbox, X } from 'lucide-react';
import { formatMoney, payoutRefuseSchema, PAYOUT_REASON_MAX, type AdminPayout } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { Skeletons } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { useAdminPayouts, useApprovePayout, useRefusePayout } from '../api/payouts';

export const PAYOUT_APPROVED = 'Payout approved and paid';
export const PAYOUT_REFUSED = 'Payout refused';

/** One key per decision she means to make, kept across retries of that decision until it succeeds. */
function useDecisionKeys() {
  const keys = useRef(new Map<string, string>());
  return {
    keyFor: (name: string) => {
      const existing = keys.current.get(name);
      if (existing) return existing;
      const made = newIdempotencyKey();
      keys.current.set(name, made);
      return made;
    },
    done: (name: string) => keys.current.delete(name),
  };
}

/**
 * Finance's queue of payouts to decide, oldest first: approve (paid through the provider) or refuse with a
 * reason (returned to the expert's earnings). No props: mount it wherever finance works.
 */
export function PayoutQueue() {
  const [skip, setSkip] = useState(0);
  const queue = useAdminPayouts('requested', skip);
  const approve = useApprovePayout();
  const refuse = useRefusePayout();
  const keys = useDecisionKeys();
  const [approving, setApproving] = useState<AdminPayout | null>(null);
  const [refusing, setRefusing] = useState<AdminPayout | null>(null);
  const who = (payout: AdminPayout) => payout.expert?.name ?? 'a deleted account';

  return (
    <Card className="p-0">
      <CardHeader className="px-5 pt-5">
        <CardTitle>Payout requests</CardTitle>
        <CardDescription>Experts' requests to be paid their earnings, oldest first.</CardDescription>
      </CardHeader>
      <div className="px-5 pb-3">
        <QueryState
          query={queue}
          loadingLabel="Loading payout requests"
          skeleton={<Skeletons count={2} className="h-16 rounded-lg" />}
          errorTitle="Could not load payout requests"
          hideStaleOnError
          isEmpty={(page) => page.total === 0}
          empty={
            <EmptyState
              icon={Inbox}
              title="No payouts to review"
              description="New requests will appear here."
            />
          }
        >
          {(page) => (
            <>
              <ul className="divide-y divide-line" aria-label="Payout requests">
                {page.items.map((payout) => (
                  <li
                    key={payout.id}
                    className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div className="min-w-0">
                      <p className="font-medium text-ink">
                        {who(payout)} · <span className="tabular-nums">{formatMoney(payout)}</span>
                      </p>
                      <p className="truncate text-sm text-ink-muted">
                        {payout.expert?.email ? `${payout.expert.email} · ` : ''}Requested{' '}
                        {formatDateTime(payout.created_at)}
                      </p>
                    </div>
                    <div className="flex gap-2">
                      <Button size="sm" icon={Check} onClick={() => setApproving(payout)}>
                        Approve
                      </Button>
                      <Button size="sm" variant="secondary" icon={X} onClick={() => setRefusing(payout)}>
                        Refuse
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
              {page.total > page.limit ? (
                <Pagination
                  skip={page.skip}
                  limit={page.limit}
                  total={page.total}
                  onChange={setSkip}
                  label="Payout request pages"
                />
              ) : null}
            </>
          )}
        </QueryState>
      </div>
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(open) => !open && !approve.isPending && setApproving(null)}
        title="Approve this payout?"
        description={
          approving
            ? `${formatMoney(approving)} will be paid to ${who(approving)} through the payment provider.`
            : ''
        }
        confirmLabel="Approve and pay"
        pending={approve.isPending}
        onConfirm={() => {
          if (!approving) return;
          const name = `approve-${approving.id}`;
          approve.mutate(
            { id: approving.id, key: keys.keyFor(name) },
            {
              onSuccess: (paid) => {
                keys.done(name);
                notify.success(PAYOUT_APPROVED, { description: `${formatMoney(paid)} to ${who(paid)}.` });
                setApproving(null);
              },
              onError: (error) => notifyError(error, 'Could not approve the payout'),
            },
          );
        }}
      />
      <ReasonDialog
        open={refusing !== null}
        onOpenChange={(open) => !open && setRefusing(null)}
        title="Refuse this payout?"
        description={
          refusing
            ? `${formatMoney(refusing)} returns to ${who(refusing)}'s available earnings. She will read your reason.`
            : ''
        }
        submitLabel="Refuse payout"
        schema={payoutRefuseSchema}
        maxLength={PAYOUT_REASON_MAX}
        destructive
        formLabel="Refuse payout"
        onSubmit={(reason) => {
          const payout = refusing!;
          const name = `refuse-${payout.id}`;
          return refuse.mutateAsync({ id: payout.id, reason, key: keys.keyFor(name) }).then(() => {
            keys.done(name);
            notify.success(PAYOUT_REFUSED, { description: `${who(payout)} has been told why.` });
            setRefusing(null);
          });
        }}
      />
    </Card>
  );
}
