import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Plus } from 'lucide-react';
import { MESSAGES, type PlanInput } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeading, DialogTrigger } from '@/components/ui/dialog';
import { notify } from '@/lib/notify';
import { useCreatePlan } from '../api/create-plan';
import { ERROR_TITLE, notifyError } from '@/lib/notify-error';
import { PlanForm } from './plan-form';

export function CreatePlanDialog() {
  const [open, setOpen] = useState(false);
  const create = useCreatePlan();
  const navigate = useNavigate();

  const onSubmit = (input: PlanInput) =>
    create.mutateAsync(input).then(
      (plan) => {
        notify.success(`Plan “${plan.name}” created`, {
          description: 'Add a price so customers can choose it.',
        });
        setOpen(false);
        navigate(`/admin/plans/${plan.id}`);
      },
      (error: unknown) => {
        notifyError(error, ERROR_TITLE, MESSAGES.failedToCreatePlan);
        throw error;
      },
    );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button icon={Plus}>New plan</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeading
          title="New plan"
          description="Prices are added on the plan's own page after it is created."
        />
        <PlanForm submitLabel="Create plan" pending={create.isPending} onSubmit={onSubmit} />
      </DialogContent>
    </Dialog>
  );
}
