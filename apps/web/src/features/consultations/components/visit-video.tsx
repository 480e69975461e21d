import { useEffect, useRef, type ComponentProps } from 'react';
import { cn } from '@/components/ui/cn';

/** A <video> showing a MediaStream; own video is muted (no echo) and mirrored, as a mirror would show her. */
export function VisitVideo({
  stream,
  own = false,
  className,
  ...props
}: { stream: MediaStream | null; own?: boolean } & ComponentProps<'video'>) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={ref}
      autoPlay
      playsInline
      muted={own}
      className={cn('bg-ink object-cover', own && '-scale-x-100', className)}
      {...props}
    />
  );
}
