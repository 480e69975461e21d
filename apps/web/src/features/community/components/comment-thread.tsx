import { MessageCircle } from 'lucide-react';
import { COMMUNITY_MESSAGES, type CommunityPost } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { useCreateComment } from '../api/comments';
import { useThreadedComments } from '../api/get-comments';
import { CommentBox } from './comment-box';
import { CommentItem } from './comment-item';

/** The post's comments: a box to write one, then the threads oldest first. */
export function CommentThread({ post }: { post: CommunityPost }) {
  const comments = useThreadedComments(post);
  const create = useCreateComment();
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section id="comments" aria-labelledby="comments-heading" className="flex flex-col gap-4">
      <h2 id="comments-heading" className="text-lg font-semibold">
        Comments ({post.comments_count})
      </h2>
      <CommentBox onSubmit={(draft) => create.mutateAsync({ ...draft, post_id: post.id, parent_id: null })} />
      <QueryState
        query={comments}
        loadingLabel="Loading comments"
        skeleton={<Skeletons count={3} className="h-20 w-full" />}
        errorTitle={COMMUNITY_MESSAGES.threadedCommentsLoadFailed}
        errorMessage={false}
        isEmpty={() => items.length === 0}
        empty={
          <EmptyState icon={MessageCircle} title="No comments yet" description="Be the first to reply." />
        }
      >
        {() => (
          <ul aria-label="Comments" className="flex flex-col gap-3">
            {items.map((comment) => (
              <CommentItem key={comment.id} comment={comment} />
            ))}
          </ul>
        )}
      </QueryState>
      {comments.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          loading={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          Load more comments
        </Button>
      ) : null}
    </section>
  );
}
