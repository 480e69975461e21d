import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  messageModerationApi,
  moderationApi,
  type MessageDecisionResponse,
  type ModerationCommentPage,
  type ModerationDecisionInput,
  type ModerationDecisionResponse,
  type ModerationMessagePage,
  type ModerationPostPage,
} from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { itemOf, type QueueKind } from '../lib/queue-kinds';
import { moderationQueueKey } from './get-moderation-queue';
import { useLastingCallbacks } from '@/lib/mutations';

const DECISIONS = {
  posts: moderationApi.decidePost,
  comments: moderationApi.decideComment,
  messages: messageModerationApi.decide,
} as const satisfies Record<QueueKind, unknown>;

export const decide = (
  kind: QueueKind,
  id: number,
  body: ModerationDecisionInput,
): Promise<DecisionResponse> =>
  call(DECISIONS[kind] as (typeof DECISIONS)[QueueKind], { params: { id }, body });

type DecisionResponse = ModerationDecisionResponse | MessageDecisionResponse;
type AnyPage = ModerationPostPage | ModerationCommentPage | ModerationMessagePage;

/**
 * A decision closes every open report of the item, so it leaves the open queue at once (cached pages drop it
 * and their totals shrink); then every page of that kind refetches, the resolved tab included.
 */
export function useModerationDecision(kind: QueueKind) {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationFn: ({ id, ...body }: ModerationDecisionInput & { id: number }) => decide(kind, id, body),
      onSuccess: (result) => {
        queryClient.setQueriesData<AnyPage>({ queryKey: [...moderationQueueKey(kind), 'open'] }, (page) => {
          if (!page) return page;
          const items = page.items.filter((entry) => itemOf(entry).id !== result.target_id);
          const dropped = page.items.length - items.length;
          return { ...page, items, total: Math.max(0, page.total - dropped) } as AnyPage;
        });
        void queryClient.invalidateQueries({ queryKey: moderationQueueKey(kind) });
      },
      // A refusal (e.g. 409: another moderator removed it meanwhile) means the queue is stale.
      onError: () => void queryClient.invalidateQueries({ queryKey: moderationQueueKey(kind) }),
    }),
  );
}
