import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useParams } from 'react-router';
import { useBreadcrumbTitle } from '@/lib/breadcrumb-title';
import { Lock } from 'lucide-react';
import {
  COMMUNITY_MESSAGES,
  postUpdateSchema,
  type CommunityPost,
  type PostUpdate,
} from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { FormError } from '@/components/ui/form-error';
import { ApiError, applyServerErrors, hasStatus } from '@/lib/api-client';
import { ImageAltField } from '../components/image-field';
import { postImageAlt } from '../lib/post-image-alt';
import { usePost } from '../api/get-post';
import { useUpdatePost } from '../api/update-post';
import { postPath } from '../components/post-card';
import { POST_FORM_FIELDS, PostFields, type PostFormValues } from '../components/post-fields';
import { useLeaveGuard } from '@/components/ui/discard-draft';
import { BackToCommunity, PostNotFound } from './post';

/** The contract's rule for the picture's description, checked before anything is sent. */
const imageAltRule = postUpdateSchema.shape.image_alt.unwrap();

const updateResolver = zodResolver(postUpdateSchema) as unknown as Resolver<
  PostFormValues,
  unknown,
  PostUpdate
>;

function EditForm({ post }: { post: CommunityPost }) {
  const navigate = useNavigate();
  const update = useUpdatePost(post.slug);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<PostFormValues, unknown, PostUpdate>({
    resolver: updateResolver,
    defaultValues: {
      title: post.title,
      content: post.content,
      category: post.category,
      visibility: post.visibility,
      is_anonymous: post.is_anonymous,
      tags: post.tags,
    },
  });

  const [imageAlt, setImageAlt] = useState(post.image_alt);
  const [altError, setAltError] = useState<string | undefined>();
  const altChanged = imageAlt.trim() !== post.image_alt;

  // Cancel, the menu or Back with unsaved edits ask first; an untouched form leaves at once.
  const guard = useLeaveGuard(isDirty || altChanged);

  const submit = handleSubmit(async (input) => {
    const alt = imageAltRule.safeParse(imageAlt);
    setAltError(alt.error?.issues[0]?.message);
    if (!alt.success) return;
    try {
      const saved = await update.mutateAsync(
        post.image && altChanged ? { ...input, image_alt: alt.data } : input,
      );
      guard.leaving.current = true;
      void navigate(postPath(saved));
    } catch (error) {
      // The refusal shows in the form (under its field, or above the fields): no toast repeats it.
      if (error instanceof ApiError) setAltError(error.fieldErrors.image_alt);
      applyServerErrors(error, setError, [...POST_FORM_FIELDS, 'image_alt']);
    }
  });

  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormError errors={errors} title={COMMUNITY_MESSAGES.updatePostFailed} />
        <PostFields register={register} control={control} errors={errors} idPrefix="edit" />
        {post.image ? (
          <div className="flex flex-col gap-3">
            <img
              src={post.image}
              alt={postImageAlt(post)}
              className="max-h-48 self-start rounded-lg border border-line"
            />
            <ImageAltField
              value={imageAlt}
              error={altError}
              onChange={(alt) => {
                setImageAlt(alt);
                setAltError(undefined);
              }}
            />
          </div>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" asChild>
            <Link to={postPath(post)}>Cancel</Link>
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </div>
      </form>
      {guard.dialog}
    </Card>
  );
}

/** /community/posts/{slug}/edit: the author edits the text; anyone else is told plainly they cannot. */
export function Component() {
  const { slug = '' } = useParams();
  const post = usePost(slug);
  useBreadcrumbTitle(post.isError ? null : post.data?.title);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-2">
      <BackToCommunity />
      <PageHeader title="Edit post" description="The link to your post stays the same." />
      <QueryState
        query={post}
        loadingLabel="Loading post"
        skeleton={<Skeletons count={3} className="h-11 w-full" />}
        errorTitle={COMMUNITY_MESSAGES.postLoadFailed}
        errorMessage={false}
        retry={false}
        renderError={(error) => (hasStatus(error, 404, 422) ? <PostNotFound /> : undefined)}
      >
        {(data) =>
          data.is_own ? (
            <EditForm post={data} />
          ) : (
            <EmptyState
              icon={Lock}
              title="Only the author can edit this post"
              description="You can still read it, react and comment."
              action={
                <Button asChild>
                  <Link to={postPath(data)}>Back to the post</Link>
                </Button>
              }
            />
          )
        }
      </QueryState>
    </div>
  );
}
