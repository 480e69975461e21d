import { Controller } from 'react-hook-form';
import { Lock } from 'lucide-react';
import type { z } from 'zod';
import { BLOOD_TYPES, medicalProfileSchema, type MedicalProfile, type User } from '@fertilia/contracts';
import { useSaveProfileSection } from '../hooks/use-save-profile-section';
import { FormCard } from './form-card';
import { HeightField, WeightField } from './measure-fields';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/lib/use-zod-form';
import { blankToNull, textToNumber } from '../lib/form-values';

type MedicalValues = z.input<typeof medicalProfileSchema>;
const FIELDS = Object.keys(medicalProfileSchema.shape);
const NOT_SET = 'unset';
const BLOOD_OPTIONS = [
  { value: NOT_SET, label: 'Not known' },
  ...BLOOD_TYPES.map((t) => ({ value: t, label: t })),
];

/** Every field of the contract, blank when unknown, so the form always sends a whole profile. */
const toValues = (profile: MedicalProfile | null): MedicalValues =>
  Object.fromEntries(
    FIELDS.map((key) => [key, profile?.[key as keyof MedicalProfile] ?? null]),
  ) as MedicalValues;

const TEXT_FIELDS = [
  ['current_medications', 'Current medications', 'e.g. folic acid 400 µg daily'],
  ['allergies', 'Allergies', 'e.g. penicillin'],
  ['medical_conditions', 'Medical conditions', 'e.g. PCOS, endometriosis, thyroid'],
  ['birth_control_history', 'Birth control history', 'e.g. pill until 2023'],
  ['pregnancy_history', 'Pregnancy history', 'e.g. one miscarriage in 2022'],
  ['fertility_medications', 'Fertility medications', 'e.g. letrozole, gonadotropins'],
] as const;

export function MedicalProfileForm({ user }: { user: User }) {
  const form = useZodForm(medicalProfileSchema, { values: toValues(user.medical_profile) });
  const { register, control, handleSubmit } = form;
  const { errors } = form.formState;
  const save = useSaveProfileSection(form, FIELDS);
  const asNullable = { setValueAs: blankToNull };
  const asNumber = { setValueAs: textToNumber };

  const onSubmit = handleSubmit((medical_profile) => save({ medical_profile }));

  return (
    <FormCard
      title="Medical profile"
      description={
        <>
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Shared only with the experts and doctors you consult. Every field is optional.
        </>
      }
      descriptionClassName="flex items-start gap-1.5"
      form={form}
      onSubmit={onSubmit}
      submitLabel="Save medical profile"
      changesOnly
    >
      <FormField
        label="Medical history"
        hint="10 to 500 characters"
        error={errors.medical_history?.message}
        className="sm:col-span-2"
      >
        <Textarea {...register('medical_history', asNullable)} />
      </FormField>
      <Controller
        control={control}
        name="height"
        render={({ field }) => (
          <HeightField
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.height?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="weight"
        render={({ field }) => (
          <WeightField
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.weight?.message}
          />
        )}
      />
      <FormField label="Blood type" error={errors.blood_type?.message}>
        {(field) => (
          <Controller
            control={control}
            name="blood_type"
            render={({ field: { value, onChange } }) => (
              <Select
                {...field}
                options={BLOOD_OPTIONS}
                value={value ?? NOT_SET}
                onValueChange={(next) => onChange(next === NOT_SET ? null : next)}
              />
            )}
          />
        )}
      </FormField>
      <FormField label="Last period started" error={errors.last_period_date?.message}>
        <Input type="date" {...register('last_period_date', asNullable)} />
      </FormField>
      <FormField
        label="Usual cycle length (days)"
        hint="20 to 45"
        error={errors.menstrual_cycle_length?.message}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={20}
          max={45}
          {...register('menstrual_cycle_length', asNumber)}
        />
      </FormField>
      <FormField label="Usual period duration (days)" hint="1 to 15" error={errors.period_duration?.message}>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={15}
          {...register('period_duration', asNumber)}
        />
      </FormField>
      <div className="flex items-end sm:col-span-1">
        <Checkbox label="We are trying to conceive" {...register('trying_to_conceive')} />
      </div>
      <FormField label="Trying since" error={errors.trying_since?.message}>
        <Input type="date" {...register('trying_since', asNullable)} />
      </FormField>
      {TEXT_FIELDS.map(([name, label, hint]) => (
        <FormField key={name} label={label} hint={hint} error={errors[name]?.message}>
          <Input {...register(name, asNullable)} />
        </FormField>
      ))}
    </FormCard>
  );
}
