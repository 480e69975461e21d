import { useCallback } from 'react';
import { useMutation, useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';

/** What a caller may pass to `mutate`: what to do once this one call has succeeded or failed. */
export interface CallCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
  onSettled?: (data: TData | undefined, error: Error | null, variables: TVariables) => unknown;
}

/** A mutation result whose `mutate` keeps the call's callbacks; distributed over its states, so `isPending` still narrows `variables`. */
type WithLastingMutate<R, TData, TVariables> = R extends unknown
  ? Omit<R, 'mutate'> & {
      mutate: (variables: TVariables, callbacks?: CallCallbacks<TData, TVariables>) => void;
    }
  : never;

export type LastingMutation<TData, TVariables> = WithLastingMutate<
  UseMutationResult<TData, Error, TVariables>,
  TData,
  TVariables
>;

/**
 * TanStack Query drops the callbacks given to `mutate` when the component that called it unmounts before the
 * mutation settles. An invalidating mutation settles only after the refetch, and that refetch is often what
 * unmounts the caller: a completed visit leaves the Upcoming tab, a reviewed one loses its review dialog. Its
 * toast was then never shown, though the change was saved. Here `mutate` runs the call's callbacks from the
 * mutation's own promise, which settles whatever became of the component.
 */
export function useLastingCallbacks<TData, TVariables>(
  mutation: UseMutationResult<TData, Error, TVariables>,
): LastingMutation<TData, TVariables> {
  const { mutateAsync } = mutation;
  const mutate = useCallback(
    (variables: TVariables, callbacks?: CallCallbacks<TData, TVariables>) => {
      void mutateAsync(variables).then(
        (data) => {
          callbacks?.onSuccess?.(data, variables);
          callbacks?.onSettled?.(data, null, variables);
        },
        (error: Error) => {
          // A failure is the caller's to show; without an onError it is already in `mutation.error`.
          callbacks?.onError?.(error, variables);
          callbacks?.onSettled?.(undefined, error, variables);
        },
      );
    },
    [mutateAsync],
  );
  return { ...mutation, mutate } as LastingMutation<TData, TVariables>;
}

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
  return useLastingCallbacks(
    useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey }) }),
  );
}

/** A mutation whose answer is the new state of one cached query (saved settings), put there at once. */
export function useCachingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  queryKey: QueryKey,
) {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({ mutationFn, onSuccess: (saved: TData) => queryClient.setQueryData(queryKey, saved) }),
  );
}
