import { useEffect, useRef } from 'react';
import { Controller } from 'react-hook-form';
import {
  EGG_SOURCES,
  EGG_SOURCE_LABELS,
  IVF_BMI_MAX,
  IVF_BMI_MIN,
  IVF_CAUSES,
  IVF_CAUSE_LABELS,
  IVF_PREVIOUS_CYCLES_MAX,
} from '@fertilia/contracts';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LIVE_BIRTH_CHOICES, liveBirthChoiceOf, optionalNumber } from '../lib/form-values';
import { Choice, ChoiceGroup } from './choice-group';
import type { PredictionForm } from './prediction-form';

const OPTIONAL_FIELDS = [
  'bmi',
  'previous_ivf_cycles',
  'previous_live_birth',
  'egg_source',
  'causes',
] as const;

/**
 * The optional inputs: each left out is "not said", and the model then uses the register's average for it.
 * A `details` element, so the form stays short for someone who only has her blood results.
 */
export function MoreAboutYou({ form, professional }: { form: PredictionForm; professional: boolean }) {
  const { register, control } = form;
  const { errors } = form.formState;
  const section = useRef<HTMLDetailsElement>(null);
  // A refused answer in here must be seen: each time she sends the form with one, the section opens.
  const refused = OPTIONAL_FIELDS.some((name) => errors[name]);
  const { submitCount } = form.formState;
  useEffect(() => {
    if (refused && section.current) section.current.open = true;
  }, [refused, submitCount]);
  return (
    <details ref={section} className="rounded-lg border border-line p-4">
      <summary className="flex min-h-11 cursor-pointer items-center font-medium text-ink">
        {professional ? 'More about her (optional)' : 'More about you (optional)'}
      </summary>
      <p className="mt-1 text-sm text-ink-muted">
        Each answer refines the estimate; anything you leave out counts as the average of the register.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <FormField label="BMI" hint={`${IVF_BMI_MIN} to ${IVF_BMI_MAX}`} error={errors.bmi?.message}>
          <Input inputMode="decimal" {...register('bmi', { setValueAs: optionalNumber })} />
        </FormField>
        <FormField
          label="Previous IVF cycles"
          hint={`0 to ${IVF_PREVIOUS_CYCLES_MAX}`}
          error={errors.previous_ivf_cycles?.message}
        >
          <Input inputMode="numeric" {...register('previous_ivf_cycles', { setValueAs: optionalNumber })} />
        </FormField>
        <Controller
          control={control}
          name="previous_live_birth"
          render={({ field }) => (
            <ChoiceGroup
              legend={professional ? 'Has she had a live birth before?' : 'Have you had a live birth before?'}
              name="previous_live_birth"
              error={errors.previous_live_birth?.message}
            >
              {LIVE_BIRTH_CHOICES.map((choice) => (
                <Choice
                  key={choice.value}
                  type="radio"
                  name={field.name}
                  label={choice.label}
                  checked={liveBirthChoiceOf(field.value) === choice.value}
                  onChange={() => field.onChange(choice.sent)}
                  onBlur={field.onBlur}
                />
              ))}
            </ChoiceGroup>
          )}
        />
        <ChoiceGroup legend="Eggs used" name="egg_source" error={errors.egg_source?.message}>
          {EGG_SOURCES.map((source) => (
            <Choice
              key={source}
              type="radio"
              value={source}
              label={EGG_SOURCE_LABELS[source]}
              {...register('egg_source')}
            />
          ))}
        </ChoiceGroup>
        <div className="sm:col-span-2">
          <ChoiceGroup
            legend="Known causes of infertility"
            hint="Tick all that apply, for either partner."
            name="causes"
            error={errors.causes?.message ?? errors.causes?.root?.message}
          >
            {IVF_CAUSES.map((cause) => (
              <Choice
                key={cause}
                type="checkbox"
                value={cause}
                label={IVF_CAUSE_LABELS[cause]}
                {...register('causes')}
              />
            ))}
          </ChoiceGroup>
        </div>
      </div>
    </details>
  );
}
