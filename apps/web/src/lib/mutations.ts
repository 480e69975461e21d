import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A mutation after which every query under `queryKey` is stale, so the screens showing them refetch. It
 * settles once the active ones have (the invalidation is onSuccess's promise), so a dialog that closes on
 * success closes over fresh data.
 */
export function useInvalidatingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  queryKey: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey }) });
}

/** A mutation whose answer is the new state of one cached query (saved settings), put there at once. */
export function useCachingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  queryKey: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (saved: TData) => queryClient.setQueryData(queryKey, saved) });
}
