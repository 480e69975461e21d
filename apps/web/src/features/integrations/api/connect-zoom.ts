import { useMutation } from '@tanstack/react-query';
import { integrationsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { leaveFor } from '../browser';

/** GET /api/integrations/zoom/connect, then off to Zoom's consent page; Zoom sends her back to /settings. */
export const connectZoom = async () => {
  const { authorize_url } = await call(integrationsApi.zoomConnect, {});
  leaveFor(authorize_url);
};

export const useConnectZoom = () => useMutation({ mutationFn: connectZoom });
