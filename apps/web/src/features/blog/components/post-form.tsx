import type { z } from 'zod';
import { blogPostInputSchema, type BlogPost } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FormError } from '@/components/ui/form-error';
import { applyServerErrors } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { ContentEditor } from './content-editor';
import { CoverImageField } from './cover-image-field';

type PostFormValues = z.input<typeof blogPostInputSchema>;
export type PostFormOutput = z.output<typeof blogPostInputSchema>;
const FIELDS = ['title', 'content', 'image', 'is_published'] as const;

const toValues = (post?: BlogPost): PostFormValues => ({
  title: post?.title ?? '',
  content: post?.content ?? '',
  image: post?.image ?? '',
  is_published: post?.is_published ?? false,
});

interface PostFormProps {
  post?: BlogPost;
  pending?: boolean;
  /** Resolves when saved; rejects with the server's error, which is then shown on the fields. */
  onSubmit: (input: PostFormOutput) => Promise<unknown>;
  onCancel: () => void;
}

/** Write or edit a post. The contract's schema checks it here (trimmed values) and again on the server. */
export function PostForm({ post, pending, onSubmit, onCancel }: PostFormProps) {
  const form = useZodForm(blogPostInputSchema, {
    defaultValues: toValues(post),
  });
  const { register, handleSubmit, setError, setValue, watch } = form;
  const { errors } = form.formState;

  const submit = handleSubmit((input) =>
    onSubmit(input).catch((error: unknown) => applyServerErrors(error, setError, FIELDS)),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <FormError errors={errors} />
      <FormField label="Title" error={errors.title?.message} required>
        <Input autoComplete="off" {...register('title')} />
      </FormField>
      <ContentEditor
        id="post-content"
        value={watch('content')}
        error={errors.content?.message}
        {...register('content')}
      />
      <CoverImageField
        value={watch('image') ?? ''}
        onChange={(url) => setValue('image', url, { shouldDirty: true, shouldValidate: true })}
        error={errors.image?.message}
      />
      <Checkbox
        label="Published — visible to everyone on the blog"
        error={errors.is_published?.message}
        {...register('is_published')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          {post ? 'Save changes' : 'Create post'}
        </Button>
      </div>
    </form>
  );
}
