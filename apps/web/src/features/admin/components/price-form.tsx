import { Controller } from 'react-hook-form';
import { z } from 'zod';
import {
  BILLING_INTERVAL_LABELS,
  BILLING_INTERVALS,
  planPriceInputSchema,
  type PlanPrice,
  type PlanPriceInput,
} from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { FormError } from '@/components/ui/form-error';
import { applyServerErrors } from '@/lib/api-client';
import { checkWith } from '../lib/check-with';
import { minorUnitDigits } from '@/lib/format';
import { useZodForm } from '@/lib/use-zod-form';
import { majorToMinor, minorToMajor } from '../lib/money';

/**
 * Staff type "19.99"; the contract stores 1999. The amount is converted here (as text, so no float drift)
 * and the contract's own rules then check the result.
 */
export const priceFormSchema = z
  .object({
    amount: z.string(),
    currency: z.string(),
    interval: z.enum(BILLING_INTERVALS),
    is_active: z.boolean(),
  })
  .transform((value, ctx) => {
    const currency = value.currency.trim().toUpperCase();
    const amount = majorToMinor(value.amount, currency);
    if (amount === null) {
      const digits = minorUnitDigits(currency);
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message:
          digits === 0 ? 'Enter a whole amount, e.g. 500' : `Enter an amount like 19.${'9'.repeat(digits)}`,
      });
      return z.NEVER;
    }
    return checkWith(planPriceInputSchema, { ...value, currency, amount }, ctx);
  });

const INTERVAL_OPTIONS = BILLING_INTERVALS.map((i) => ({ value: i, label: BILLING_INTERVAL_LABELS[i] }));

interface PriceFormProps {
  price?: PlanPrice;
  submitLabel: string;
  pending?: boolean;
  onSubmit: (input: PlanPriceInput) => Promise<unknown>;
}

export function PriceForm({ price, submitLabel, pending, onSubmit }: PriceFormProps) {
  const form = useZodForm(priceFormSchema, {
    defaultValues: {
      amount: price ? minorToMajor(price.amount, price.currency) : '',
      currency: price?.currency ?? 'GBP',
      interval: price?.interval ?? 'month',
      is_active: price?.is_active ?? true,
    },
  });
  const { register, control, handleSubmit, setError } = form;
  const { errors } = form.formState;

  const submit = handleSubmit((input) =>
    onSubmit(input).catch((error: unknown) =>
      applyServerErrors(error, setError, ['amount', 'currency', 'interval', 'is_active']),
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormError errors={errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Amount"
          hint="In the currency's normal units, e.g. 19.99"
          error={errors.amount?.message}
          required
        >
          <Input inputMode="decimal" autoComplete="off" {...register('amount')} />
        </FormField>
        <FormField
          label="Currency"
          hint="3-letter ISO code, e.g. GBP; subscriptions are charged in the platform's currency"
          error={errors.currency?.message}
          required
        >
          <Input
            maxLength={3}
            autoCapitalize="characters"
            autoComplete="off"
            className="uppercase"
            {...register('currency')}
          />
        </FormField>
      </div>
      <FormField label="Billing" error={errors.interval?.message} required>
        {(field) => (
          <Controller
            control={control}
            name="interval"
            render={({ field: { value, onChange } }) => (
              <Select {...field} options={INTERVAL_OPTIONS} value={value} onValueChange={onChange} />
            )}
          />
        )}
      </FormField>
      <Checkbox label="Active — customers can buy at this price" {...register('is_active')} />
      <div className="flex justify-end">
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
