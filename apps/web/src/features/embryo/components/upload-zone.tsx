import { useId, useRef, useState, type DragEvent } from 'react';
import { ImageUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { EMBRYO_IMAGE_TYPES, embryoImageProblem } from '../lib/upload-rule';

interface UploadZoneProps {
  file: File | null;
  onFile: (file: File | null) => void;
  /** A problem with the file, hers or the form's ("Choose a JPEG or PNG image"). */
  error?: string;
  disabled?: boolean;
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * Where the picture goes: dropped on the zone, or chosen with the button (keyboard and screen readers use
 * the button, a real file input). The file is checked at once against what the API accepts.
 */
export function UploadZone({ file, onFile, error, disabled = false }: UploadZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = useId();
  const errorId = useId();
  const shown = problem ?? error;

  const take = (chosen: File | undefined) => {
    if (!chosen) return;
    const wrong = embryoImageProblem(chosen);
    setProblem(wrong);
    onFile(wrong ? null : chosen);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center transition-colors',
          dragging ? 'border-brand bg-brand-soft' : 'border-line-strong bg-subtle/40',
          shown && 'border-danger',
        )}
      >
        <ImageUp aria-hidden="true" className="size-8 text-brand" />
        <p className="text-sm text-ink">
          {file ? (
            <>
              <span className="font-medium">{file.name}</span> · {megabytes(file.size)}
            </>
          ) : (
            'Drop a picture of the embryo here'
          )}
        </p>
        <p id={hintId} className="text-sm text-ink-muted">
          A JPEG or PNG image under 10MB. Its metadata is removed before it is stored.
        </p>
        <Button
          type="button"
          variant="secondary"
          disabled={disabled}
          aria-describedby={[hintId, shown ? errorId : ''].filter(Boolean).join(' ')}
          onClick={() => input.current?.click()}
        >
          {file ? 'Choose another picture' : 'Choose a picture'}
        </Button>
        <input
          ref={input}
          type="file"
          accept={EMBRYO_IMAGE_TYPES.join(',')}
          aria-label="Embryo picture"
          className="sr-only"
          tabIndex={-1}
          disabled={disabled}
          onChange={(event) => {
            take(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      {shown ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
