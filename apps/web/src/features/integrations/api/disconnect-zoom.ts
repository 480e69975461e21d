import { integrationsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';
import { integrationKeys } from './keys';

/** DELETE /api/integrations/zoom: forgets her Zoom account (revoked at Zoom too). */
export const disconnectZoom = () => call(integrationsApi.zoomDisconnect, {});

export const useDisconnectZoom = () => useInvalidatingMutation(disconnectZoom, integrationKeys.all);
