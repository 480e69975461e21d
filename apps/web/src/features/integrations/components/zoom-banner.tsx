import { useState } from 'react';
import { Video, X } from 'lucide-react';
import { isProfessional } from '@fertilia/contracts';
import { IconButton } from '@/components/ui/icon-button';
import { useSession } from '@/lib/session-context';
import { useZoomStatus } from '../api/get-zoom-status';
import { ConnectZoomButton } from './connect-zoom-button';

/**
 * Where the dismissal is remembered, per account on this browser: `fertilia.zoom-banner-dismissed.<user id>`
 * = "1". The banner then stays away on this browser; the settings card still offers Zoom.
 */
export const zoomBannerKey = (userId: number) => `fertilia.zoom-banner-dismissed.${userId}`;

const wasDismissed = (userId: number) => {
  try {
    return localStorage.getItem(zoomBannerKey(userId)) === '1';
  } catch {
    return false;
  }
};

/**
 * Spec 02 §2: "for experts without a video-meeting host account, with a Connect Zoom action, dismissible".
 * Shown to experts and doctors only while Zoom is set up on this server and she has not connected it.
 */
export function ZoomBanner() {
  const { user } = useSession();
  const professional = user !== null && isProfessional(user.role);
  const [dismissed, setDismissed] = useState(() => (user ? wasDismissed(user.id) : false));
  const status = useZoomStatus(professional && !dismissed);
  if (!user || !professional || dismissed || !status.data?.configured || status.data.connected) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(zoomBannerKey(user.id), '1');
    } catch {
      // Private mode without storage: dismissed for this page only.
    }
    setDismissed(true);
  };

  return (
    <section
      aria-labelledby="zoom-banner-title"
      className="relative mb-6 flex flex-col gap-3 rounded-xl border border-info/25 bg-info-soft p-4 text-info-ink sm:flex-row sm:items-center"
    >
      <Video aria-hidden="true" className="hidden size-6 shrink-0 sm:block" />
      <div className="min-w-0 flex-1 pr-8 sm:pr-0">
        <p id="zoom-banner-title" className="font-semibold">
          Host your visits on Zoom
        </p>
        <p className="text-sm">
          Connect your Zoom account and each confirmed visit gets a Zoom meeting. The built-in video visit
          stays available either way.
        </p>
      </div>
      <div className="flex items-center gap-2">
        <ConnectZoomButton />
      </div>
      <IconButton
        label="Dismiss the Zoom banner"
        icon={X}
        className="absolute top-2 right-2 sm:static"
        onClick={dismiss}
      />
    </section>
  );
}
