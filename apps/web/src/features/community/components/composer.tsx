import { useEffect, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PenSquare } from 'lucide-react';
import { COMMUNITY_MESSAGES, postCreateSchema, type PostCreate } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading, DialogTrigger } from '@/components/ui/dialog';
import { useDiscardGuard } from '@/components/ui/discard-draft';
import { FormError } from '@/components/ui/form-error';
import { ApiError, applyServerErrors } from '@/lib/api-client';
import { useCreatePost } from '../api/create-post';
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

/** The contract's rule for the picture's description, checked before anything is sent. */
const imageAltRule = postCreateSchema.shape.image_alt;

interface ComposerFormProps {
  onDone: () => void;
  onCancel?: () => void;
  /** Told whether anything has been written or chosen, so closing can ask before it is lost. */
  onDraftChange?: (hasDraft: boolean) => void;
}

/** The form inside the composer dialog; `onDone` runs after the post is published. */
export function ComposerForm({ onDone, onCancel, onDraftChange }: ComposerFormProps) {
  const create = useCreatePost();
  const [image, setImage] = useState<File | null>(null);
  const [imageAlt, setImageAlt] = useState('');
  const [imageError, setImageError] = useState<string | undefined>();
  const [altError, setAltError] = useState<string | undefined>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PostFormValues, unknown, PostCreate>({ resolver: createResolver, defaultValues: EMPTY });

  const [title, content, category, tags] = useWatch({
    control,
    name: ['title', 'content', 'category', 'tags'],
  });
  const hasDraft =
    [title, content, category].some((text) => text.trim() !== '') || tags.length > 0 || image !== null;
  useEffect(() => onDraftChange?.(hasDraft), [hasDraft, onDraftChange]);

  const submit = handleSubmit(async (input) => {
    setImageError(undefined);
    const alt = imageAltRule.safeParse(image ? imageAlt : '');
    setAltError(alt.error?.issues[0]?.message);
    if (!alt.success) return;
    try {
      await create.mutateAsync({ ...input, image, image_alt: alt.data });
      reset(EMPTY);
      setImage(null);
      setImageAlt('');
      onDone();
    } catch (error) {
      // The refusal shows in the form (under its field, or above the fields): no toast repeats it.
      if (error instanceof ApiError) {
        setImageError(error.fieldErrors.image);
        setAltError(error.fieldErrors.image_alt);
      }
      applyServerErrors(error, setError, [...POST_FORM_FIELDS, 'image', 'image_alt']);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormError errors={errors} title={COMMUNITY_MESSAGES.createPostFailed} />
      <PostFields register={register} control={control} errors={errors} idPrefix="composer" />
      <ImageField
        value={image}
        onChange={(file) => {
          setImage(file);
          setImageError(undefined);
        }}
        error={imageError}
        alt={imageAlt}
        onAltChange={(text) => {
          setImageAlt(text);
          setAltError(undefined);
        }}
        altError={altError}
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

/**
 * "New post" opens the composer in a dialog. Escape, the ×, a click outside and Cancel all close it at once
 * when nothing is written, and ask first when something is, so a draft is never lost to a stray key.
 */
export function Composer() {
  const [open, setOpen] = useState(false);
  const [hasDraft, setHasDraft] = useState(false);
  const guard = useDiscardGuard(hasDraft, () => {
    setHasDraft(false);
    setOpen(false);
  });
  return (
    <>
      <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : guard.requestClose())}>
        <DialogTrigger asChild>
          <Button>
            <PenSquare aria-hidden="true" /> New post
          </Button>
        </DialogTrigger>
        <DialogContent className="max-w-2xl">
          <DialogHeading title="New post" description="Share a question, an update or some encouragement." />
          <ComposerForm
            onDone={() => {
              setHasDraft(false);
              setOpen(false);
            }}
            onCancel={guard.requestClose}
            onDraftChange={setHasDraft}
          />
        </DialogContent>
      </Dialog>
      {guard.dialog}
    </>
  );
}
