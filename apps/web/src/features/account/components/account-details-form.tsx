import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { notify } from '@/lib/notify';
import type { z } from 'zod';
import { GENDERS, MESSAGES, profileFieldsSchema, profileUpdateSchema, type User } from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useSession } from '@/app/session-provider';
import { applyServerErrors } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
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
type DetailsValues = z.input<typeof detailsSchema>;
const FIELDS = Object.keys(detailsSchema.shape);

const NO_GENDER = 'unset';
const GENDER_OPTIONS = [
  { value: NO_GENDER, label: 'Prefer not to say' },
  ...GENDERS.map((g) => ({ value: g, label: g[0]!.toUpperCase() + g.slice(1) })),
];

export function AccountDetailsForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const { updateUser } = useSession();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, dirtyFields, isDirty },
  } = useForm<DetailsValues, unknown, z.output<typeof detailsSchema>>({
    resolver: zodResolver(detailsSchema),
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
  const asNullable = { setValueAs: blankToNull };

  const onSubmit = handleSubmit((values) => {
    const changes = profileUpdateSchema.safeParse(pickDirty(values, dirtyFields));
    if (!changes.success) {
      setError('root.serverError', { message: MESSAGES.atLeastOneField });
      return;
    }
    return update.mutateAsync(changes.data).then(
      (saved) => {
        updateUser(saved);
        reset(undefined, { keepValues: true });
        notify.success(MESSAGES.profileUpdated);
        return saved;
      },
      (error: unknown) => {
        notify.error(MESSAGES.profileUpdateFailed);
        applyServerErrors(error, setError, FIELDS);
      },
    );
  });

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate>
        <CardHeader>
          <CardTitle>Personal details</CardTitle>
          <CardDescription>Optional. Your care team sees these when you book a consultation.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          {errors.root?.serverError?.message ? (
            <Alert tone="error" className="sm:col-span-2">
              {errors.root.serverError.message}
            </Alert>
          ) : null}
          <FormField label="First name" error={errors.first_name?.message}>
            <Input autoComplete="given-name" {...register('first_name', asNullable)} />
          </FormField>
          <FormField label="Last name" error={errors.last_name?.message}>
            <Input autoComplete="family-name" {...register('last_name', asNullable)} />
          </FormField>
          <FormField label="Date of birth" hint="YYYY-MM-DD" error={errors.date_of_birth?.message}>
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
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" loading={update.isPending} disabled={!isDirty}>
            Save details
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
