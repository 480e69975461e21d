import { CreditCard } from 'lucide-react';
import { PAYMENT_MESSAGES } from '@fertilia/contracts';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatExpiry, groupCardNumber, type CardErrors, type CardValues } from './card';

/**
 * Our own card form (ADR 016): number, expiry and CVC, checked with the contract's rules before anything is
 * sent. The values stay in the dialog's memory; nothing here stores them.
 */
export function CardFields({
  values,
  errors,
  onChange,
  disabled,
}: {
  values: CardValues;
  errors: CardErrors;
  onChange: (values: CardValues) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-1 flex items-center gap-2 text-sm font-medium text-ink">
        <CreditCard aria-hidden="true" className="size-4 text-ink-muted" /> Card
      </legend>
      <FormField label="Card number" error={errors.number} required>
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={values.number}
          onChange={(e) => onChange({ ...values, number: groupCardNumber(e.target.value) })}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Expiry (MM/YY)" error={errors.expiry} required>
          <Input
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={values.expiry}
            onChange={(e) => onChange({ ...values, expiry: formatExpiry(e.target.value) })}
          />
        </FormField>
        <FormField label="CVC" error={errors.cvc} required>
          <Input
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={values.cvc}
            onChange={(e) => onChange({ ...values, cvc: e.target.value.replace(/\D/g, '').slice(0, 4) })}
          />
        </FormField>
      </div>
      <p className="rounded-lg bg-info-soft px-3 py-2 text-sm text-ink">{PAYMENT_MESSAGES.sandboxHint}</p>
    </fieldset>
  );
}
