import { useState } from 'react';
import { Plus, Tag } from 'lucide-react';
import {
  BILLING_INTERVAL_LABELS,
  MESSAGES,
  type Plan,
  type PlanPrice,
  type PlanPriceInput,
} from '@fertilia/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { RowActions, Table, TableHeader, TBody, Td, Tr } from '@/components/ui/table';
import { notify } from '@/lib/notify';
import { useCreatePlanPrice } from '../api/create-plan-price';
import { useDeletePlanPrice } from '../api/delete-plan-price';
import { useUpdatePlanPrice } from '../api/update-plan-price';
import { ERROR_TITLE, notifyError } from '@/lib/notify-error';
import { formatMoney } from '@/lib/format';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PriceForm } from './price-form';

type Editing = { kind: 'new' } | { kind: 'edit'; price: PlanPrice } | null;

export function PricesCard({ plan }: { plan: Plan }) {
  const [editing, setEditing] = useState<Editing>(null);
  const [doomed, setDoomed] = useState<PlanPrice | null>(null);
  const create = useCreatePlanPrice();
  const update = useUpdatePlanPrice();
  const remove = useDeletePlanPrice();

  const onSave = (input: PlanPriceInput) => {
    const saving =
      editing?.kind === 'edit'
        ? update.mutateAsync({ priceId: editing.price.id, body: input })
        : create.mutateAsync({ planId: plan.id, body: input });
    return saving.then(
      () => {
        notify.success(editing?.kind === 'edit' ? 'Price updated' : 'Price added');
        setEditing(null);
      },
      (error: unknown) => {
        notifyError(error, ERROR_TITLE, MESSAGES.failedToUpdatePlan);
        throw error;
      },
    );
  };

  const onDelete = () => {
    if (!doomed) return;
    remove.mutate(doomed.id, {
      onSuccess: () => {
        notify.success(MESSAGES.planPriceDeleted);
        setDoomed(null);
      },
      onError: (error) => notifyError(error, ERROR_TITLE, MESSAGES.failedToUpdatePlan),
    });
  };

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle>Prices</CardTitle>
          <CardDescription>A plan can have several, e.g. monthly and yearly.</CardDescription>
        </div>
        <Button icon={Plus} size="sm" onClick={() => setEditing({ kind: 'new' })}>
          Add price
        </Button>
      </CardHeader>
      <CardContent>
        {plan.prices.length === 0 ? (
          <EmptyState
            icon={Tag}
            title="No prices yet"
            description="Customers cannot choose this plan until it has an active price."
          />
        ) : (
          <Table aria-label={`Prices of ${plan.name}`}>
            <TableHeader columns={['Amount', 'Billing', 'Status']} actions />
            <TBody>
              {plan.prices.map((price) => (
                <Tr key={price.id}>
                  <Td className="font-medium whitespace-nowrap">
                    {formatMoney(price.amount, price.currency)}
                  </Td>
                  <Td>{BILLING_INTERVAL_LABELS[price.interval]}</Td>
                  <Td>
                    <Badge tone={price.is_active ? 'success' : 'neutral'}>
                      {price.is_active ? 'Active' : 'Inactive'}
                    </Badge>
                  </Td>
                  <RowActions
                    subject={`price ${formatMoney(price.amount, price.currency)}`}
                    onEdit={() => setEditing({ kind: 'edit', price })}
                    onDelete={() => setDoomed(price)}
                  />
                </Tr>
              ))}
            </TBody>
          </Table>
        )}
      </CardContent>
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        <DialogContent>
          <DialogHeading
            title={editing?.kind === 'edit' ? 'Edit price' : 'Add price'}
            description="Amounts are stored exactly, in the currency's smallest unit."
          />
          {editing ? (
            <PriceForm
              key={editing.kind === 'edit' ? editing.price.id : 'new'}
              price={editing.kind === 'edit' ? editing.price : undefined}
              submitLabel={editing.kind === 'edit' ? 'Save price' : 'Add price'}
              pending={create.isPending || update.isPending}
              onSubmit={onSave}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => (open ? undefined : setDoomed(null))}
        title="Delete this price?"
        description={
          doomed
            ? `${formatMoney(doomed.amount, doomed.currency)} ${BILLING_INTERVAL_LABELS[doomed.interval]} will be removed from ${plan.name}.`
            : ''
        }
        confirmLabel="Delete price"
        onConfirm={onDelete}
        pending={remove.isPending}
        destructive
      />
    </Card>
  );
}
