import { useImperativeHandle, useState, type Ref } from 'react';
import { ApiError } from '@/lib/api-client';
import { CardFields } from './card-form';
import { EMPTY_CARD, checkCard, type CardErrors, type CardValues } from './card';
import { createSandboxPaymentMethod, type PaymentCardHandle } from './payment-method';

/** The sandbox's card: our own fields, checked with the contract's rules, sent once to become a method. */
export function SandboxCard({ ref, disabled }: { ref: Ref<PaymentCardHandle>; disabled?: boolean }) {
  const [values, setValues] = useState<CardValues>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardErrors>({});
  useImperativeHandle(
    ref,
    () => ({
      collect: async () => {
        const checked = checkCard(values, new Date());
        setErrors(checked.errors);
        if (!checked.card) return null;
        try {
          return await createSandboxPaymentMethod(checked.card);
        } catch (error) {
          if (!(error instanceof ApiError) || error.kind !== 'validation') throw error;
          const fields = error.fieldErrors;
          setErrors({ number: fields.number, expiry: fields.exp_month ?? fields.exp_year, cvc: fields.cvc });
          return null;
        }
      },
      check: () => {
        const checked = checkCard(values, new Date());
        setErrors(checked.errors);
        return checked.card !== null;
      },
      reset: () => {
        setValues(EMPTY_CARD);
        setErrors({});
      },
    }),
    [values],
  );
  return (
    <CardFields
      values={values}
      errors={errors}
      onChange={(next) => {
        setValues(next);
        setErrors({});
      }}
      disabled={disabled}
    />
  );
}
