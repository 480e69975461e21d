import { useRef, useState, type ChangeEvent } from 'react';
import { ImageUp, X } from 'lucide-react';
import { BLOG_IMAGE_TYPES, MESSAGES } from '@fertilia/contracts';
import { IconButton } from '@/components/ui/icon-button';
import { FormField } from '@/components/ui/form-field';
import { coverImageProblem, useUploadBlogImage } from '../api/upload-blog-image';

interface CoverImageFieldProps {
  value: string;
  onChange: (url: string) => void;
  /** A server or client error about the image field. */
  error?: string;
}

/**
 * Uploads the picked picture at once and keeps only the URL the server returns: the server re-encodes it,
 * so the preview shows exactly what readers will get.
 */
export function CoverImageField({ value, onChange, error }: CoverImageFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadBlogImage();
  const [problem, setProblem] = useState<string | null>(null);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const reason = coverImageProblem(file);
    setProblem(reason);
    if (reason) return;
    upload.mutate(file, {
      onSuccess: ({ url }) => onChange(url),
      onError: (failure) => setProblem(failure.message || MESSAGES.required),
      onSettled: () => {
        if (inputRef.current) inputRef.current.value = '';
      },
    });
  };

  const message = problem ?? error;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">Cover image</legend>
      {value ? (
        <div className="relative self-start">
          <img
            src={value}
            alt="Cover preview"
            className="aspect-[16/9] w-72 max-w-full rounded-lg border border-line object-cover"
          />
          <IconButton
            label="Remove cover image"
            icon={X}
            variant="secondary"
            className="absolute top-2 right-2"
            onClick={() => onChange('')}
          />
        </div>
      ) : null}
      <FormField
        label={value ? 'Replace the cover' : 'Choose a cover'}
        hint="JPEG, PNG or WebP, up to 5 MB. Photo metadata is removed."
        error={message}
      >
        {(control) => (
          <div className="flex items-center gap-3">
            <input
              {...control}
              ref={inputRef}
              type="file"
              accept={BLOG_IMAGE_TYPES.join(',')}
              onChange={onPick}
              disabled={upload.isPending}
              className="text-sm file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border file:border-line-strong file:bg-surface file:px-3 file:text-sm file:font-medium"
            />
            {upload.isPending ? (
              <span role="status" className="inline-flex items-center gap-1 text-sm text-ink-muted">
                <ImageUp aria-hidden="true" className="size-4" />
                Uploading…
              </span>
            ) : null}
          </div>
        )}
      </FormField>
    </fieldset>
  );
}
