import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  COMMUNITY_MESSAGES,
  communityApi,
  type CommunityComment,
  type CommentCreateInput,
  type CommentUpdateInput,
} from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { addComment, dropComment, editComment } from '../lib/comment-cache';
import { notifyError } from '@/lib/notify-error';
import { useLastingCallbacks } from '@/lib/mutations';

export const createComment = (body: CommentCreateInput): Promise<CommunityComment> =>
  call(communityApi.addComment, { body });

export const updateComment = (id: number, body: CommentUpdateInput): Promise<CommunityComment> =>
  call(communityApi.editComment, { params: { id }, body });

export const deleteComment = (id: number) => call(communityApi.deleteComment, { params: { id } });

export function useCreateComment() {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationFn: createComment,
      onSuccess: (comment) => {
        addComment(queryClient, comment, true);
        notify.success(COMMUNITY_MESSAGES.commentAdded);
      },
      onError: (error) => notifyError(error, COMMUNITY_MESSAGES.addCommentFailed),
    }),
  );
}

export function useUpdateComment() {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationFn: ({ id, ...body }: CommentUpdateInput & { id: number }) => updateComment(id, body),
      onSuccess: (comment) => {
        editComment(queryClient, comment);
        notify.success(COMMUNITY_MESSAGES.commentUpdated);
      },
      onError: (error) => notifyError(error, COMMUNITY_MESSAGES.updateCommentFailed),
    }),
  );
}

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationFn: (comment: CommunityComment) => deleteComment(comment.id),
      onSuccess: (_reply, comment) => {
        dropComment(queryClient, comment.post_id, comment.id);
        notify.success(COMMUNITY_MESSAGES.commentDeleted);
      },
      onError: (error) => notifyError(error, COMMUNITY_MESSAGES.deleteCommentFailed),
    }),
  );
}
