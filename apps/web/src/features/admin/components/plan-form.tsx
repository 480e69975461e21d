import { get, useFieldArray } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { z } from 'zod';
import {
  PLAN_ENTITLEMENTS,
  PLAN_ENTITLEMENT_LABELS,
  planInputSchema,
  type Plan,
  type PlanEntitlement,
  type PlanInput,
} from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { FormError } from '@/components/ui/form-error';
import { applyServerErrors } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { checkWith } from '../lib/check-with';

/** useFieldArray needs objects, so features are edited as {value} and flattened before the contract checks them. */
const planFormSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    features: z.array(z.object({ value: z.string() })),
    entitlements: z.array(z.string()),
    is_active: z.boolean(),
  })
  .transform((v, ctx) => checkWith(planInputSchema, { ...v, features: v.features.map((f) => f.value) }, ctx));
type PlanFormValues = z.input<typeof planFormSchema>;

const toValues = (plan?: Plan): PlanFormValues => ({
  name: plan?.name ?? '',
  description: plan?.description ?? '',
  features: (plan?.features ?? []).map((value) => ({ value })),
  entitlements: plan?.entitlements ?? [],
  is_active: plan?.is_active ?? true,
});

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface PlanFormProps {
  plan?: Plan;
  submitLabel: string;
  pending?: boolean;
  /** Resolves when saved; rejects with the server's error, which is then shown on the fields. */
  onSubmit: (input: PlanInput) => Promise<unknown>;
}

export function PlanForm({ plan, submitLabel, pending, onSubmit }: PlanFormProps) {
  const form = useZodForm(planFormSchema, {
    values: toValues(plan),
  });
  const { register, control, handleSubmit, setError, reset } = form;
  const { errors, isDirty } = form.formState;
  const features = useFieldArray({ control, name: 'features' });

  const submit = handleSubmit((input) =>
    onSubmit(input).then(
      () => reset(undefined, { keepValues: true }),
      (error: unknown) =>
        applyServerErrors(error, setError, ['name', 'description', 'entitlements', 'is_active']),
    ),
  );
  const featureError = (index: number): string | undefined =>
    get(errors, `features.${index}.message`) ?? get(errors, `features.${index}.value.message`);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormError errors={errors} />
      <FormField label="Name" error={errors.name?.message} required>
        <Input {...register('name')} />
      </FormField>
      <FormField label="Description" hint="Shown on the pricing page" error={errors.description?.message}>
        <Textarea rows={3} {...register('description')} />
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Features</legend>
        {features.fields.length === 0 ? (
          <p className="text-sm text-ink-muted">No features listed yet.</p>
        ) : null}
        {features.fields.map((field, index) => (
          <div key={field.id} className="flex items-start gap-2">
            <FormField
              label={`Feature ${index + 1}`}
              error={featureError(index)}
              className="flex-1 [&>label]:sr-only"
            >
              <Input {...register(`features.${index}.value`)} />
            </FormField>
            <IconButton
              label={`Remove feature ${index + 1}`}
              icon={Trash2}
              onClick={() => features.remove(index)}
            />
          </div>
        ))}
        {typeof errors.features?.message === 'string' ? (
          <p className="text-sm font-medium text-danger">{errors.features.message}</p>
        ) : null}
        <Button
          icon={Plus}
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => features.append({ value: '' })}
        >
          Add feature
        </Button>
      </fieldset>
      <fieldset className="flex flex-col">
        <legend className="mb-1 text-sm font-medium">What the plan unlocks</legend>
        <p className="mb-1 text-sm text-ink-muted">
          Checked by the API for subscribers; the features above only describe the plan.
        </p>
        {PLAN_ENTITLEMENTS.map((entitlement: PlanEntitlement) => (
          <Checkbox
            key={entitlement}
            value={entitlement}
            label={sentenceCase(PLAN_ENTITLEMENT_LABELS[entitlement])}
            {...register('entitlements')}
          />
        ))}
        {typeof errors.entitlements?.message === 'string' ? (
          <p className="text-sm font-medium text-danger">{errors.entitlements.message}</p>
        ) : null}
      </fieldset>
      <Checkbox label="Active — shown on the public pricing page" {...register('is_active')} />
      <div className="flex justify-end">
        <Button type="submit" loading={pending} disabled={plan ? !isDirty : false}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
