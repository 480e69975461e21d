import { useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  DEVELOPMENT_STAGE_LABELS,
  EMBRYO_AGE_MAX,
  EMBRYO_AGE_MIN,
  EMBRYO_DAY_MAX,
  EMBRYO_DAY_MIN,
  EMBRYO_LABEL_MAX,
  EMBRYO_MESSAGES,
  stageOfDay,
  type EmbryoAnalysis,
  type EmbryoImage,
} from '@fertilia/contracts';
import { MyPatientsPicker } from '@/components/patients/my-patients-picker';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input, controlClasses } from '@/components/ui/input';
import { applyServerErrors } from '@/lib/api-client';
import { notifyError } from '@/lib/notify-error';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateAnalysis } from '../api/create-analysis';
import { useUploadEmbryoImage } from '../api/upload-image';
import { invalidMessage } from '../lib/invalid';
import {
  START_FIELDS,
  optionalText,
  requiredNumber,
  startFormSchema,
  type StartForm,
} from '../lib/start-form';
import { ProgressBar } from './progress-bar';
import { UploadZone } from './upload-zone';

const DAYS = Array.from({ length: EMBRYO_DAY_MAX - EMBRYO_DAY_MIN + 1 }, (_, i) => EMBRYO_DAY_MIN + i);

interface StartAnalysisFormProps {
  /** An expert or doctor names the patient the picture belongs to. */
  professional: boolean;
  onStarted: (analysis: EmbryoAnalysis) => void;
}

/**
 * The picture, whose it is, her age and the day of development: the picture is uploaded with its progress
 * shown, then the analysis starts. A picture already uploaded is not sent again when only the analysis failed.
 */
export function StartAnalysisForm({ professional, onStarted }: StartAnalysisFormProps) {
  const form = useZodForm(startFormSchema, { mode: 'onTouched' }) as StartForm;
  const { register, control, handleSubmit, setError, watch, resetField } = form;
  const { errors, isSubmitting } = form.formState;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [uploaded, setUploaded] = useState<EmbryoImage | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadEmbryoImage();
  const create = useCreateAnalysis();
  const day = watch('day_of_development');

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setUploaded(null);
    setFileError(undefined);
  };

  const start = handleSubmit(async (values) => {
    if (!file) {
      setFileError(EMBRYO_MESSAGES.fileRequired);
      return;
    }
    let image = uploaded;
    if (!image) {
      setProgress(0);
      try {
        image = await upload.mutateAsync({
          file,
          fields: { patient_id: values.patient_id, embryo_id: values.embryo_id },
          onProgress: (fraction) => setProgress(fraction * 100),
        });
        setUploaded(image);
      } catch (error) {
        setProgress(null);
        notifyError(error, EMBRYO_MESSAGES.uploadFailed);
        const placed = applyServerErrors(error, setError, ['patient_id', 'embryo_id']);
        const message = invalidMessage(error, 'embryo image');
        if (!placed && message) setError('root.serverError', { type: 'server', message });
        if (placed && message) setFileError(message);
        return;
      }
    }
    try {
      const analysis = await create.mutateAsync({
        image_id: image.id,
        patient_age: values.patient_age,
        day_of_development: values.day_of_development,
      });
      setFile(null);
      setUploaded(null);
      setProgress(null);
      resetField('embryo_id');
      onStarted(analysis);
    } catch (error) {
      notifyError(error, EMBRYO_MESSAGES.analysisFailed);
      applyServerErrors(error, setError, START_FIELDS);
      const message = invalidMessage(error, 'analysis input');
      if (message) setError('root.serverError', { type: 'server', message });
    }
  });

  const onSubmit: typeof start = (event) => {
    if (!file) setFileError(EMBRYO_MESSAGES.fileRequired);
    return start(event);
  };

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-labelledby="embryo-form-title">
        <CardHeader>
          <CardTitle id="embryo-form-title">Analyse an embryo</CardTitle>
          <CardDescription>
            A picture from the microscope or the time-lapse incubator, with the day of development it was
            taken on.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <FormError errors={errors} />
          <UploadZone file={file} onFile={choose} error={fileError} disabled={isSubmitting} />
          {progress !== null ? (
            <div className="flex flex-col gap-1">
              <p className="text-sm text-ink-muted" aria-live="polite">
                {uploaded ? 'Picture uploaded' : `Uploading the picture… ${Math.round(progress)}%`}
              </p>
              <ProgressBar value={uploaded ? 100 : progress} label="Upload" />
            </div>
          ) : null}
          {professional ? (
            <Controller
              control={control}
              name="patient_id"
              render={({ field }) => (
                // Whose embryo it is: one of her patients, or none for a picture of the clinic's own.
                <MyPatientsPicker
                  value={typeof field.value === 'number' ? field.value : undefined}
                  onChange={field.onChange}
                  placeholder="No patient (the clinic’s own picture)"
                  hint="The analysis is saved to her record, and she can read it."
                  error={errors.patient_id?.message}
                  disabled={uploaded !== null}
                />
              )}
            />
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <FormField
              label="Embryo label"
              hint={`The clinic's name for it, up to ${EMBRYO_LABEL_MAX} characters (optional)`}
              error={errors.embryo_id?.message}
            >
              <Input
                maxLength={EMBRYO_LABEL_MAX}
                disabled={uploaded !== null}
                {...register('embryo_id', { setValueAs: optionalText })}
              />
            </FormField>
            <FormField
              label="Patient age"
              required
              hint={`In years, ${EMBRYO_AGE_MIN} to ${EMBRYO_AGE_MAX}: the age when the eggs were collected`}
              error={errors.patient_age?.message}
            >
              <Input inputMode="numeric" {...register('patient_age', { setValueAs: requiredNumber })} />
            </FormField>
            <FormField
              label="Day of development"
              required
              hint={
                typeof day === 'number' && day >= EMBRYO_DAY_MIN && day <= EMBRYO_DAY_MAX
                  ? `Stage: ${DEVELOPMENT_STAGE_LABELS[stageOfDay(day)]}`
                  : 'Days since the eggs were collected (day 0)'
              }
              error={errors.day_of_development?.message}
            >
              <select
                className={cn(controlClasses, 'h-11 sm:text-sm')}
                defaultValue=""
                {...register('day_of_development', { setValueAs: requiredNumber })}
              >
                <option value="">Choose the day</option>
                {DAYS.map((d) => (
                  <option key={d} value={d}>
                    Day {d} · {DEVELOPMENT_STAGE_LABELS[stageOfDay(d)]}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
          <Button type="submit" loading={isSubmitting} className="self-start">
            {uploaded ? 'Start the analysis' : 'Upload and analyse'}
          </Button>
        </CardContent>
      </form>
    </Card>
  );
}
