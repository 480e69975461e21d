import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { API_ROOT } from './paths';
import {
  FEATURE_FLAG_DEFAULTS,
  PAYMENT_PROVIDERS,
  TRUTHY_FLAG_VALUES,
  type FeatureFlag,
  type PaymentProviderName,
} from '@fertilia/contracts';

/** Spec 01 §1: a flag is on when its value is one of the truthy words, off for any other value. */
const flag = (name: FeatureFlag) =>
  z
    .string()
    .optional()
    .transform((v) =>
      v === undefined || v.trim() === ''
        ? FEATURE_FLAG_DEFAULTS[name]
        : (TRUTHY_FLAG_VALUES as readonly string[]).includes(v.trim().toLowerCase()),
    );

/** Names proxy-addr accepts for address ranges, as Fastify passes them on. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (entry: string) => {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length || !address) return false;
  if (PROXY_RANGES.includes(entry)) return true;
  const version = isIP(address);
  if (!version) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n >= 0 && n <= (version === 4 ? 32 : 128);
};

/**
 * Which hops in front of the app are ours (ADR 009): a number of proxies, or their addresses. The client is
 * the first hop, counted from the app, that is not one of them; "true" (trust every hop) would let anyone
 * choose their address by writing X-Forwarded-For, so it is refused.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] | { error: string } {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? hops : { error: 'TRUST_PROXY: at most 10 proxies' };
  }
  if (text === 'true')
    return {
      error:
        'TRUST_PROXY=true would trust every hop, so a client could choose its own address: give the number of ' +
        'proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.1 or 10.0.0.0/8)',
    };
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined) return { error: `TRUST_PROXY: "${bad}" is not an address, a range or a count` };
  return entries;
}

const LOOPBACK_HOSTS = ['localhost', '::1'];
/** True for addresses only this machine can reach. */
export const isLoopbackHost = (host: string) =>
  LOOPBACK_HOSTS.includes(host.toLowerCase()) || /^127(\.\d{1,3}){3}$/.test(host);

