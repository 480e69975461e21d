import { ExternalLink, Video } from 'lucide-react';
import type { Appointment } from '@fertilia/contracts';
import { buttonVariants } from '@/components/ui/button';

/** Only web addresses become links: the meeting's address comes from Zoom, through our server. */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/**
 * The expert's Zoom meeting for this visit (ADR 014), beside the built-in video visit, for both parties
 * while the visit is live. Opens in a new tab, which gets no hold on this one.
 */
export function ZoomJoinLink({ appointment }: { appointment: Appointment }) {
  const url = appointment.zoom_join_url;
  if (!url || !isWebAddress(url)) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonVariants({ variant: 'secondary', size: 'sm', className: 'self-start' })}
    >
      <Video aria-hidden="true" />
      Join on Zoom
      <ExternalLink aria-hidden="true" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
