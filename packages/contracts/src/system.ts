import { z } from 'zod';

/** The card providers the API can be configured with (ADR 017); the sandbox is the embedded default. */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const FEATURE_FLAGS = [
  'enableSubscriptionFeatures',
  'enableBetaFeatures',
  'enableAnalytics',
  'enableNotifications',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
/** Spec 01 §1 defaults. */
export const FEATURE_FLAG_DEFAULTS: Record<FeatureFlag, boolean> = {
  enableSubscriptionFeatures: true,
  enableBetaFeatures: false,
  enableAnalytics: true,
  enableNotifications: true,
};
export const TRUTHY_FLAG_VALUES = ['true', '1', 'yes', 'on', 'enabled'] as const;

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  version: z.string(),
  uptime_seconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

export const configResponse = z.object({
  features: z.object({
    enableSubscriptionFeatures: z.boolean(),
    enableBetaFeatures: z.boolean(),
    enableAnalytics: z.boolean(),
    enableNotifications: z.boolean(),
  }),
  api_version: z.string(),
  public_url: z.string(),
  password_min_length: z.number().int(),
  /** Which card form the web shows (ADR 017): the sandbox's own, or Stripe's with this publishable key. */
  payments: z.object({
    provider: z.enum(PAYMENT_PROVIDERS),
    publishable_key: z.string().nullable(),
  }),
});
export type ConfigResponse = z.infer<typeof configResponse>;