const iceServersSchema = z.array(
  z.object({
    urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
    username: z.string().optional(),
    credential: z.string().optional(),
  }),
);
export type IceServer = z.infer<typeof iceServersSchema>[number];

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const DEV_JWT_SECRET = 'fertilia-development-secret-change-me-0123456789';

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    // Loopback by default: the quick start (with its demo accounts) is not reachable from the network.
    HOST: z.string().default('localhost'),
    DATA_DIR: z.string().default('./.data'),
    DATABASE_URL: z.string().url().optional(),
    REDIS_URL: z.string().url().optional(),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('Fertilia <no-reply@fertilia.local>'),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').default(DEV_JWT_SECRET),
    PUBLIC_URL: z.string().url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    SEED_DEMO: z.string().optional(),
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, issue) => {
        const parsed = parseTrustProxy(value);
        if (typeof parsed === 'object' && 'error' in parsed) {
          issue.addIssue({ code: 'custom', message: parsed.error });
          return z.NEVER;
        }
        return parsed;
      }),
    // Video visits (ADR 014): ICE servers for real networks, as a JSON array of RTCIceServer objects; with a
    // TURN shared secret (coturn's use-auth-secret) each visit gets short-lived TURN credentials instead.
    VISIT_ICE_SERVERS: z
      .string()
      .optional()
      .transform((value, issue) => {
        if (value === undefined || value.trim() === '') return [];
        const parsed = iceServersSchema.safeParse(safeJson(value));
        if (!parsed.success) {
          issue.addIssue({
            code: 'custom',
            message: 'VISIT_ICE_SERVERS must be a JSON array like [{"urls":"stun:stun.example.org:3478"}]',
          });
          return z.NEVER;
        }
        return parsed.data;
      }),
    TURN_SHARED_SECRET: z.string().min(16, 'TURN_SHARED_SECRET must be at least 16 characters').optional(),
    // Zoom (ADR 014): off unless both client id and secret are set. The URLs point elsewhere only in tests.
    ZOOM_CLIENT_ID: z.string().min(1).optional(),
    ZOOM_CLIENT_SECRET: z.string().min(1).optional(),
    ZOOM_OAUTH_URL: z.string().url().default('https://zoom.us'),
    ZOOM_API_URL: z.string().url().default('https://api.zoom.us/v2'),
    // Seals stored third-party tokens; derived from JWT_SECRET when not set.
    TOKEN_SEAL_KEY: z.string().min(32, 'TOKEN_SEAL_KEY must be at least 32 characters').optional(),
    // Money (ADR 016): one currency for every amount; the platform's share of a released visit; the share a
    // patient gets back when she cancels inside the expert's minimum notice; how long after completion she may
    // dispute before the escrow is released; the secret that signs the payment provider's webhooks.
    PAYMENTS_CURRENCY: z
      .string()
      .regex(/^[A-Z]{3}$/, 'PAYMENTS_CURRENCY must be an ISO 4217 code such as GBP')
      .default('GBP'),
    PLATFORM_FEE_PERCENT: z.coerce.number().int().min(0).max(100).default(15),
    LATE_CANCEL_REFUND_PERCENT: z.coerce.number().int().min(0).max(100).default(50),
    DISPUTE_WINDOW_MINUTES: z.coerce
      .number()
      .int()
      .min(0)
      .max(60 * 24 * 90)
      .default(72 * 60),
    PAYMENT_WEBHOOK_SECRET: z
      .string()
      .min(16, 'PAYMENT_WEBHOOK_SECRET must be at least 16 characters')
      .optional(),
    // The card provider (ADR 017): the embedded sandbox, or Stripe with its keys. STRIPE_API_URL points the SDK
    // at another host (the tests' local server that speaks Stripe's API).
    PAYMENTS_PROVIDER: z.enum(PAYMENT_PROVIDERS).default('sandbox'),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, 'STRIPE_SECRET_KEY must start with sk_ or rk_')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'STRIPE_PUBLISHABLE_KEY must start with pk_').optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must start with whsec_')
      .optional(),
    STRIPE_API_URL: z.string().url().default('https://api.stripe.com'),
    // The AI assistant (ADR 020): an OpenAI-compatible chat completions endpoint writes answers from the
    // retrieved passages when LLM_BASE_URL is set; otherwise our own extractive writer does. Embeddings add a
    // vector ranking beside full-text search only when EMBEDDINGS_MODEL is set (the URL and key default to the
    // LLM's).
    LLM_BASE_URL: z.string().url().optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
    EMBEDDINGS_BASE_URL: z.string().url().optional(),
    EMBEDDINGS_API_KEY: z.string().min(1).optional(),
    EMBEDDINGS_MODEL: z.string().min(1).optional(),
    // A clinic's own validated embryo model (ADR 021): an ONNX file with its manifest beside it, run beside our
    // morphology; loaded at start-up, so a broken one stops the start with a clear message.
    EMBRYO_MODEL_PATH: z
      .string()
      .trim()
      .regex(/\.onnx$/i, 'EMBRYO_MODEL_PATH must name the .onnx model file')
      .optional(),
    // Medication reminders (ADR 022): how often the job looks for doses due; each is still sent once. Short only
    // in the e2e run, which waits for a dose of the current minute.
    MEDICATION_REMINDER_TICK_MS: z.coerce
      .number()
      .int('MEDICATION_REMINDER_TICK_MS must be a whole number of milliseconds')
      .min(1000, 'MEDICATION_REMINDER_TICK_MS must be at least 1000 (one second)')
      .max(15 * 60_000, 'MEDICATION_REMINDER_TICK_MS must be at most 900000 (15 minutes)')
      .default(60_000),
    ENABLE_SUBSCRIPTION_FEATURES: flag('enableSubscriptionFeatures'),
    ENABLE_BETA_FEATURES: flag('enableBetaFeatures'),
    ENABLE_ANALYTICS: flag('enableAnalytics'),
    ENABLE_NOTIFICATIONS: flag('enableNotifications'),
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.JWT_SECRET !== DEV_JWT_SECRET, {
    message: 'JWT_SECRET must be set in production',
    path: ['JWT_SECRET'],
  })
  .refine(
    (env) =>
      env.PAYMENTS_PROVIDER !== 'stripe' ||
      Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET),
    {
      message:
        'PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
      path: ['PAYMENTS_PROVIDER'],
    },
  );

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  jwtSecret: string;
  publicUrl: string;
  logLevel: string;
  /** Folder of the built web app; when absent the API serves no pages. */
  webDist?: string;
  seedDemo: boolean;
  features: Record<FeatureFlag, boolean>;
  /** Behind reverse proxies: how many there are, or their addresses; false when none (ADR 009). */
  trustProxy: false | number | string[];
  /** Video visits (ADR 014): the ICE servers browsers are given, and coturn's shared secret when set. */
  visit: { iceServers: IceServer[]; turnSharedSecret?: string };
  /** Zoom's OAuth app; null when Zoom is not set up on this server (the built-in visit is the only host). */
  zoom: { clientId: string; clientSecret: string; oauthUrl: string; apiUrl: string } | null;
  /** Key material for sealing stored third-party tokens (lib/secret-box.ts). */
  tokenSealKey: string;
  /** Money (ADR 016): the currency, the platform fee and refund policy, the dispute window, the webhook secret. */
  payments: {
    currency: string;
    platformFeePercent: number;
    lateCancelRefundPercent: number;
    disputeWindowMinutes: number;
    webhookSecret: string;
    /** Which provider takes cards (ADR 017); Stripe's keys and API address when it is Stripe. */
    provider: PaymentProviderName;
    stripe: { secretKey: string; publishableKey: string; webhookSecret: string; apiUrl: string } | null;
  };
  /** The assistant's outside services (ADR 020); null where not configured, so the embedded defaults answer. */
  assistant: {
    llm: { baseUrl: string; apiKey: string | null; model: string } | null;
    embeddings: { baseUrl: string; apiKey: string | null; model: string } | null;
  };
  /** Embryo analysis (ADR 021): a clinic's ONNX model, when one is configured. */
  embryo: { modelPath: string | null };
  /** Medications (ADR 022): how often the reminder job looks for due doses. */
  medications: { reminderTickMs: number };
  /** Prefix for shared keys (rate limits, pub/sub) so tests and apps sharing one Redis stay apart. */
  keyPrefix: string;
};

