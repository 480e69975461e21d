import { API_VERSION, PASSWORD_MIN, type ConfigResponse, type HealthResponse } from '@fertilia/contracts';
import type { Context } from '../../http/context';
import { APP_VERSION } from '../../version';

export async function health(ctx: Context): Promise<HealthResponse> {
  const up = await ctx.deps.db.ping();
  return {
    status: up ? 'ok' : 'degraded',
    database: up ? 'up' : 'down',
    version: APP_VERSION,
    // The process's own age, not the clock's: uptime is about this process, whatever time it is told.
    uptime_seconds: Math.round(process.uptime()),
  };
}

/** What the web app may know before sign-in: flags and public settings, never a secret. */
export const publicConfig = (ctx: Context): ConfigResponse => ({
  features: ctx.config.features,
  api_version: API_VERSION,
  public_url: ctx.config.publicUrl,
  password_min_length: PASSWORD_MIN,
  payments: {
    provider: ctx.config.payments.provider,
    publishable_key: ctx.config.payments.stripe?.publishableKey ?? null,
  },
});
