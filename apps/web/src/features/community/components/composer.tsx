import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PenSquare } from 'lucide-react';
import { COMMUNITY_MESSAGES, postCreateSchema, type PostCreate } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading, DialogTrigger } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { ApiError, applyServerErrors } from '@/lib/api-client';
import { useCreatePost } from '../api/create-post';
import { notifyError } from '@/lib/notify-error';
import { ImageField } from './image-field';
import { POST_FORM_FIELDS, PostFields, type PostFormValues } from './post-fields';

const EMPTY: PostFormValues = {
  title: '',
  content: '',
  category: '',
  visibility: 'public',
  is_anonymous: false,
  tags: [],
};

export const createResolver = zodResolver(postCreateSchema) as unknown as Resolver<
  PostFormValues,
  unknown,
  PostCreate
>;

/** The form inside the composer dialog; `onDone` runs after the post is published. */
export function ComposerForm({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const create = useCreatePost();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PostFormValues, unknown, PostCreate>({ resolver: createResolver, defaultValues: EMPTY });

  const submit = handleSubmit(async (input) => {
    setImageError(undefined);
    try {
      await create.mutateAsync({ ...input, image });
      reset(EMPTY);
      setImage(null);
      onDone();
    } catch (error) {
      notifyError(error, COMMUNITY_MESSAGES.createPostFailed);
      if (error instanceof ApiError && error.fieldErrors.image) setImageError(error.fieldErrors.image);
      applyServerErrors(error, setError, [...POST_FORM_FIELDS, 'image']);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormError errors={errors} />
      <PostFields register={register} control={control} errors={errors} idPrefix="composer" />
      <ImageField
        value={image}
        onChange={(file) => {
          setImage(file);
          setImageError(undefined);
        }}
        error={imageError}
      />
      <DialogFooter>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" loading={create.isPending}>
          Publish
        </Button>
      </DialogFooter>
    </form>
  );
}

/** "New post" opens the composer in a dialog. */
export function Composer() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <PenSquare aria-hidden="true" /> New post
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeading title="New post" description="Share a question, an update or some encouragement." />
        <ComposerForm onDone={() => setOpen(false)} onCancel={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
