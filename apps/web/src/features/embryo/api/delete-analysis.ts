import { useMutation, useQueryClient } from '@tanstack/react-query';
import { embryoApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useLastingCallbacks } from '@/lib/mutations';
import { embryoKeys } from './keys';

/** DELETE /api/embryo/analyses/:id/: the analysis and its picture; answers a message. */
export const deleteAnalysis = (id: number) => call(embryoApi.remove, { params: { id } });

/**
 * The deleted analysis leaves the cache at once (its page is left), and the lists refetch without it. The
 * detail is removed rather than invalidated, so nothing asks the server for what is gone.
 */
export function useDeleteAnalysis() {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationFn: deleteAnalysis,
      onSuccess: (_answer, id) => {
        queryClient.removeQueries({ queryKey: embryoKeys.detail(id) });
        return queryClient.invalidateQueries({ queryKey: embryoKeys.lists() });
      },
    }),
  );
}
