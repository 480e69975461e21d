import { useId } from 'react';
import { controlClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/components/ui/cn';
import type { LocalMedia } from '../lib/use-local-media';

/** The camera and microphone selects, before and during the visit. */
export function VisitDevices({ media, className }: { media: LocalMedia; className?: string }) {
  const id = useId();
  const select = (
    kind: 'video' | 'audio',
    label: string,
    devices: MediaDeviceInfo[],
    value: string,
    none: string,
  ) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5">
      <Label htmlFor={`${id}-${kind}`}>{label}</Label>
      <select
        id={`${id}-${kind}`}
        value={value}
        disabled={devices.length === 0}
        onChange={(e) => void media.choose(kind, e.target.value)}
        className={cn(controlClasses, 'h-11 w-full truncate sm:text-sm')}
      >
        {devices.length === 0 ? <option value="">{none}</option> : null}
        {devices.map((d, i) => (
          <option key={d.deviceId || i} value={d.deviceId}>
            {d.label || `${label} ${i + 1}`}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row', className)}>
      {select('video', 'Camera', media.cameras, media.cameraId, 'No camera found')}
      {select('audio', 'Microphone', media.microphones, media.microphoneId, 'No microphone found')}
    </div>
  );
}
