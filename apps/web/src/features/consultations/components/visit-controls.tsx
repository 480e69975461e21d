import { useState } from 'react';
import { Mic, MicOff, PhoneOff, Settings2, Video, VideoOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { LocalMedia } from '../lib/use-local-media';
import { VisitDevices } from './visit-devices';

const toggle = (pressed: boolean) =>
  cn(
    'border border-white/20 text-white hover:bg-white/15',
    pressed ? 'bg-danger hover:bg-danger-strong' : 'bg-white/10',
  );

/** On a phone the buttons show their icons only; the words stay for screen readers. */
const label = (text: string) => <span className="max-sm:sr-only">{text}</span>;

/** The call's bar: mute, camera off, devices, leave. Toggles say their state with aria-pressed. */
export function VisitControls({ media, onLeave }: { media: LocalMedia; onLeave: () => void }) {
  const [devicesOpen, setDevicesOpen] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      {devicesOpen ? (
        <VisitDevices media={media} className="rounded-xl border border-line bg-surface p-3" />
      ) : null}
      <div
        role="toolbar"
        aria-label="Call controls"
        className="flex items-center justify-center gap-2 rounded-xl bg-ink/90 p-2 sm:gap-3"
      >
        <Button
          variant="ghost"
          className={toggle(media.muted)}
          aria-pressed={media.muted}
          disabled={!media.tracks.audio}
          icon={media.muted ? MicOff : Mic}
          onClick={media.toggleMute}
        >
          {label('Mute')}
        </Button>
        <Button
          variant="ghost"
          className={toggle(media.cameraOff)}
          aria-pressed={media.cameraOff}
          disabled={!media.tracks.video}
          icon={media.cameraOff ? VideoOff : Video}
          onClick={media.toggleCamera}
        >
          {label('Camera off')}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className={toggle(false)}
          aria-pressed={devicesOpen}
          aria-label="Devices"
          onClick={() => setDevicesOpen(!devicesOpen)}
        >
          <Settings2 aria-hidden="true" />
        </Button>
        <Button variant="destructive" icon={PhoneOff} onClick={onLeave}>
          {label('Leave')}
        </Button>
      </div>
    </div>
  );
}
