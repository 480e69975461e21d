import {
  VERIFICATION_MESSAGES,
  VERIFICATION_NOTE_MAX,
  verificationRequestSchema,
  type ProfessionalVerification,
  type VerificationSubmission,
} from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { applyServerErrors } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useZodForm } from '@/lib/use-zod-form';
import { useSubmitVerification } from '../api/submit-verification';

const FIELDS = Object.keys(verificationRequestSchema.shape);

interface VerificationFormProps {
  /** The refused submission, so the professional corrects it rather than typing it all again. */
  previous: VerificationSubmission | null;
  /** Called with the new status once the server accepted the details. */
  onSubmitted: (verification: ProfessionalVerification) => void;
}

/** Licence number, issuing body, country and an optional note, checked by the contract's schema. */
export function VerificationForm({ previous, onSubmitted }: VerificationFormProps) {
  const form = useZodForm(verificationRequestSchema, {
    defaultValues: {
      license_number: previous?.license_number ?? '',
      issuing_body: previous?.issuing_body ?? '',
      license_country: previous?.license_country ?? '',
      note: previous?.note ?? '',
    },
  });
  const { register, handleSubmit, setError } = form;
  const { errors, isSubmitting } = form.formState;
  const submit = useSubmitVerification();

  const onSubmit = handleSubmit((values) =>
    submit.mutateAsync(values).then(
      (verification) => {
        notify.success(VERIFICATION_MESSAGES.submitted);
        onSubmitted(verification);
      },
      (error: unknown) => {
        applyServerErrors(error, setError, FIELDS);
      },
    ),
  );

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-label="Licence details">
        <CardHeader>
          <CardTitle>{previous ? 'Send corrected details' : 'Your licence'}</CardTitle>
          <CardDescription>
            As it appears on your registration certificate, so we can find you in the issuing body&rsquo;s
            public register.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormError errors={errors} className="sm:col-span-2" />
          <FormField
            label="Licence number"
            hint="Your registration or licence number."
            error={errors.license_number?.message}
            required
          >
            <Input autoComplete="off" {...register('license_number')} />
          </FormField>
          <FormField
            label="Issuing body"
            hint="The council or board that registered you."
            error={errors.issuing_body?.message}
            required
          >
            <Input autoComplete="organization" {...register('issuing_body')} />
          </FormField>
          <FormField
            label="Country"
            hint="Where the licence was issued."
            error={errors.license_country?.message}
            required
            className="sm:col-span-2"
          >
            <Input autoComplete="country-name" {...register('license_country')} />
          </FormField>
          <FormField
            label="Note for the reviewer"
            hint="Optional: a former name on the register, a link to your entry, anything that helps."
            error={errors.note?.message}
            className="sm:col-span-2"
          >
            <Textarea rows={3} maxLength={VERIFICATION_NOTE_MAX} {...register('note')} />
          </FormField>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
            Send for verification
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
