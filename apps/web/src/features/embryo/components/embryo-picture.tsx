import { ImageOff } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { Skeleton } from '@/components/ui/skeleton';
import { useImageUrl } from '../api/get-image-file';

interface EmbryoPictureProps {
  imageId: number;
  /** The image's text alternative; empty when the picture is decorative beside its own description. */
  alt: string;
  width: number;
  height: number;
  className?: string;
}

/** The stored picture, fetched with her token and shown through an object URL (never a public address). */
export function EmbryoPicture({ imageId, alt, width, height, className }: EmbryoPictureProps) {
  const { url, error } = useImageUrl(imageId);
  const box = cn('block h-auto w-full rounded-lg bg-subtle', className);
  if (error) {
    return (
      <div
        className={cn(box, 'flex items-center justify-center text-ink-muted')}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <ImageOff aria-hidden="true" className="size-6" />
        <span className="sr-only">The picture could not be loaded</span>
      </div>
    );
  }
  if (!url) return <Skeleton className={box} style={{ aspectRatio: `${width} / ${height}` }} />;
  return <img src={url} alt={alt} width={width} height={height} className={box} />;
}
