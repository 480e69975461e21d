import { z } from 'zod';
import { PLAN_ENTITLEMENTS, planEntitlementSchema } from './plan-entitlements';

const PLAN_ENTITLEMENT_COUNT = PLAN_ENTITLEMENTS.length;

export const BILLING_INTERVALS = ['month', 'year', 'one_time'] as const;
export const billingIntervalSchema = z.enum(BILLING_INTERVALS);
export const BILLING_INTERVAL_LABELS: Record<(typeof BILLING_INTERVALS)[number], string> = {
  month: 'per month',
  year: 'per year',
  one_time: 'one-time',
};

/** Prices are integer minor units (cents, pence) so no rounding ever touches money. */
const planPriceFields = {
  amount: z
    .number({
      error: 'Amount must be a whole number of minor units (e.g. cents)',
    })
    .int('Amount must be a whole number of minor units (e.g. cents)')
    .min(0, 'Amount cannot be negative')
    .max(100_000_000, 'Amount is too large'),
  currency: z
    .string({ error: 'Currency must be a 3-letter ISO code' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Currency must be a 3-letter ISO code'),
  interval: billingIntervalSchema,
  is_active: z.boolean(),
};
export const planPriceInputSchema = z.object({
  ...planPriceFields,
  is_active: planPriceFields.is_active.optional().default(true),
});
export type PlanPriceInput = z.input<typeof planPriceInputSchema>;
// Built from the fields without defaults: zod 4 applies a default even inside .partial(), which would
// silently reset fields an update did not mention.
export const planPriceUpdateSchema = z
  .object(planPriceFields)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    error: 'At least one field must be present',
  });

export const planPriceSchema = z.object({
  id: z.number().int(),
  plan_id: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  interval: billingIntervalSchema,
  is_active: z.boolean(),
});
export type PlanPrice = z.infer<typeof planPriceSchema>;

const planFields = {
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(80, 'Name must be at most 80 characters'),
  description: z.string().trim().max(1000, 'Description must be at most 1000 characters'),
  features: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'A feature cannot be empty')
        .max(200, 'A feature must be at most 200 characters'),
    )
    .max(30, 'At most 30 features'),
  /** What the API unlocks for her subscribers (ADR 017); the features above only describe the plan. */
  entitlements: z
    .array(planEntitlementSchema)
    .max(PLAN_ENTITLEMENT_COUNT, 'An entitlement may be listed once')
    .transform((list) => [...new Set(list)]),
  is_active: z.boolean(),
};
export const planInputSchema = z.object({
  name: planFields.name,
  description: planFields.description.optional().default(''),
  features: planFields.features.optional().default([]),
  entitlements: planFields.entitlements.optional().default([]),
  is_active: planFields.is_active.optional().default(true),
});
export type PlanInput = z.input<typeof planInputSchema>;
/** Any subset of the fields; like prices, built without defaults so absent fields stay as they are. */
export const planUpdateSchema = z
  .object(planFields)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    error: 'At least one field must be present',
  });

export const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  entitlements: z.array(planEntitlementSchema),
  is_active: z.boolean(),
  prices: z.array(planPriceSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Plan = z.infer<typeof planSchema>;
export const planListResponse = z.array(planSchema);

/** A plan whose every active price costs nothing is what every account has: nobody subscribes to it (ADR 017). */
export const allPricesFree = (activePrices: readonly { amount: number }[]): boolean =>
  activePrices.length > 0 && activePrices.every((price) => price.amount === 0);
