import { z } from 'zod';
import { professionalProfileSchema, type ProfessionalProfile, type User } from '@fertilia/contracts';
import { useSaveProfileSection } from '../hooks/use-save-profile-section';
import { FormCard } from './form-card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/lib/use-zod-form';
import { blankToNull, listToText, textToList, textToNumber } from '../lib/form-values';

/** The contract's rules, with the two lists typed as comma-separated text and split before checking. */
const listFromText = (rule: (typeof professionalProfileSchema.shape)['languages']) =>
  z.string().transform(textToList).pipe(rule.unwrap());
const formSchema = professionalProfileSchema.extend({
  languages: listFromText(professionalProfileSchema.shape.languages),
  qualifications: listFromText(professionalProfileSchema.shape.qualifications),
});
type ProfessionalValues = z.input<typeof formSchema>;
const FIELDS = Object.keys(formSchema.shape);

const toValues = (p: ProfessionalProfile | null): ProfessionalValues => ({
  bio: p?.bio ?? null,
  specialization: p?.specialization ?? null,
  facility_affiliation: p?.facility_affiliation ?? null,
  years_of_experience: p?.years_of_experience ?? null,
  languages: listToText(p?.languages),
  available_for_appointment: p?.available_for_appointment ?? false,
  license_number: p?.license_number ?? null,
  qualifications: listToText(p?.qualifications),
  zoom_host_email: p?.zoom_host_email ?? null,
});

/** A list item's error arrives at languages.N; show it on the list's one input. */
const listError = (error: unknown): string | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  return Object.values(error).map(listError).find(Boolean);
};

export function ProfessionalProfileForm({ user }: { user: User }) {
  const form = useZodForm(formSchema, { values: toValues(user.professional_profile) });
  const { register, handleSubmit } = form;
  const { errors } = form.formState;
  const save = useSaveProfileSection(form, FIELDS);
  const asNullable = { setValueAs: blankToNull };

  const onSubmit = handleSubmit((professional_profile) => save({ professional_profile }));

  return (
    <FormCard
      title="Professional profile"
      description="Patients see this when they choose who to consult."
      form={form}
      onSubmit={onSubmit}
      submitLabel="Save professional profile"
      changesOnly
    >
      <FormField
        label="Bio"
        hint="10 to 200 characters"
        error={errors.bio?.message}
        className="sm:col-span-2"
      >
        <Textarea rows={3} {...register('bio', asNullable)} />
      </FormField>
      <FormField
        label="Specialization"
        hint="e.g. Reproductive endocrinology"
        error={errors.specialization?.message}
      >
        <Input {...register('specialization', asNullable)} />
      </FormField>
      <FormField label="Clinic or hospital" error={errors.facility_affiliation?.message}>
        <Input {...register('facility_affiliation', asNullable)} />
      </FormField>
      <FormField label="Years of experience" hint="0 to 70" error={errors.years_of_experience?.message}>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={70}
          {...register('years_of_experience', { setValueAs: textToNumber })}
        />
      </FormField>
      <FormField label="License number" error={errors.license_number?.message}>
        <Input {...register('license_number', asNullable)} />
      </FormField>
      <FormField
        label="Languages"
        hint="Separate with commas: English, Spanish"
        error={listError(errors.languages)}
      >
        <Input {...register('languages')} />
      </FormField>
      <FormField
        label="Qualifications"
        hint="Separate with commas: MD, FRCOG"
        error={listError(errors.qualifications)}
      >
        <Input {...register('qualifications')} />
      </FormField>
      <FormField
        label="Zoom host e-mail"
        hint="Filled in when you connect Zoom under Settings → Integrations"
        error={errors.zoom_host_email?.message}
      >
        <Input type="email" autoComplete="off" {...register('zoom_host_email', asNullable)} />
      </FormField>
      <div className="flex items-end">
        <Checkbox label="Available for new appointments" {...register('available_for_appointment')} />
      </div>
    </FormCard>
  );
}
