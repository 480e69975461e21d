import { embryoAnalysisCreateSchema, embryoUploadFieldsSchema } from '@fertilia/contracts';
import type { ZodForm } from '@/lib/use-zod-form';

/**
 * The upload form's text fields: the upload's (her patient, the clinic's label) and the analysis's (age,
 * day), each checked by the contract's own rules; the picture is held beside the form.
 */
export const startFormSchema = embryoUploadFieldsSchema.extend({
  patient_age: embryoAnalysisCreateSchema.shape.patient_age,
  day_of_development: embryoAnalysisCreateSchema.shape.day_of_development,
});
export type StartForm = ZodForm<typeof startFormSchema>;
export const START_FIELDS = Object.keys(startFormSchema.shape);

/** An empty box is "not given" (the schema then names it), anything else a number even if not a whole one. */
export const requiredNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return value;
  const text = String(value ?? '')
    .trim()
    .replace(',', '.');
  return text === '' ? undefined : Number(text);
};

/** An empty label is left out: the API then names the embryo "E<id>". */
export const optionalText = (value: unknown): string | undefined => {
  const text = String(value ?? '').trim();
  return text === '' ? undefined : text;
};
