import { Controller } from 'react-hook-form';
import { GENDERS, MESSAGES, profileFieldsSchema, profileUpdateSchema, type User } from '@fertilia/contracts';
import { useZodForm } from '@/lib/use-zod-form';
import { useSaveProfileSection } from '../hooks/use-save-profile-section';
import { FormCard } from './form-card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { blankToNull, pickDirty } from '../lib/form-values';

const detailsSchema = profileFieldsSchema.pick({
  first_name: true,
  last_name: true,
  date_of_birth: true,
  gender: true,
  country: true,
  city: true,
  phone: true,
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
      phone: user.phone,
    },
  });
  const { register, control, handleSubmit, setError } = form;
  const { errors, dirtyFields } = form.formState;
  const save = useSaveProfileSection(form, FIELDS);
  const asNullable = { setValueAs: blankToNull };

  const onSubmit = handleSubmit((values) => {
    const changes = profileUpdateSchema.safeParse(pickDirty(values, dirtyFields));
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
      <FormField
        label="Phone"
        hint="Country code, a dash, then the number: +44-7700900123"
        error={errors.phone?.message}
        className="sm:col-span-2"
      >
        <Input type="tel" autoComplete="tel" {...register('phone', asNullable)} />
      </FormField>
    </FormCard>
  );
}
