import { useEffect, useId, useRef, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { POST_IMAGE_ALT_MAX } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { POST_IMAGE_TYPES, checkPostImage } from '../lib/image-check';

interface ImageFieldProps {
  value: File | null;
  onChange: (file: File | null) => void;
  /** A server error about the image. */
  error?: string;
  /** The author's description of the picture (its alt text). */
  alt: string;
  onAltChange: (alt: string) => void;
  altError?: string;
}

export const IMAGE_ALT_HINT =
  'Optional: tells members who use a screen reader what the picture shows, e.g. “Ultrasound at seven weeks”.';

/** An optional picture: checked here (type, size), previewed, described for screen readers, removable. */
export function ImageField({ value, onChange, error, alt, onAltChange, altError }: ImageFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!value) return setPreview(null);
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const clear = () => {
    onChange(null);
    onAltChange('');
    if (input.current) input.current.value = '';
  };

  return (
    <div className="flex flex-col gap-3">
      <FormField
        label="Image"
        id={`image-${id}`}
        hint="JPEG, PNG or WebP, under 5MB."
        error={problem ?? error}
      >
        {(control) => (
          <div className="flex flex-col gap-3">
            <input
              {...control}
              ref={input}
              type="file"
              accept={POST_IMAGE_TYPES.join(',')}
              className="block w-full text-sm text-ink-muted file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-line-strong file:bg-surface file:px-4 file:text-sm file:font-medium file:text-ink hover:file:bg-subtle"
              onChange={(event) => {
                const file = event.target.files?.[0] ?? null;
                const found = file ? checkPostImage(file) : null;
                setProblem(found);
                if (found) {
                  clear();
                  return;
                }
                onChange(file);
              }}
            />
            {preview ? (
              <div className="flex flex-col items-start gap-2">
                <img
                  src={preview}
                  alt="Preview of the chosen image"
                  className="max-h-48 rounded-lg border border-line"
                />
                <Button variant="secondary" size="sm" onClick={clear}>
                  <Trash2 aria-hidden="true" /> Remove image
                </Button>
              </div>
            ) : null}
          </div>
        )}
      </FormField>
      {value ? <ImageAltField value={alt} onChange={onAltChange} error={altError} /> : null}
    </div>
  );
}

/** The author's description of a post's picture, read out in its place by screen readers. */
export function ImageAltField(props: { value: string; onChange: (alt: string) => void; error?: string }) {
  return (
    <FormField
      label="Image description"
      hint={`${IMAGE_ALT_HINT} Up to ${POST_IMAGE_ALT_MAX} characters.`}
      error={props.error}
    >
      <Textarea
        rows={2}
        className="min-h-16"
        maxLength={POST_IMAGE_ALT_MAX}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </FormField>
  );
}
