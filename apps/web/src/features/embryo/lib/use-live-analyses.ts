import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  LIVE_EVENTS,
  embryoAnalysisUpdateEventSchema,
  type EmbryoAnalysis,
  type EmbryoAnalysisUpdateEvent,
} from '@fertilia/contracts';
import { useLiveSocket, type LiveSocket, type LiveState } from '@/lib/live-socket';
import { embryoKeys } from '../api/keys';

const FINISHED = new Set(['analyzed', 'failed']);

/**
 * Moves a cached analysis along with the event (status, progress, its label); once it has finished, the
 * analysis and the lists are read again, since the event carries no result (no health data on the socket).
 */
export function applyAnalysisUpdate(queryClient: QueryClient, event: EmbryoAnalysisUpdateEvent) {
  queryClient.setQueryData<EmbryoAnalysis>(embryoKeys.detail(event.analysis_id), (analysis) =>
    analysis
      ? {
          ...analysis,
          status: event.status,
          progress: event.progress,
          progress_label: event.progress_label,
          image: { ...analysis.image, status: event.status },
        }
      : analysis,
  );
  if (FINISHED.has(event.status)) {
    void queryClient.invalidateQueries({ queryKey: embryoKeys.detail(event.analysis_id) });
    void queryClient.invalidateQueries({ queryKey: embryoKeys.lists() });
  }
}

/**
 * The analyses' progress, live: the server sends `embryo_analysis_update` to the private room of whoever may
 * read the analysis, which each of her sockets is in, so there is nothing to subscribe to.
 */
export function useLiveAnalyses(connection?: LiveSocket): LiveState {
  const queryClient = useQueryClient();
  return useLiveSocket(
    [],
    {
      [LIVE_EVENTS.embryoAnalysisUpdate]: (payload) => {
        const event = embryoAnalysisUpdateEventSchema.safeParse(payload);
        if (event.success) applyAnalysisUpdate(queryClient, event.data);
      },
    },
    connection,
  );
}
