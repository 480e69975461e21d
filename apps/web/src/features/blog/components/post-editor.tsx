import { ArrowLeft } from 'lucide-react';
import { MESSAGES } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { useCreateBlogPost } from '../api/create-blog-post';
import { useBlogPost } from '../api/get-blog-post';
import { useUpdateBlogPost } from '../api/update-blog-post';
import { PostForm, type PostFormOutput } from './post-form';

interface PostEditorProps {
  /** null writes a new post. */
  postId: number | null;
  onClose: () => void;
}

/** Create or edit one post, with the toasts of spec 01 §8; closes back to the list when saved. */
export function PostEditor({ postId, onClose }: PostEditorProps) {
  const existing = useBlogPost(String(postId ?? ''), postId !== null);
  const create = useCreateBlogPost();
  const update = useUpdateBlogPost();

  const save = async (input: PostFormOutput) => {
    try {
      if (postId === null) {
        await create.mutateAsync(input);
        notify.success(MESSAGES.blogCreated);
      } else {
        await update.mutateAsync({ id: postId, body: input });
        notify.success(MESSAGES.blogUpdated);
      }
      onClose();
    } catch (error) {
      notifyError(error, postId === null ? MESSAGES.blogCreateFailed : MESSAGES.blogUpdateFailed);
      throw error;
    }
  };

  const back = (
    <Button icon={ArrowLeft} variant="ghost" onClick={onClose}>
      All posts
    </Button>
  );

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={postId === null ? 'New post' : 'Edit post'} actions={back} />
      <Card>
        <CardContent className="pt-6">
          {postId === null ? (
            <PostForm pending={create.isPending} onSubmit={save} onCancel={onClose} />
          ) : (
            <QueryState
              query={existing}
              loadingLabel="Loading blog post"
              skeleton={<Skeletons shapes={['h-10 w-full', 'h-64 w-full']} />}
              errorTitle={MESSAGES.blogPostLoadFailed}
              retry={false}
            >
              {(post) => (
                <PostForm post={post} pending={update.isPending} onSubmit={save} onCancel={onClose} />
              )}
            </QueryState>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
