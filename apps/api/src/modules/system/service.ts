import { API_VERSION, PASSWORD_MIN, type ConfigResponse, type HealthResponse } from '@fertilia/contracts';
import type { AppDeps } from '../../deps';
import { APP_VERSION } from '../../version';

const startedAt = Date.now();

export async function health(deps: AppDeps): Promise<HealthResponse> {
  const up = await deps.db.ping();
  return {
    status: up ? 'ok' : 'degraded',
    database: up ? 'up' : 'down',
    version: APP_VERSION,
    uptime_seconds: Math.round((Date.now() - startedAt) / 1000),
  };
}

/** What the web app may know before sign-in: flags and public settings, never a secret. */
export const publicConfig = (deps: AppDeps): ConfigResponse => ({
  features: deps.config.features,
  api_version: API_VERSION,
  public_url: deps.config.publicUrl,
  password_min_length: PASSWORD_MIN,
});