/** Reads the environment once into one typed object; bad values stop the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const defaultWebDist = path.resolve(API_ROOT, '../web/dist');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : defaultWebDist,
    // Demo accounts only on the embedded database, never in production, and only while the app listens on a
    // loopback address: their shared password is in the README (ADR 009).
    seedDemo:
      e.NODE_ENV !== 'production' && !e.DATABASE_URL && e.SEED_DEMO !== 'false' && isLoopbackHost(e.HOST),
    features: {
      enableSubscriptionFeatures: e.ENABLE_SUBSCRIPTION_FEATURES,
      enableBetaFeatures: e.ENABLE_BETA_FEATURES,
      enableAnalytics: e.ENABLE_ANALYTICS,
      enableNotifications: e.ENABLE_NOTIFICATIONS,
    },
    trustProxy: e.TRUST_PROXY,
    visit: { iceServers: e.VISIT_ICE_SERVERS, turnSharedSecret: e.TURN_SHARED_SECRET },
    zoom:
      e.ZOOM_CLIENT_ID && e.ZOOM_CLIENT_SECRET
        ? {
            clientId: e.ZOOM_CLIENT_ID,
            clientSecret: e.ZOOM_CLIENT_SECRET,
            oauthUrl: e.ZOOM_OAUTH_URL.replace(/\/$/, ''),
            apiUrl: e.ZOOM_API_URL.replace(/\/$/, ''),
          }
        : null,
    tokenSealKey: e.TOKEN_SEAL_KEY ?? e.JWT_SECRET,
    payments: {
      currency: e.PAYMENTS_CURRENCY,
      platformFeePercent: e.PLATFORM_FEE_PERCENT,
      lateCancelRefundPercent: e.LATE_CANCEL_REFUND_PERCENT,
      disputeWindowMinutes: e.DISPUTE_WINDOW_MINUTES,
      // The embedded sandbox provider signs with the same secret it is checked with; derived like the seal key.
      webhookSecret: e.PAYMENT_WEBHOOK_SECRET ?? `webhook:${e.JWT_SECRET}`,
      provider: e.PAYMENTS_PROVIDER,
      stripe:
        e.PAYMENTS_PROVIDER === 'stripe'
          ? {
              secretKey: e.STRIPE_SECRET_KEY!,
              publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
              apiUrl: e.STRIPE_API_URL.replace(/\/$/, ''),
            }
          : null,
    },
    assistant: {
      llm: e.LLM_BASE_URL
        ? { baseUrl: e.LLM_BASE_URL.replace(/\/$/, ''), apiKey: e.LLM_API_KEY ?? null, model: e.LLM_MODEL }
        : null,
      embeddings: e.EMBEDDINGS_MODEL
        ? {
            baseUrl: (e.EMBEDDINGS_BASE_URL ?? e.LLM_BASE_URL!).replace(/\/$/, ''),
            apiKey: e.EMBEDDINGS_API_KEY ?? e.LLM_API_KEY ?? null,
            model: e.EMBEDDINGS_MODEL,
          }
        : null,
    },
    embryo: { modelPath: e.EMBRYO_MODEL_PATH ? path.resolve(e.EMBRYO_MODEL_PATH) : null },
    medications: { reminderTickMs: e.MEDICATION_REMINDER_TICK_MS },
    keyPrefix: 'fertilia:',
  };
}
