import { EGG_SOURCES, ivfModelCardSchema } from '@fertilia/contracts';
import { z } from 'zod';
import { AGE_BANDS, TERM_NAMES } from './register-design';

/*
 * The fitted model as bench/ivf/fit.ts writes it (ivf-model.json) and the API loads it: the coefficients in
 * the order of TERM_NAMES with their covariance, the register's observed rate per age band, and the card of
 * its validation. Checked on load, so a file that does not match the code's terms stops the server at once.
 */

const bandRateSchema = z.object({ rate: z.number().min(0).max(1), cycles: z.number().int().positive() });

export const ivfModelFileSchema = z
  .object({
    version: z.string().min(1),
    source: z.string(),
    terms: z.array(z.string()),
    coefficients: z.array(z.number()),
    covariance: z.array(z.array(z.number())),
    band_rates: z.record(z.enum(EGG_SOURCES), z.record(z.enum(AGE_BANDS), bandRateSchema)),
    card: ivfModelCardSchema,
  })
  .refine(
    (file) =>
      file.terms.join() === TERM_NAMES.join() &&
      file.coefficients.length === TERM_NAMES.length &&
      file.covariance.length === TERM_NAMES.length &&
      file.covariance.every((row) => row.length === TERM_NAMES.length),
    'ivf-model.json does not match the terms of register-design.ts: run `npx tsx bench/ivf/fit.ts`',
  );
export type IvfModelFile = z.infer<typeof ivfModelFileSchema>;
