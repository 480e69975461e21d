import { z } from 'zod';

/**
 * Runs a contract schema inside a form schema's transform and re-reports its issues at the same paths,
 * so a form that edits values in another shape (text amounts, {value} rows) still obeys the contract.
 */
export function checkWith<T>(schema: z.ZodType<T>, value: unknown, ctx: z.RefinementCtx): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    ctx.addIssue({
      code: 'custom',
      message: issue.message,
      path: issue.path.filter((p) => typeof p !== 'symbol'),
    });
  }
  return z.NEVER;
}
