import { LogIn, VideoOff } from 'lucide-react';
import { VISIT_MESSAGES, type VisitInfo } from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatTimeInZone } from '@/lib/format';
import type { LocalMedia, MediaProblem } from '../lib/use-local-media';
import { VisitDevices } from './visit-devices';
import { VisitVideo } from './visit-video';

const PROBLEMS: Record<Exclude<MediaProblem, null>, { tone: 'warning' | 'info'; text: string }> = {
  denied: { tone: 'warning', text: VISIT_MESSAGES.cameraDenied },
  'no-devices': { tone: 'warning', text: VISIT_MESSAGES.noDevices },
  'no-camera': { tone: 'info', text: VISIT_MESSAGES.noCamera },
  failed: { tone: 'warning', text: VISIT_MESSAGES.mediaFailed },
};

/** Before joining: her camera and microphone, a preview, and Join, enabled from the moment the visit opens. */
export function VisitLobby({
  info,
  media,
  open,
  zone,
  onJoin,
}: {
  info: VisitInfo;
  media: LocalMedia;
  open: boolean;
  zone: string;
  onJoin: () => void;
}) {
  const problem = media.problem ? PROBLEMS[media.problem] : null;
  const showPreview = media.tracks.video !== null;
  return (
    <Card className="grid gap-5 p-4 sm:p-6 md:grid-cols-[3fr_2fr]">
      <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-ink">
        {showPreview ? (
          <VisitVideo stream={media.stream} own aria-label="Your camera preview" className="size-full" />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-sm text-white/80">
            <VideoOff aria-hidden="true" className="size-8" />
            {media.ready ? 'No camera' : 'Starting your camera…'}
          </div>
        )}
      </div>
      <div className="flex flex-col gap-4">
        <VisitDevices media={media} className="sm:flex-col" />
        {problem ? <Alert tone={problem.tone}>{problem.text}</Alert> : null}
        {open ? null : (
          <p className="text-sm text-ink-muted" role="status">
            {VISIT_MESSAGES.opensAt(formatTimeInZone(info.opens_at, zone))}
          </p>
        )}
        <Button icon={LogIn} size="lg" disabled={!open || !media.ready} onClick={onJoin} className="mt-auto">
          Join visit
        </Button>
      </div>
    </Card>
  );
}
