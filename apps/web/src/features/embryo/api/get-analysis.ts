import { queryOptions, useQuery } from '@tanstack/react-query';
import { embryoApi, type EmbryoAnalysis } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { embryoKeys } from './keys';

/**
 * While an analysis runs its progress arrives on the live connection; this gentle poll runs beside it, so a
 * result never hangs on a connection that is down or an event sent before the socket joined its room.
 */
export const ANALYSIS_POLL_MS = 5_000;

export const isRunning = (analysis: EmbryoAnalysis | undefined) =>
  analysis?.status === 'analyzing' || analysis?.status === 'uploaded';

/** GET /api/embryo/analyses/:id/: one she may read (404 for anyone else's). */
export const analysisQueryOptions = (id: number) =>
  queryOptions({
    queryKey: embryoKeys.detail(id),
    queryFn: ({ signal }) => call(embryoApi.get, { params: { id } }, { signal }),
    refetchInterval: (query) => (isRunning(query.state.data) ? ANALYSIS_POLL_MS : false),
  });

/** `id` 0 stands for an address that names no analysis: nothing is asked. */
export const useAnalysis = (id: number) => useQuery({ ...analysisQueryOptions(id), enabled: id > 0 });
