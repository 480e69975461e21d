import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  GENDERS,
  MESSAGES,
  fromSpecPhone,
  isPhoneCountry,
  phoneExpected,
  profileFieldsSchema,
  profileUpdateSchema,
  toSpecPhone,
  type User,
} from '@fertilia/contracts';
import { useZodForm } from '@/lib/use-zod-form';
import { useSaveProfileSection } from '../hooks/use-save-profile-section';
import { FormCard } from './form-card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { blankToNull, pickDirty } from '../lib/form-values';
import { countryNamer, defaultPhoneCountry } from '../lib/phone-country';
import { PhoneField } from './phone-field';

const countryName = countryNamer('en');
const phoneCountry = z.string().refine(isPhoneCountry);

/**
 * The contract's rules for these fields, except that the phone is typed as dialled in the chosen country:
 * it must read as a number there (the contract's phone.ts), and is sent in the spec's form.
 */
const detailsSchema = profileFieldsSchema
  .pick({ first_name: true, last_name: true, date_of_birth: true, gender: true, country: true, city: true })
  .extend({ phone: z.string().trim().nullable().optional(), phone_country: phoneCountry })
  .superRefine(({ phone, phone_country }, ctx) => {
    if (!phone || !isPhoneCountry(phone_country) || toSpecPhone(phone, phone_country)) return;
    ctx.addIssue({
      code: 'custom',
      path: ['phone'],
      message: phoneExpected(phone_country, countryName(phone_country)),
    });
  });
const FIELDS = Object.keys(detailsSchema.shape);

const NO_GENDER = 'unset';
const GENDER_OPTIONS = [
  { value: NO_GENDER, label: 'Prefer not to say' },
  ...GENDERS.map((g) => ({ value: g, label: g[0]!.toUpperCase() + g.slice(1) })),
];

export function AccountDetailsForm({ user }: { user: User }) {
  const form = useZodForm(detailsSchema, {
    values: {
      first_name: user.first_name,
      last_name: user.last_name,
      date_of_birth: user.date_of_birth,
      gender: user.gender,
      country: user.country,
      city: user.city,
      phone: user.phone ? (fromSpecPhone(user.phone)?.national ?? user.phone) : null,
      phone_country: defaultPhoneCountry(user, navigator.languages),
    },
  });
  const { register, control, handleSubmit, setError } = form;
  const typedPhone = useWatch({ control, name: 'phone' });
  const { errors, dirtyFields } = form.formState;
  const save = useSaveProfileSection(form, FIELDS);
  const asNullable = { setValueAs: blankToNull };

  const onSubmit = handleSubmit((values) => {
    const { phone_country: country, ...dirty } = pickDirty(values, dirtyFields);
    if (dirtyFields.phone || country) {
      dirty.phone =
        values.phone && isPhoneCountry(values.phone_country)
          ? toSpecPhone(values.phone, values.phone_country)
          : null;
    }
    const changes = profileUpdateSchema.safeParse(dirty);
    if (!changes.success) {
      setError('root.serverError', { message: MESSAGES.atLeastOneField });
      return;
    }
    return save(changes.data);
  });

  return (
    <FormCard
      title="Personal details"
      description="Optional. Your care team sees these when you book a consultation."
      form={form}
      onSubmit={onSubmit}
      submitLabel="Save details"
      changesOnly
    >
      <FormField label="First name" error={errors.first_name?.message}>
        <Input autoComplete="given-name" {...register('first_name', asNullable)} />
      </FormField>
      <FormField label="Last name" error={errors.last_name?.message}>
        <Input autoComplete="family-name" {...register('last_name', asNullable)} />
      </FormField>
      <FormField label="Date of birth" error={errors.date_of_birth?.message}>
        <Input type="date" autoComplete="bday" {...register('date_of_birth', asNullable)} />
      </FormField>
      <FormField label="Gender" error={errors.gender?.message}>
        {(field) => (
          <Controller
            control={control}
            name="gender"
            render={({ field: { value, onChange } }) => (
              <Select
                {...field}
                options={GENDER_OPTIONS}
                value={value ?? NO_GENDER}
                onValueChange={(next) => onChange(next === NO_GENDER ? null : next)}
              />
            )}
          />
        )}
      </FormField>
      <FormField label="Country" error={errors.country?.message}>
        <Input autoComplete="country-name" {...register('country', asNullable)} />
      </FormField>
      <FormField label="City" error={errors.city?.message}>
        <Input autoComplete="address-level2" {...register('city', asNullable)} />
      </FormField>
      <Controller
        control={control}
        name="phone_country"
        render={({ field }) => (
          <PhoneField
            country={isPhoneCountry(field.value) ? field.value : 'GB'}
            onCountryChange={field.onChange}
            number={typedPhone}
            numberInput={register('phone', asNullable)}
            error={errors.phone?.message}
            className="sm:col-span-2"
          />
        )}
      />
    </FormCard>
  );
}
