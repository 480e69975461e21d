import { UserRound } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import type { LocalMedia } from '../lib/use-local-media';
import type { VisitPhase } from '../lib/use-visit-call';
import { VisitControls } from './visit-controls';
import { VisitVideo } from './visit-video';

/** In the visit: the other party large, herself small in a corner, the state in words, the controls below. */
export function VisitStage({
  phase,
  status,
  otherName,
  remoteStream,
  media,
  onLeave,
}: {
  phase: VisitPhase;
  status: string;
  otherName: string;
  remoteStream: MediaStream | null;
  media: LocalMedia;
  onLeave: () => void;
}) {
  const connected = phase === 'connected';
  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-[3/4] w-full overflow-hidden rounded-xl bg-ink sm:aspect-video">
        {remoteStream ? (
          <VisitVideo stream={remoteStream} aria-label={`${otherName}'s video`} className="size-full" />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-3 text-white/80">
            <UserRound aria-hidden="true" className="size-12" />
          </div>
        )}
        <p
          role="status"
          className={cn(
            'absolute top-3 left-3 rounded-full px-3 py-1 text-sm font-medium',
            connected ? 'bg-success-soft text-success-ink' : 'bg-white/90 text-ink',
          )}
        >
          {status}
        </p>
        <div className="absolute right-3 bottom-3 aspect-video w-28 overflow-hidden rounded-lg border-2 border-white/70 shadow-md sm:w-48">
          {media.tracks.video && !media.cameraOff ? (
            <VisitVideo stream={media.stream} own aria-label="Your video" className="size-full" />
          ) : (
            <div className="flex size-full items-center justify-center bg-ink text-xs text-white/80">
              Camera off
            </div>
          )}
        </div>
      </div>
      <VisitControls media={media} onLeave={onLeave} />
    </div>
  );
}
