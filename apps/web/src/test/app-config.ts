import { pathOf, systemApi, type ConfigResponse } from '@fertilia/contracts';
import { jsonResponse } from './fetch-mock';

/** Where the app asks for its configuration and feature flags. */
export const CONFIG_PATH = pathOf(systemApi.config);

/** The API's answer to CONFIG_PATH: subscriptions, analytics and notifications on unless `features` says. */
export const appConfigResponse = (features: Partial<ConfigResponse['features']> = {}): Response =>
  jsonResponse(200, {
    features: {
      enableSubscriptionFeatures: true,
      enableBetaFeatures: false,
      enableAnalytics: true,
      enableNotifications: true,
      ...features,
    },
    api_version: 'v1',
    public_url: 'http://localhost',
    password_min_length: 8,
    payments: { provider: 'sandbox', publishable_key: null },
  } satisfies ConfigResponse);
