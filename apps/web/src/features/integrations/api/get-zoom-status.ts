import { queryOptions, useQuery } from '@tanstack/react-query';
import { integrationsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { integrationKeys } from './keys';

/** GET /api/integrations/zoom/status: set up here? connected? with which host e-mail? */
export const getZoomStatus = (signal?: AbortSignal) => call(integrationsApi.zoomStatus, {}, { signal });

export const zoomStatusQueryOptions = () =>
  queryOptions({ queryKey: integrationKeys.zoomStatus(), queryFn: ({ signal }) => getZoomStatus(signal) });

/** Only experts and doctors may ask (patients are refused); `enabled` keeps others from calling. */
export const useZoomStatus = (enabled = true) => useQuery({ ...zoomStatusQueryOptions(), enabled });
