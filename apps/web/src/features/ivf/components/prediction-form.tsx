import { Controller } from 'react-hook-form';
import {
  AMH_PMOL_PER_NG,
  AMH_UNITS,
  IVF_AGE_MAX,
  IVF_AGE_MIN,
  IVF_LEVEL_MAX,
  IVF_MESSAGES,
  ivfPredictionCreateSchema,
  type IvfPrediction,
} from '@fertilia/contracts';
import { MyPatientsPicker } from '@/components/patients/my-patients-picker';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input, controlClasses } from '@/components/ui/input';
import { applyServerErrors } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { useZodForm, type ZodForm } from '@/lib/use-zod-form';
import { useCreatePrediction } from '../api/create-prediction';
import { requiredNumber } from '../lib/form-values';
import { MoreAboutYou } from './more-about-you';

/** An expert or doctor must name the patient; the contract leaves it optional because patients never send it. */
const forPatientSchema = ivfPredictionCreateSchema.refine((values) => values.patient_id !== undefined, {
  path: ['patient_id'],
  message: IVF_MESSAGES.professionalNeedsPatient,
});

export type PredictionForm = ZodForm<typeof ivfPredictionCreateSchema>;
const FIELDS = Object.keys(ivfPredictionCreateSchema.shape);

interface PredictionFormProps {
  /** An expert or doctor estimating for one of her patients: the form starts with the patient picker. */
  professional: boolean;
  onCreated: (prediction: IvfPrediction) => void;
}

/** Her values, checked by the contract as she goes; the estimate comes back from the API. */
export function PredictionFormCard({ professional, onCreated }: PredictionFormProps) {
  const form = useZodForm(professional ? forPatientSchema : ivfPredictionCreateSchema, {
    defaultValues: { amh_unit: 'ng/mL', egg_source: 'own', causes: [], previous_live_birth: null },
    mode: 'onTouched',
  }) as PredictionForm;
  const { register, control, handleSubmit, setError } = form;
  const { errors, isSubmitting } = form.formState;
  const create = useCreatePrediction();

  const onSubmit = handleSubmit(
    (values) =>
      new Promise<void>((settled) =>
        create.mutate(values, {
          onSuccess: (prediction) => {
            notify.success(IVF_MESSAGES.created);
            onCreated(prediction);
          },
          onError: (error) => {
            notifyError(error, IVF_MESSAGES.failed);
            applyServerErrors(error, setError, FIELDS);
          },
          onSettled: () => settled(),
        }),
      ),
  );

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-labelledby="ivf-form-title">
        <CardHeader>
          <CardTitle id="ivf-form-title">{professional ? 'Estimate for a patient' : 'Your values'}</CardTitle>
          <CardDescription>
            From a recent blood test; your clinic's report gives AMH and FSH with their units.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <FormError errors={errors} title={IVF_MESSAGES.failed} />
          {professional ? (
            <Controller
              control={control}
              name="patient_id"
              render={({ field }) => (
                <MyPatientsPicker
                  value={typeof field.value === 'number' ? field.value : undefined}
                  onChange={field.onChange}
                  placeholder={IVF_MESSAGES.professionalNeedsPatient}
                  hint="The estimate is saved to her record."
                  required
                  error={errors.patient_id?.message}
                />
              )}
            />
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="Age"
              required
              hint={`In years, ${IVF_AGE_MIN} to ${IVF_AGE_MAX}`}
              error={errors.age?.message}
            >
              <Input inputMode="numeric" {...register('age', { setValueAs: requiredNumber })} />
            </FormField>
            <FormField
              label="AMH"
              required
              hint={`0 to ${IVF_LEVEL_MAX}, in either unit: pmol/L is converted (1 ng/mL = ${AMH_PMOL_PER_NG} pmol/L).`}
              error={errors.amh_level?.message ?? errors.amh_unit?.message}
            >
              {(control) => (
                <div className="flex gap-2">
                  <Input
                    inputMode="decimal"
                    className="min-w-0 flex-1"
                    {...control}
                    {...register('amh_level', { setValueAs: requiredNumber })}
                  />
                  <select
                    aria-label="AMH unit"
                    className={cn(controlClasses, 'h-11 w-28 shrink-0 sm:text-sm')}
                    {...register('amh_unit')}
                  >
                    {AMH_UNITS.map((unit) => (
                      <option key={unit} value={unit}>
                        {unit}
                      </option>
                    ))}
                  </select>
                </div>
              )}
            </FormField>
            <FormField
              label="FSH (IU/L)"
              required
              hint={`0 to ${IVF_LEVEL_MAX}`}
              error={errors.fsh_level?.message}
            >
              <Input inputMode="decimal" {...register('fsh_level', { setValueAs: requiredNumber })} />
            </FormField>
          </div>
          <MoreAboutYou form={form} professional={professional} />
          <Button type="submit" loading={isSubmitting} className="self-start">
            {professional ? 'Estimate her chance' : 'Estimate my chance'}
          </Button>
        </CardContent>
      </form>
    </Card>
  );
}
